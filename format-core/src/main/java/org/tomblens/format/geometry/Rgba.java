package org.tomblens.format.geometry;

import org.tomblens.format.model.Bytes;

/** RGBA8 colours packed as little-endian ints, so that their bytes in memory are R, G, B, A. */
final class Rgba {
    static final int WHITE = pack(255, 255, 255, 255);

    private Rgba() {}

    static int pack(int red, int green, int blue, int alpha) {
        return alpha << 24 | blue << 16 | green << 8 | red;
    }

    /** §9.2: palette channels run 0..63, times 4; larger values (some tool-written palettes) saturate. */
    static int sixBit(int value) {
        return Math.min(255, value * 4);
    }

    /** Entry {@code index} of a 6-bit RGB palette (§9.2) with the given alpha; black past a short palette. */
    static int paletteEntry(Bytes palette, int index, int alpha) {
        var at = 3 * index;
        if (at + 2 >= palette.size()) {
            return pack(0, 0, 0, alpha);
        }
        return pack(sixBit(palette.unsigned(at)), sixBit(palette.unsigned(at + 1)), sixBit(palette.unsigned(at + 2)),
                alpha);
    }

    /** A 5-bit channel on the 8-bit scale, rounded: {@code round(value * 255 / 31)}, so that 31 becomes 255. */
    static int fiveBit(int value) {
        return (value * 255 + 15) / 31;
    }

    /** The 15-bit colour {@code 0RRRRRGGGGGBBBBB} with the given alpha. */
    static int rgb555(int colour, int alpha) {
        return pack(fiveBit(colour >> 10 & 0x1F), fiveBit(colour >> 5 & 0x1F), fiveBit(colour & 0x1F), alpha);
    }
}
