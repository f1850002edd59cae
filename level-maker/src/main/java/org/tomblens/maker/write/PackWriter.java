package org.tomblens.maker.write;

import java.util.List;
import org.tomblens.format.pack.Pack;

/**
 * Writes a PlayStation pack of files (format-core's {@code Pack}, GAMEWAD.OBJ): the table of 51 entries, the first
 * empty, then each file from the next 2048-byte sector on, padded with zeros to the sector after it. No pack is
 * public: tests build packs of real levels and read them back against those levels.
 */
public final class PackWriter {
    private PackWriter() {}

    /** A pack of {@code files}, which become parts 1, 2, … in their order; at most 50. */
    public static byte[] write(List<byte[]> files) {
        if (files.size() >= Pack.ENTRIES) {
            throw new IllegalArgumentException(files.size() + " files; a pack holds at most " + (Pack.ENTRIES - 1));
        }
        var size = (long) Pack.SECTOR;
        for (var file : files) {
            size += sectors(file.length);
        }
        var out = new ByteSink((int) size);
        out.u32("table[0].offset", 0);
        out.u32("table[0].size", 0);
        var offset = (long) Pack.SECTOR;
        for (var file : files) {
            out.u32("offset", offset);
            out.u32("size", file.length);
            offset += sectors(file.length);
        }
        for (var file : files) {
            out.padTo("sector", sectors(out.position()));
            out.bytes("part", file);
        }
        out.padTo("sector", sectors(out.position()));
        return out.toByteArray();
    }

    /** {@code length} rounded up to whole sectors. */
    private static long sectors(long length) {
        return (length + Pack.SECTOR - 1) / Pack.SECTOR * Pack.SECTOR;
    }
}
