package org.tomblens.format.saturn;

/**
 * Decodes the Saturn's 4-bit pictures: two texels a byte, the high nibble first, each naming one of a table of 16
 * big-endian 15-bit colours (red in the low five bits, as the Saturn's VDP1 keeps them; trview's reader), stored right
 * after the picture's texels or elsewhere.
 */
final class Pictures {
    static final int TABLE_BYTES = 32;
    /** No see-through entry. */
    static final int OPAQUE = -1;

    private Pictures() {}

    /**
     * The ARGB texels of a picture {@code widthBytes * 2} texels wide and {@code height} high whose texels start at
     * {@code texelsAt} in {@code texels} and whose table starts at {@code tableAt} in {@code tables}; entry
     * {@code seeThrough} (or none, {@link #OPAQUE}) is drawn see-through. Callers check that both lie inside.
     */
    static int[] decode(byte[] texels, int texelsAt, int widthBytes, int height, byte[] tables, int tableAt,
                        int seeThrough) {
        var width = widthBytes * 2;
        var argb = new int[width * height];
        for (int row = 0; row < height; row++) {
            for (int column = 0; column < widthBytes; column++) {
                var packed = texels[texelsAt + row * widthBytes + column] & 0xFF;
                argb[row * width + 2 * column] = colour(tables, tableAt, packed >> 4, seeThrough);
                argb[row * width + 2 * column + 1] = colour(tables, tableAt, packed & 0x0F, seeThrough);
            }
        }
        return argb;
    }

    /** Whether {@code length} bytes from {@code at} lie within {@code bytes}. */
    static boolean inside(byte[] bytes, long at, long length) {
        return at >= 0 && length >= 0 && at + length <= bytes.length;
    }

    static boolean anySeeThrough(int[] argb) {
        for (var texel : argb) {
            if (texel >>> 24 == 0) {
                return true;
            }
        }
        return false;
    }

    private static int colour(byte[] tables, int tableAt, int entry, int seeThrough) {
        if (entry == seeThrough) {
            return 0;
        }
        var at = tableAt + entry * 2;
        var colour = (tables[at] & 0xFF) << 8 | (tables[at + 1] & 0xFF);
        return 0xFF000000 | eight(colour) << 16 | eight(colour >> 5) << 8 | eight(colour >> 10);
    }

    private static int eight(int fiveBits) {
        var value = fiveBits & 0x1F;
        return value << 3 | value >> 2;
    }
}
