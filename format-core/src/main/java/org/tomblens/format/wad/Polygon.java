package org.tomblens.format.wad;

/**
 * A triangle or quad of a WAD mesh ([WAD] §3): its vertices clockwise as seen from its visible side, from
 * the anchor vertex, the raw texture word and the attributes byte.
 *
 * <p>The texture word is read differently for the two shapes. A triangle's is a bit field: bits 0..11 the
 * texture sample, bits 12..14 the corner of the sample's rectangle at its right angle (0 top-left, 2
 * top-right, 4 bottom-right, 6 bottom-left: clockwise from the top-left), bit 15 mirrored (flipped
 * horizontally). A quad's is a signed 16-bit sample index, negative ({@code −sample}) when mirrored: [WAD]
 * reads it as the same bit field with "shape 7 = quad", but the corpus library's mirrored quads store
 * 0xFDE3 for sample 541 (−541), and its upright ones shape 0.
 *
 * @param v3 the fourth vertex of a quad, {@link #NO_VERTEX} for a triangle
 * @param attributes bit 0 additive ("translucent"), bit 1 shine, bits 2..6 shine strength: the layout of a
 *                   TR4 mesh face's Effects (§2.4.3)
 * @param unused the byte after the attributes, [WAD]'s unused byte (0 throughout the corpus library)
 */
public record Polygon(int v0, int v1, int v2, int v3, int texture, int attributes, int unused) {
    public static final int NO_VERTEX = -1;
    /** The shape word of a triangle and of a quad. */
    public static final int TRIANGLE = 8;
    public static final int QUAD = 9;

    public boolean isQuad() {
        return v3 != NO_VERTEX;
    }

    /** The texture sample the polygon shows. */
    public int sample() {
        return isQuad() ? Math.abs((short) texture) : texture & 0x0FFF;
    }

    /** Whether the sample is mirrored left to right before it is mapped. */
    public boolean mirrored() {
        return isQuad() ? (short) texture < 0 : (texture & 0x8000) != 0;
    }

    /**
     * A triangle's texture shape (bits 12..14): where the sample's rectangle has the triangle's right angle,
     * 0, 2, 4 or 6 clockwise from the top-left corner. Meaningless for a quad.
     */
    public int shape() {
        return texture >> 12 & 7;
    }
}
