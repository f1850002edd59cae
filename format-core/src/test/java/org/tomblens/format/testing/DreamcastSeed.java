package org.tomblens.format.testing;

import java.util.List;

/**
 * A small Dreamcast TR5 level written here byte by byte from the layout (format-core/docs/dreamcast.md), for fuzzing
 * its reader (and the same with its page kept as a record): one blank 16-bit room page, Lara's type 3 and the weather 1, one room of one layer (the four corners
 * of a sector at y = -1024, one quad) and one sector, one object texture, a sound map of empty entries, the "SAMP"
 * and "TOSS" words and no samples. Each group of parts starts on a 2048-byte section.
 */
public final class DreamcastSeed {
    static final int SECTION = 2048;
    static final int PAGE16 = 2 * 256 * 256;

    private DreamcastSeed() {}

    /** The level, and the same with its page in a record of its own, as the file of textile size 3011032 keeps it. */
    public static List<FuzzedFile.File> seeds() {
        return List.of(new FuzzedFile.File("SEED5.TRC", bytes()), new FuzzedFile.File("JOBY5.TRC", bytes(true)));
    }

    public static byte[] bytes() {
        return bytes(false);
    }

    private static byte[] bytes(boolean record) {
        var out = new PlayStationSeed.Writer();
        // The textile size: 0xD8 past where the one page ends, less a section, as trview measures it.
        var textileSize = record ? 3011032 : SECTION + PAGE16 + 0xD8;
        out.u32(textileSize);
        next(out);
        out.u32(1).u32(0).u32(0);
        if (record) {
            // A record of half a page: the word, the size, the bytes.
            out.u32(0).u32(PAGE16 / 2).zeros(PAGE16 / 2);
        } else {
            next(out);
            out.zeros(PAGE16);
        }
        out.zeros(textileSize + SECTION - out.size());
        next(out);
        out.u16(3).u16(1).zeros(28);
        next(out);
        out.u32(0).u32(1);
        room(out);
        out.u32(0);
        next(out);
        // Mesh data, mesh pointers, animations, state changes, dispatches, commands, trees, frames, models, statics.
        for (int table = 0; table < 10; table++) {
            out.u32(0);
        }
        next(out);
        out.ascii("SPR\0").u32(0).u32(0);
        next(out);
        out.u32(0).u32(0);
        next(out);
        out.u32(0);
        next(out);
        out.u32(0).u32(0);
        next(out);
        out.u32(0).u8(0);
        next(out);
        out.ascii("TEX\0").u32(1);
        // One object texture: attribute, tile, flags, four corners, original place and size, a filler.
        out.u16(0).u16(0).u16(0).u16(0).u16(0).u16(0xFF00).u16(0).u16(0xFF00).u16(0xFF00).u16(0).u16(0xFF00);
        out.u32(0).u32(0).u32(255).u32(255).u16(0);
        next(out);
        out.u32(0);
        next(out);
        out.u32(0);
        next(out);
        out.u16(0);
        next(out);
        for (int entry = 0; entry < 450; entry++) {
            out.u16(0xFFFF);
        }
        out.u32(0).u32(0);
        next(out);
        out.ascii("SAMP").u32(0);
        next(out);
        out.ascii("TOSS").u32(0);
        return out.toByteArray();
    }

    /**
     * "XELA", the room's size, its 208-byte header and 16 bytes after it; then, counted from there, its sector (0),
     * no portals and the separator (8), the layer (12), the quad (68) and four 32-byte vertices (80).
     */
    private static void room(PlayStationSeed.Writer out) {
        out.ascii("XELA").u32(208 + 16 + 208);
        out.u32(0).u32(12).u32(0).u32(0).u32(12);
        out.u32(0).u32(0).u32(0).u32(0).u32(-1024);
        out.u16(1).u16(1).u32(0xFFFFFFFF).u16(0).u16(0).u8(0).u8(0).u16(0).zeros(20).u16(0xFFFF).u16(0);
        out.zeros(20 + 12 + 24);
        out.u32(0).u32(1).zeros(8).u32(0).u32(0).zeros(8);
        out.u32(1).u32(12).u32(80).u32(68).u32(68).u32(4 * 32).zeros(16);
        out.zeros(16);
        // The sector: no FloorData, no box, no rooms below or above, floor and ceiling a sector apart.
        out.u16(0).u16(0xFFFF).u8(255).u8(0).u8(255).u8(0xFC);
        out.u16(0).u16(0);
        out.u32(4).u16(0).u16(1).u16(0).u16(0).zeros(4).zeros(24).zeros(16);
        out.u16(0).u16(1).u16(3).u16(2).u16(0).u16(0);
        for (int corner = 0; corner < 4; corner++) {
            out.u32(Float.floatToIntBits(corner % 2 * 1024f)).u32(Float.floatToIntBits(-1024f))
                    .u32(Float.floatToIntBits(corner / 2 * 1024f));
            out.zeros(12).u32(0xFFFFFFFF).u32(0);
        }
    }

    private static void next(PlayStationSeed.Writer out) {
        out.zeros((out.size() / SECTION + 1) * SECTION - out.size());
    }
}
