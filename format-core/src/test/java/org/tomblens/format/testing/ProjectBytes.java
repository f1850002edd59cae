package org.tomblens.format.testing;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.Deflater;

/**
 * Writes small Tomb Editor projects for tests, as [PRJ2] lays them out: values little-endian, numbers as signed
 * LEB128, chunks as {@code idSize, id, dataSize, data}, streams ended by a zero byte.
 */
public final class ProjectBytes {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    public static ProjectBytes data() {
        return new ProjectBytes();
    }

    /** A signed LEB128 number, as short as it goes. */
    public ProjectBytes leb(long value) {
        out.writeBytes(leb128(value));
        return this;
    }

    public static byte[] leb128(long value) {
        var bytes = new ByteArrayOutputStream();
        while (true) {
            var low = (int) (value & 0x7F);
            value >>= 7;
            var done = value == 0 && (low & 0x40) == 0 || value == -1 && (low & 0x40) != 0;
            bytes.write(done ? low : low | 0x80);
            if (done) {
                return bytes.toByteArray();
            }
        }
    }

    public ProjectBytes u8(int value) {
        out.write(value);
        return this;
    }

    public ProjectBytes bool(boolean value) {
        return u8(value ? 1 : 0);
    }

    public ProjectBytes u16(int value) {
        out.write(value);
        out.write(value >> 8);
        return this;
    }

    public ProjectBytes s32(int value) {
        for (int i = 0; i < 4; i++) {
            out.write(value >> 8 * i);
        }
        return this;
    }

    public ProjectBytes f32(float value) {
        return s32(Float.floatToIntBits(value));
    }

    /** Text filling a chunk ({@code Utf8}). */
    public ProjectBytes text(String text) {
        out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
        return this;
    }

    /** {@code SizedUtf8}: an i32 byte count, then the text. */
    public ProjectBytes sizedText(String text) {
        var bytes = text.getBytes(StandardCharsets.UTF_8);
        s32(bytes.length);
        out.writeBytes(bytes);
        return this;
    }

    public ProjectBytes bytes(byte[] bytes) {
        out.writeBytes(bytes);
        return this;
    }

    /** A chunk with a text id. */
    public ProjectBytes chunk(String id, ProjectBytes data) {
        return chunk(id.getBytes(StandardCharsets.US_ASCII), data.toArray());
    }

    /** A chunk with a one-byte id, as sector chunks have ([PRJ2] {@code Chunk([7], …)}). */
    public ProjectBytes chunk(int id, ProjectBytes data) {
        return chunk(new byte[] {(byte) id}, data.toArray());
    }

    private ProjectBytes chunk(byte[] id, byte[] data) {
        leb(id.length);
        out.writeBytes(id);
        leb(data.length);
        out.writeBytes(data);
        return this;
    }

    /** The zero byte that ends a chunk stream. */
    public ProjectBytes end() {
        return u8(0);
    }

    public byte[] toArray() {
        return out.toByteArray();
    }

    /** A whole project file: "PRJ2", version 0, then {@code topLevel} (a chunk stream, ended). */
    public static byte[] file(ProjectBytes topLevel) {
        return data().text("PRJ2").s32(0).bytes(topLevel.toArray()).toArray();
    }

    /** A project file whose chunk tree is zlib-compressed: version bit 31, the packed size, the packed tree. */
    public static byte[] compressedFile(ProjectBytes topLevel) {
        var tree = topLevel.toArray();
        var deflater = new Deflater();
        deflater.setInput(tree);
        deflater.finish();
        var packed = new byte[tree.length + 64];
        var size = deflater.deflate(packed);
        deflater.end();
        return data().text("PRJ2").s32(0x80000000).s32(size).bytes(Arrays.copyOf(packed, size)).toArray();
    }

    /**
     * A sector chunk ({@code TeS}) at grid position (x, z) of a room {@code sectorsX} wide: properties, floor and
     * ceiling in world units ([7], [8]; corners xnzp, xpzp, xpzn, xnzn) and floor subdivisions ([9]).
     *
     * @param floorFlags bit 0 split along x = z, bits 1.. the diagonal split
     */
    public static ProjectBytes sector(int x, int z, int sectorsX, long flags, int floorFlags, int[] floor,
                                      int[] ceiling, int[]... floorSubdivisions) {
        var chunks = data().chunk(0, data().leb(flags))
                .chunk(7, corners(data().leb(floorFlags), floor))
                .chunk(8, corners(data().leb(0), ceiling));
        if (floorSubdivisions.length > 0) {
            var splits = data().leb(floorSubdivisions.length);
            for (var split : floorSubdivisions) {
                corners(splits, split);
            }
            chunks.chunk(9, splits);
        }
        return data().s32(x + z * sectorsX).bytes(chunks.end().toArray());
    }

    private static ProjectBytes corners(ProjectBytes data, int[] heights) {
        for (var height : heights) {
            data.leb(height);
        }
        return data;
    }
}
