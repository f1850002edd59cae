package org.tomblens.app.export;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;
import org.tomblens.format.geometry.TexturePages;

/**
 * PNGs of a level's texels as they are, nothing resampled, their transparency kept: a whole page, or a rectangle
 * of one with the texels a {@link Mask} leaves out made clear (the part of a triangle's rectangle outside it).
 */
public final class TexelImages {
    /** Whether texel (x, y) of the page belongs to the picture. */
    @FunctionalInterface
    public interface Mask {
        Mask ALL = (x, y) -> true;

        boolean keeps(int x, int y);
    }

    static {
        // Encode in memory: by default ImageIO buffers each stream it writes in a temporary file.
        ImageIO.setUseCache(false);
    }

    private TexelImages() {}

    /** Page {@code layer}, 256 x 256. */
    public static byte[] page(TexturePages pages, int layer) {
        return cut(pages, layer, 0, 0, TexturePages.SIZE, TexturePages.SIZE, Mask.ALL);
    }

    /** The {@code width} x {@code height} texels from ({@code left}, {@code top}) of page {@code layer}. */
    public static byte[] cut(TexturePages pages, int layer, int left, int top, int width, int height, Mask mask) {
        var image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        // Straight into the image's ARGB words: setRGB would convert each texel through the colour model.
        var argb = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (mask.keeps(left + x, top + y)) {
                    var rgba = pages.texel(layer, left + x, top + y);
                    argb[y * width + x] = (rgba & 0xFF) << 24 | rgba >>> 8;
                }
            }
        }
        var out = new ByteArrayOutputStream(1024 + width * height);
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
