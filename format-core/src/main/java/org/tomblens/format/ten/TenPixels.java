package org.tomblens.format.ten;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;

/**
 * A decoded image's pixels as ARGB, read straight from its raster's bytes where the layout is one PNG decoding
 * gives (RGBA or RGB, 8 bits a channel): converting the whole image through its colour model takes longer than
 * decoding it, and only the polygons' areas are wanted. Other layouts go through the colour model.
 */
final class TenPixels {
    private final BufferedImage image;
    private final byte[] bytes;
    private final int stride;
    private final boolean alpha;

    TenPixels(BufferedImage image) {
        this.image = image;
        var type = image.getType();
        var raw = (type == BufferedImage.TYPE_4BYTE_ABGR || type == BufferedImage.TYPE_3BYTE_BGR)
                && image.getRaster().getDataBuffer() instanceof DataBufferByte;
        bytes = raw ? ((DataBufferByte) image.getRaster().getDataBuffer()).getData() : null;
        alpha = type == BufferedImage.TYPE_4BYTE_ABGR;
        stride = alpha ? 4 : 3;
    }

    /** The pixel at {@code (x, y)} of the decoded image. */
    int argb(int x, int y) {
        if (bytes == null) {
            return image.getRGB(x, y);
        }
        var at = (y * image.getWidth() + x) * stride;
        var a = alpha ? bytes[at++] & 0xFF : 0xFF;
        return a << 24 | (bytes[at + 2] & 0xFF) << 16 | (bytes[at + 1] & 0xFF) << 8 | bytes[at] & 0xFF;
    }
}
