package org.tomblens.maker.demo;

import org.tomblens.format.model.Bytes;

/**
 * The demo's 256-colour palette (§9.2: 6-bit components), laid out as ramps of 16 shades from dark to
 * light so that painted textures stay in one hue. Index 0 is the transparent colour (§9.3.2 attribute 1).
 */
final class DemoPalette {
    static final int TRANSPARENT = 0;
    static final int SHADES = 16;

    /** A hue with 16 shades, from {@code dark} to {@code light} (6-bit RGB). */
    enum Ramp {
        STONE(10, 10, 11, 48, 47, 45),
        SANDSTONE(14, 11, 7, 58, 50, 36),
        BRICK(14, 5, 3, 54, 27, 18),
        PLASTER(12, 12, 11, 52, 50, 46),
        WOOD(9, 5, 2, 48, 33, 18),
        WATER(2, 6, 14, 24, 44, 58),
        METAL(7, 9, 11, 46, 50, 54),
        GOLD(16, 11, 2, 63, 55, 22),
        MOSS(4, 8, 3, 30, 44, 16),
        LAVA(22, 2, 0, 63, 52, 12),
        SKIN(20, 12, 8, 60, 45, 35),
        TEAL(2, 9, 10, 18, 46, 48),
        DARK(3, 3, 5, 26, 24, 30),
        LEAF(3, 12, 2, 28, 54, 14),
        RED(16, 2, 2, 62, 18, 12);

        private final int[] dark;
        private final int[] light;

        Ramp(int r0, int g0, int b0, int r1, int g1, int b1) {
            dark = new int[] {r0, g0, b0};
            light = new int[] {r1, g1, b1};
        }

        /** The palette index of {@code shade} (0 dark .. 15 light; clamped). */
        int index(int shade) {
            return 1 + ordinal() * SHADES + Math.max(0, Math.min(SHADES - 1, shade));
        }

        /** The palette index of a brightness in [0, 1]. */
        int index(double brightness) {
            return index((int) StrictMath.round(brightness * (SHADES - 1)));
        }
    }

    /** Greys to white after the ramps (indices 241..255): highlights and coloured faces. */
    static final int FIRST_GREY = 1 + Ramp.values().length * SHADES;

    private static final int[][] COLOURS = colours();

    private DemoPalette() {}

    /** A grey from the top of the palette, 0 (mid grey) .. 14 (white). */
    static int grey(int step) {
        return FIRST_GREY + Math.max(0, Math.min(255 - FIRST_GREY, step));
    }

    private static int[][] colours() {
        var colours = new int[256][3];
        for (var ramp : Ramp.values()) {
            for (int shade = 0; shade < SHADES; shade++) {
                for (int c = 0; c < 3; c++) {
                    colours[ramp.index(shade)][c] = ramp.dark[c] + (ramp.light[c] - ramp.dark[c]) * shade / (SHADES - 1);
                }
            }
        }
        for (int i = FIRST_GREY; i < 256; i++) {
            var value = 32 + (i - FIRST_GREY) * 31 / (255 - FIRST_GREY);
            colours[i] = new int[] {value, value, value};
        }
        return colours;
    }

    /** §9.2: 256 {@code tr_colour} of 6-bit values. */
    static Bytes palette() {
        var bytes = new byte[768];
        for (int i = 0; i < 256; i++) {
            for (int c = 0; c < 3; c++) {
                bytes[3 * i + c] = (byte) COLOURS[i][c];
            }
        }
        return Bytes.own(bytes);
    }

    /** §2.3.3: the 16-bit palette of coloured faces, 256 {@code tr_colour4} of 8-bit values. */
    static Bytes palette16() {
        var bytes = new byte[1024];
        for (int i = 0; i < 256; i++) {
            for (int c = 0; c < 3; c++) {
                bytes[4 * i + c] = (byte) eightBit(COLOURS[i][c]);
            }
        }
        return Bytes.own(bytes);
    }

    /** §2.4.6: the ARGB1555 texel of a palette index; index 0 is the transparent texel. */
    static int argb1555(int index) {
        if (index == TRANSPARENT) {
            return 0;
        }
        var c = COLOURS[index];
        return 0x8000 | (c[0] >> 1) << 10 | (c[1] >> 1) << 5 | c[2] >> 1;
    }

    /**
     * §9.8: the 32 x 256 light map. Row k holds, for every colour, the palette colour nearest to it lit by
     * {@code 2 - (k + 1) / 16} (TR2's scale: row 15 is the colour itself, row 31 black). Index 0 stays 0.
     */
    static Bytes lightMap() {
        var bytes = new byte[32 * 256];
        for (int k = 0; k < 32; k++) {
            var factor = 2.0 - (k + 1) / 16.0;
            for (int i = 1; i < 256; i++) {
                bytes[256 * k + i] = (byte) nearest(COLOURS[i][0] * factor, COLOURS[i][1] * factor, COLOURS[i][2] * factor);
            }
        }
        return Bytes.own(bytes);
    }

    private static int nearest(double r, double g, double b) {
        var best = 1;
        var bestDistance = Double.MAX_VALUE;
        for (int i = 1; i < 256; i++) {
            var dr = COLOURS[i][0] - Math.min(63, r);
            var dg = COLOURS[i][1] - Math.min(63, g);
            var db = COLOURS[i][2] - Math.min(63, b);
            var distance = dr * dr + dg * dg + db * db;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        return best;
    }

    private static int eightBit(int sixBit) {
        return sixBit << 2 | sixBit >> 4;
    }
}
