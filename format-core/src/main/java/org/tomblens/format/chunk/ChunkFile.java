package org.tomblens.format.chunk;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;

/**
 * The frame of Tomb Editor's chunk files (.prj2 projects, .wad2 libraries): a four-byte magic, a u32 version
 * (bit 31: the rest is zlib-compressed, behind an i32 packed size; the other bits are 0), then the chunk tree.
 *
 * @param tree the chunk tree: the file itself after the header, or the unpacked stream
 * @param headerBytes the bytes before the tree (magic, version and, when compressed, the packed size)
 */
public record ChunkFile(ByteCursor tree, long headerBytes, boolean compressed) {
    /** The largest unpacked chunk tree accepted from a compressed file. */
    public static final long MAX_UNPACKED_SIZE = 256L << 20;
    private static final long COMPRESSED = 0x80000000L;

    /** Reads the header of {@code bytes}, which must start with {@code magic}; oddities become warnings. */
    public static ChunkFile open(byte[] bytes, String magic, ChunkWalker walker) {
        var file = new ByteCursor(bytes, "file");
        file.pathSeparator('/');
        file.expect("magic", magic);
        var version = file.u32("version");
        if ((version & ~COMPRESSED) != 0) {
            walker.warn(file, 4, String.format("version bits 0..30 are 0x%X where Tomb Editor writes 0",
                    version & ~COMPRESSED));
        }
        if ((version & COMPRESSED) == 0) {
            return new ChunkFile(file, file.position(), false);
        }
        var at = file.position();
        var packedSize = file.s32("compressedSize");
        if (packedSize < 0) {
            throw file.errorAt(at, "compressedSize", "negative compressed size " + packedSize);
        }
        var headerBytes = file.position();
        var unpacked = Inflation.inflateStream(file, "compressedData", packedSize, MAX_UNPACKED_SIZE);
        if (!file.atEnd()) {
            walker.warn(file, file.position(), file.remaining() + " bytes after the compressed data were ignored");
        }
        var tree = new ByteCursor(unpacked, "unpacked chunk tree");
        tree.pathSeparator('/');
        return new ChunkFile(tree, headerBytes, true);
    }

    /** Counts what follows the top-level stream's end marker as skipped, with a warning; call after reading it. */
    public void finish(ChunkWalker walker) {
        if (!tree.atEnd()) {
            walker.warn(tree, tree.position(), tree.remaining() + " bytes after the last chunk were skipped");
            walker.skipLoose(tree.remaining());
        }
    }

    /** Where every byte of the tree went. */
    public ChunkCensus census(ChunkWalker walker) {
        return walker.census(headerBytes, compressed ? headerBytes + tree.end() : tree.end());
    }
}
