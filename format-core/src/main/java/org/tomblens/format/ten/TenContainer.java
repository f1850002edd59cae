package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;

/**
 * The outer layer of a TombEngine level: {@code "TEN\0"}, the compiler's version, a hash of the compiling
 * machine's name, then the packed blocks. Tomb Editor 1.7.0 to 1.7.2 packed everything into one zlib block; from
 * 1.7.3 on a checksum follows the hash, then three blocks, media (textures, sounds), geometry and dynamic data, each as
 * {@code i32 unpackedSize, i32 packedSize, packed bytes}: zlib through 1.9, raw LZ4 blocks from 1.10. Tomb Editor
 * 1.11 writes {@code i64 unpackedSize, i64 packedSize} and packs the block as LZ4 chunks of at most 256 MB:
 * {@code u32 count}, then per chunk {@code u32 unpackedSize, u32 packedSize, packed bytes}, the packed size
 * counting the chunk count and headers too.
 *
 * <p>A stated size is checked against the bytes the file has before anything is allocated: no block may claim to
 * unpack to more than its packed bytes can make (about 1032 to 1 for zlib, 255 to 1 for LZ4), and a block larger
 * than a Java array holds is refused by name.
 */
public final class TenContainer {
    static final String MAGIC = "TEN\0";
    /** The first version that splits the level into media, geometry and dynamic blocks. */
    static final TenVersion FIRST_SPLIT = new TenVersion(1, 7, 3);
    private static final int CHUNK_HEADER_BYTES = 8;
    private static final long ZLIB_MAX_RATIO = 1032;
    private static final long LZ4_MAX_RATIO = 255;
    private static final long SLACK = 64;
    private static final long LARGEST_BLOCK = Integer.MAX_VALUE - 8;

    /** An unpacked block and its name, which messages give as the region of an offset in it. */
    public record Block(String name, byte[] data) {
        public ByteCursor cursor() {
            return new ByteCursor(data, name + " block");
        }
    }

    /**
     * The unpacked blocks (media, geometry, dynamic; or the one "level" block of 1.7), and the stamps before them.
     *
     * @param checksum 0 in a 1.7 file, which has none
     */
    public record Blocks(TenVersion version, int machineHash, int checksum, List<Block> blocks) {
        public Blocks {
            blocks = List.copyOf(blocks);
        }
    }

    private TenContainer() {}

    /** Whether {@code bytes} start as a TombEngine level does. */
    public static boolean recognises(byte[] bytes) {
        return new ByteCursor(bytes, "file").lookingAt(MAGIC);
    }

    /** The version a file stamps after the magic. */
    public static TenVersion version(byte[] bytes) {
        return version(new ByteCursor(bytes, "file"));
    }

    /** The version stamped after the magic; the file must start with the magic and hold the stamp. */
    static TenVersion version(ByteCursor cursor) {
        cursor.expect("magic", MAGIC);
        var major = cursor.u8("version.major");
        var minor = cursor.u8("version.minor");
        var build = cursor.u8("version.build");
        cursor.u8("version.reserved");
        return new TenVersion(major, minor, build);
    }

    /** Reads the header and unpacks the three blocks of a version TombLens reads. */
    public static Blocks unpack(byte[] bytes) {
        var cursor = new ByteCursor(bytes, "file");
        var version = version(cursor);
        if (!version.isSupported()) {
            throw cursor.errorAt(4, "version", "written by Tomb Editor " + version + "; TombLens reads "
                    + TenVersion.supportedRange());
        }
        var machineHash = cursor.s32("machineHash");
        if (version.compareTo(FIRST_SPLIT) < 0) {
            return new Blocks(version, machineHash, 0, List.of(new Block("level", block(cursor, "level", false))));
        }
        var checksum = cursor.s32("checksum");
        var lz4 = version.atLeast(1, 10);
        var chunked = version.atLeast(1, 11);
        var blocks = new ArrayList<Block>(3);
        for (var name : List.of("media", "geometry", "dynamic")) {
            blocks.add(new Block(name, chunked ? chunkedBlock(cursor, name) : block(cursor, name, lz4)));
        }
        return new Blocks(version, machineHash, checksum, blocks);
    }

    private static byte[] block(ByteCursor cursor, String name, boolean lz4) {
        if (!lz4) {
            var packedSize = cursor.remaining() >= 8 ? cursor.peekU32(cursor.position() + 4) : 0;
            return Inflation.read(cursor, name, Math.min(LARGEST_BLOCK, packedSize * ZLIB_MAX_RATIO + SLACK)).data();
        }
        cursor.enter(name);
        try {
            var at = cursor.position();
            var unpackedSize = cursor.u32("unpackedSize");
            var packedSize = cursor.u32("packedSize");
            checkSizes(cursor, at, unpackedSize, packedSize);
            var out = new byte[(int) unpackedSize];
            decompress(cursor, cursor.bytes("packedData", packedSize), out, 0, out.length);
            return out;
        } finally {
            cursor.leave();
        }
    }

    /** A block of 1.11 on: 64-bit sizes, then LZ4 chunks that together fill the block and its packed bytes. */
    private static byte[] chunkedBlock(ByteCursor cursor, String name) {
        cursor.enter(name);
        try {
            var at = cursor.position();
            var unpackedSize = cursor.s64("unpackedSize");
            var packedSize = cursor.s64("packedSize");
            if (unpackedSize < 0 || packedSize < 0) {
                throw cursor.errorAt(at, "unpackedSize", "negative size " + unpackedSize + " / " + packedSize);
            }
            if (unpackedSize > LARGEST_BLOCK) {
                throw cursor.errorAt(at, "unpackedSize", "declares " + unpackedSize
                        + " bytes, more than TombLens holds in one block");
            }
            checkSizes(cursor, at, unpackedSize, packedSize);
            var end = cursor.position() + packedSize;
            var out = new byte[(int) unpackedSize];
            var countAt = cursor.position();
            var count = cursor.u32("chunks");
            if (count > packedSize / CHUNK_HEADER_BYTES) {
                throw cursor.errorAt(countAt, "chunks", count + " chunks cannot fit in " + packedSize + " bytes");
            }
            var filled = 0;
            for (int c = 0; c < count; c++) {
                cursor.enter("chunks", c);
                filled = chunk(cursor, out, filled, end);
                cursor.leave();
            }
            if (filled != out.length || cursor.position() != end) {
                throw cursor.errorAt(countAt, "chunks", "unpack to " + filled + " of " + out.length
                        + " bytes and end at " + cursor.position() + ", the header says " + end);
            }
            return out;
        } finally {
            cursor.leave();
        }
    }

    /** Unpacks one chunk into {@code out} from {@code filled}; returns the bytes filled after it. */
    private static int chunk(ByteCursor cursor, byte[] out, int filled, long end) {
        var at = cursor.position();
        var unpackedSize = cursor.u32("unpackedSize");
        var packedSize = cursor.u32("packedSize");
        if (packedSize > end - cursor.position()) {
            throw cursor.errorAt(at + 4, "packedSize", "declares " + packedSize + " bytes, the block has "
                    + Math.max(0, end - cursor.position()) + " left");
        }
        if (unpackedSize > out.length - filled) {
            throw cursor.errorAt(at, "unpackedSize", "declares " + unpackedSize + " bytes, the block has "
                    + (out.length - filled) + " left to fill");
        }
        var made = (int) unpackedSize;
        decompress(cursor, cursor.bytes("packedData", packedSize), out, filled, made);
        return filled + made;
    }

    /** Fails unless the packed bytes are in the file and could make the unpacked size. */
    private static void checkSizes(ByteCursor cursor, int at, long unpackedSize, long packedSize) {
        cursor.require("packedData", packedSize);
        if (unpackedSize > Math.min(LARGEST_BLOCK, packedSize * LZ4_MAX_RATIO + SLACK)) {
            throw cursor.errorAt(at, "unpackedSize", "declares " + unpackedSize + " bytes, more than "
                    + packedSize + " packed LZ4 bytes can hold");
        }
    }

    /** Unpacks one raw LZ4 block into {@code length} bytes of {@code out} from {@code offset}, exactly. */
    private static void decompress(ByteCursor cursor, byte[] packed, byte[] out, int offset, int length) {
        var at = cursor.position() - packed.length;
        try {
            var made = LZ4Factory.safeInstance().safeDecompressor().decompress(packed, 0, packed.length, out, offset,
                    length);
            if (made != length) {
                throw cursor.errorAt(at, "packedData", "unpacks to " + made + " bytes, the header declares "
                        + length);
            }
        } catch (LZ4Exception e) {
            throw cursor.errorAt(at, "packedData", "broken LZ4 data: " + e.getMessage());
        }
    }
}
