package org.tomblens.format.dds;

import java.util.Arrays;

/**
 * Decodes one BC7 block (16 bytes, 4 x 4 texels) as the Khronos Data Format Specification's BPTC section says:
 * the mode is the number of zero bits before the first one; then come the shape, rotation and index-selection
 * bits, the endpoints channel by channel (red of every endpoint, then green, blue, alpha), their p-bits, and the
 * indices, each subset's anchor texel one bit shorter. A block of no mode (its first byte zero) decodes to
 * transparent black, as the specification asks.
 */
final class Bc7Block {
    /**
     * Per mode: subsets, shape bits, rotation bits, index-selection bits, colour bits, alpha bits, p-bits per
     * endpoint, p-bits per subset, primary index bits, secondary index bits (Khronos table "BPTC modes").
     */
    private static final int[][] MODES = {
        {3, 4, 0, 0, 4, 0, 1, 0, 3, 0},
        {2, 6, 0, 0, 6, 0, 0, 1, 3, 0},
        {3, 6, 0, 0, 5, 0, 0, 0, 2, 0},
        {2, 6, 0, 0, 7, 0, 1, 0, 2, 0},
        {1, 0, 2, 1, 5, 6, 0, 0, 2, 3},
        {1, 0, 2, 0, 7, 8, 0, 0, 2, 2},
        {1, 0, 0, 0, 7, 7, 1, 0, 4, 0},
        {2, 6, 0, 0, 5, 5, 1, 0, 2, 0},
    };

    /** The interpolation weights out of 64 for 2-, 3- and 4-bit indices. */
    private static final int[][] WEIGHTS = {
        {},
        {},
        {0, 21, 43, 64},
        {0, 9, 18, 27, 37, 46, 55, 64},
        {0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64},
    };

    private final byte[] data;
    private int bit;

    private Bc7Block(byte[] data, int offset) {
        this.data = data;
        this.bit = offset * 8;
    }

    /** Decodes the block at {@code offset} into {@code argb}, texel {@code i} at {@code argb[i]} (rows of four). */
    static void decode(byte[] data, int offset, int[] argb) {
        new Bc7Block(data, offset).decodeInto(argb);
    }

    private int bits(int count) {
        int value = 0;
        for (int i = 0; i < count; i++, bit++) {
            value |= (data[bit >> 3] >> (bit & 7) & 1) << i;
        }
        return value;
    }

    private void decodeInto(int[] argb) {
        int mode = 0;
        while (mode < 8 && bits(1) == 0) {
            mode++;
        }
        if (mode == 8) {
            Arrays.fill(argb, 0, 16, 0);
            return;
        }
        var m = MODES[mode];
        int subsets = m[0];
        int shape = bits(m[1]);
        int rotation = bits(m[2]);
        int indexSelection = bits(m[3]);
        int colourBits = m[4];
        int alphaBits = m[5];
        int endpoints = 2 * subsets;
        // [endpoint][channel: r, g, b, a]
        var ends = new int[endpoints][4];
        for (int channel = 0; channel < 3; channel++) {
            for (int e = 0; e < endpoints; e++) {
                ends[e][channel] = bits(colourBits);
            }
        }
        for (int e = 0; e < endpoints; e++) {
            ends[e][3] = alphaBits > 0 ? bits(alphaBits) : 255;
        }
        var pBits = new int[endpoints];
        if (m[6] > 0) {
            for (int e = 0; e < endpoints; e++) {
                pBits[e] = bits(1);
            }
        } else if (m[7] > 0) {
            for (int s = 0; s < subsets; s++) {
                pBits[2 * s] = pBits[2 * s + 1] = bits(1);
            }
        }
        var hasPBit = m[6] > 0 || m[7] > 0;
        for (int e = 0; e < endpoints; e++) {
            for (int channel = 0; channel < 3; channel++) {
                ends[e][channel] = expand(ends[e][channel], colourBits, hasPBit, pBits[e]);
            }
            if (alphaBits > 0) {
                ends[e][3] = expand(ends[e][3], alphaBits, hasPBit, pBits[e]);
            }
        }
        var primary = indices(m[8], subsets, shape);
        var secondary = m[9] > 0 ? indices(m[9], 1, 0) : null;
        for (int texel = 0; texel < 16; texel++) {
            var subset = Bc7Partitions.subset(subsets, shape, texel);
            var e0 = ends[2 * subset];
            var e1 = ends[2 * subset + 1];
            int colourIndex = primary[texel];
            int colourIndexBits = m[8];
            int alphaIndex = primary[texel];
            int alphaIndexBits = m[8];
            if (secondary != null) {
                if (indexSelection == 0) {
                    alphaIndex = secondary[texel];
                    alphaIndexBits = m[9];
                } else {
                    colourIndex = secondary[texel];
                    colourIndexBits = m[9];
                }
            }
            int r = interpolate(e0[0], e1[0], colourIndex, colourIndexBits);
            int g = interpolate(e0[1], e1[1], colourIndex, colourIndexBits);
            int b = interpolate(e0[2], e1[2], colourIndex, colourIndexBits);
            int a = interpolate(e0[3], e1[3], alphaIndex, alphaIndexBits);
            // Rotation swaps alpha with red, green or blue once the texel is decoded.
            switch (rotation) {
                case 1 -> { int t = a; a = r; r = t; }
                case 2 -> { int t = a; a = g; g = t; }
                case 3 -> { int t = a; a = b; b = t; }
                default -> { }
            }
            argb[texel] = a << 24 | r << 16 | g << 8 | b;
        }
    }

    /** The 16 indices of {@code indexBits} each, every subset's anchor texel one bit shorter. */
    private int[] indices(int indexBits, int subsets, int shape) {
        var indices = new int[16];
        for (int texel = 0; texel < 16; texel++) {
            indices[texel] = bits(Bc7Partitions.isAnchor(subsets, shape, texel) ? indexBits - 1 : indexBits);
        }
        return indices;
    }

    /** An endpoint component of {@code bits} bits (and its p-bit, if any) widened to 8 bits by repeating its top bits. */
    private static int expand(int value, int bits, boolean hasPBit, int pBit) {
        if (hasPBit) {
            value = value << 1 | pBit;
            bits++;
        }
        value <<= 8 - bits;
        return value | value >> bits;
    }

    private static int interpolate(int e0, int e1, int index, int indexBits) {
        var weight = WEIGHTS[indexBits][index];
        return ((64 - weight) * e0 + weight * e1 + 32) >> 6;
    }
}
