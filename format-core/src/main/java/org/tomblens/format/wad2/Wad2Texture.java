package org.tomblens.format.wad2;

import org.tomblens.format.model.Bytes;

/**
 * A texture of the library ({@code W2Txt}): an image that polygons take pixel coordinates from.
 *
 * @param name the image file it was made from, as stored ({@code W2TxtName}); may be empty
 * @param relativePath the image file relative to the library, for libraries that keep their textures outside
 *                     ({@code W2TxtRelPath}); empty when the image is only inside
 * @param bgra {@code width × height} pixels, rows top to bottom, four bytes each: blue, green, red, alpha; empty
 *             when the file holds no pixels for it
 */
public record Wad2Texture(String name, String relativePath, int width, int height, Bytes bgra) {
    /** Whether the file holds every pixel of the image. */
    public boolean hasPixels() {
        return bgra.size() == 4L * width * height;
    }

    /** The pixel at {@code (x, y)} as ARGB. */
    public int argb(int x, int y) {
        var at = 4 * (y * width + x);
        return bgra.unsigned(at + 3) << 24 | bgra.unsigned(at + 2) << 16 | bgra.unsigned(at + 1) << 8
                | bgra.unsigned(at);
    }
}
