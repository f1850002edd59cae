package org.tomblens.format.model;

import java.util.List;

/**
 * How a face is textured (§9.3): a page, four texel corners and a blend mode.
 *
 * @param attribute blend mode (0 opaque, 1 alpha-tested, 2 additive, …)
 * @param tileAndFlag the page in bits 0..14; in TR4/TR5 bit 15 marks a triangle
 * @param flags TR4/TR5 NewFlags (bit 15 room texture, bits 0..2 mapping correction), else 0
 * @param corners the four corners as stored (a triangle's fourth is unused)
 * @param originalU TR4/TR5 only, like the three fields after it; 0 elsewhere
 */
public record ObjectTexture(int attribute, int tileAndFlag, int flags, List<TexCoord> corners,
                            long originalU, long originalV, long width, long height) {

    /** A corner as stored: u and v are 8.8 fixed point, the high byte the pixel, the low byte a fraction. */
    public record TexCoord(int u, int v) {}

    public ObjectTexture {
        corners = List.copyOf(corners);
    }

    /** The texture page. */
    public int page() {
        return tileAndFlag & 0x7FFF;
    }
}
