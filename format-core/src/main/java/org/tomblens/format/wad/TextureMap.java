package org.tomblens.format.wad;

import org.tomblens.format.model.Bytes;

/**
 * The texture map ([WAD] §2): raw RGB24 pixels, 256 wide, rows top to bottom, pages of 256 rows one after
 * another. Magenta (255, 0, 255) marks transparent pixels; there is no alpha.
 *
 * @param rgb the bytes as stored, three per pixel
 */
public record TextureMap(Bytes rgb) {
    public static final int WIDTH = 256;
    public static final int PAGE_BYTES = WIDTH * WIDTH * 3;

    /** Whole 256 x 256 pages, as [WAD] counts them ({@code bytes div (256 * 256 * 3)}). */
    public int pageCount() {
        return rgb.size() / PAGE_BYTES;
    }

    /** The pixel at ({@code x}, {@code y}) of {@code page} as 0xRRGGBB; the pixel must lie in a whole page. */
    public int pixel(int page, int x, int y) {
        var at = page * PAGE_BYTES + (y * WIDTH + x) * 3;
        return rgb.unsigned(at) << 16 | rgb.unsigned(at + 1) << 8 | rgb.unsigned(at + 2);
    }
}
