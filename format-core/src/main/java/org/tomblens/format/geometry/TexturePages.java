package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Every texture page of a level as RGBA8 layers of 256 x 256 texels, rows top to bottom, ready for one
 * texture array: first the pages faces and sprites index (layer = page number), then, from
 * {@link #miscFirstLayer()}, TR4/TR5's misc pages (sky, font).
 *
 * @param layerCount layers in {@code rgba}
 * @param miscFirstLayer the first misc layer; equal to {@code layerCount} when the level has none (TR1–TR3)
 */
public record TexturePages(ByteBuffer rgba, int layerCount, int miscFirstLayer) {
    public static final int SIZE = 256;
    public static final int LAYER_BYTES = SIZE * SIZE * 4;

    /** The texels, read-only, from the first byte of layer 0 ({@code layerCount * LAYER_BYTES} bytes). */
    @Override
    public ByteBuffer rgba() {
        return rgba.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The texel at (x, y) of {@code layer} as 0xRRGGBBAA. */
    public int texel(int layer, int x, int y) {
        var at = layer * LAYER_BYTES + (y * SIZE + x) * 4;
        return (rgba.get(at) & 0xFF) << 24 | (rgba.get(at + 1) & 0xFF) << 16 | (rgba.get(at + 2) & 0xFF) << 8
                | rgba.get(at + 3) & 0xFF;
    }
}
