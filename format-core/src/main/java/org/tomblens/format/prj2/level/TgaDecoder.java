package org.tomblens.format.prj2.level;

import java.util.function.ToIntFunction;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * Decodes Truevision TGA images, which Java's image I/O does not read: colour-mapped (type 1), true-colour (2)
 * and greyscale (3) images, raw or run-length encoded (9, 10, 11), of 8, 15, 16, 24 or 32 bits a pixel.
 *
 * <p>The 18-byte header holds the ID length, the colour map type, the image type, the colour map's first entry,
 * length and entry size, the origin, width and height, the pixel depth and the descriptor (bit 4: rows run right
 * to left, bit 5: rows run top to bottom). Bad data fails with a {@link LevelFormatException}.
 */
final class TgaDecoder {
    private TgaDecoder() {}

    static TextureImage decode(byte[] bytes, String name) {
        var in = new ByteCursor(bytes, name);
        var idLength = in.u8("idLength");
        var colourMapType = in.u8("colourMapType");
        var imageType = in.u8("imageType");
        var mapFirst = in.u16("colourMapFirstEntry");
        var mapLength = in.u16("colourMapLength");
        var mapEntryBits = in.u8("colourMapEntrySize");
        in.skip("origin", 4);
        var width = in.u16("width");
        var height = in.u16("height");
        var depth = in.u8("pixelDepth");
        var descriptor = in.u8("descriptor");
        var kind = imageType & 7;
        var encoded = (imageType & 8) != 0;
        if (kind < 1 || kind > 3 || imageType > 11) {
            throw in.errorAt(2, "imageType", "image type " + imageType + " is not one this reader knows");
        }
        if (width == 0 || height == 0 || (long) width * height > TextureImage.MAX_PIXELS) {
            throw in.errorAt(12, "width", "an image of " + width + " x " + height + " pixels");
        }
        in.skip("imageId", idLength);
        var palette = colourMapType == 1 ? palette(in, mapLength, mapEntryBits) : new int[0];
        if (kind == 1 && (colourMapType != 1 || depth != 8)) {
            throw in.errorAt(2, "imageType", "a colour-mapped image needs a colour map and 8-bit indices");
        }
        if (kind != 1 && depth != 8 && depth != 15 && depth != 16 && depth != 24 && depth != 32) {
            throw in.errorAt(16, "pixelDepth", depth + " bits a pixel is not one this reader knows");
        }
        // A pixel takes a byte or more, and a run-length packet of two bytes or more at most 128 pixels.
        if ((long) width * height > (long) in.remaining() * (encoded ? 128 : 1)) {
            throw in.error("pixels", width + " x " + height + " pixels cannot come from the " + in.remaining()
                    + " bytes left");
        }
        ToIntFunction<ByteCursor> decoder = at -> switch (kind) {
            case 1 -> {
                var index = at.u8("pixel") - mapFirst;
                yield index >= 0 && index < palette.length ? palette[index] : 0;
            }
            case 3 -> grey(at.u8("pixel"), depth == 16 ? at.u8("alpha") : 0xFF);
            default -> colour(at, depth);
        };
        var pixels = new int[width * height];
        var count = pixels.length;
        for (int i = 0; i < count; ) {
            if (!encoded) {
                pixels[i++] = decoder.applyAsInt(in);
                continue;
            }
            var packet = in.u8("packet");
            var run = (packet & 0x7F) + 1;
            if (i + run > count) {
                throw in.error("packet", "a run of " + run + " pixels passes the image's end");
            }
            if ((packet & 0x80) != 0) {
                var value = decoder.applyAsInt(in);
                for (int r = 0; r < run; r++) {
                    pixels[i++] = value;
                }
            } else {
                for (int r = 0; r < run; r++) {
                    pixels[i++] = decoder.applyAsInt(in);
                }
            }
        }
        return new TextureImage(width, height, orient(pixels, width, height, descriptor));
    }

    private static int[] palette(ByteCursor in, int length, int entryBits) {
        if (entryBits != 15 && entryBits != 16 && entryBits != 24 && entryBits != 32) {
            throw in.error("colourMapEntrySize", entryBits + " bits a colour map entry is not one this reader knows");
        }
        in.checkedCount(in.position(), "colourMap", length, (entryBits + 7) / 8);
        var palette = new int[length];
        for (int i = 0; i < length; i++) {
            palette[i] = colour(in, entryBits);
        }
        return palette;
    }

    /** A true-colour pixel as ARGB: 15/16 bits A1 R5 G5 B5 (15 bits: opaque), 24 bits B, G, R, 32 bits B, G, R, A. */
    private static int colour(ByteCursor in, int bits) {
        return switch (bits) {
            case 15, 16 -> {
                var word = in.u16("pixel");
                var alpha = bits == 15 || (word & 0x8000) != 0 ? 0xFF : 0;
                yield alpha << 24 | five(word >> 10) << 16 | five(word >> 5) << 8 | five(word);
            }
            case 24 -> {
                var b = in.u8("pixel.b");
                var g = in.u8("pixel.g");
                var r = in.u8("pixel.r");
                yield 0xFF000000 | r << 16 | g << 8 | b;
            }
            default -> {
                var b = in.u8("pixel.b");
                var g = in.u8("pixel.g");
                var r = in.u8("pixel.r");
                yield in.u8("pixel.a") << 24 | r << 16 | g << 8 | b;
            }
        };
    }

    private static int five(int value) {
        return ((value & 0x1F) * 255 + 15) / 31;
    }

    private static int grey(int level, int alpha) {
        return alpha << 24 | level << 16 | level << 8 | level;
    }

    /** Rows as stored (bottom to top unless bit 5 says otherwise, left to right unless bit 4) to top-down rows. */
    private static int[] orient(int[] pixels, int width, int height, int descriptor) {
        var bottomUp = (descriptor & 0x20) == 0;
        var rightToLeft = (descriptor & 0x10) != 0;
        if (!bottomUp && !rightToLeft) {
            return pixels;
        }
        var out = new int[pixels.length];
        for (int row = 0; row < height; row++) {
            var target = bottomUp ? height - 1 - row : row;
            for (int column = 0; column < width; column++) {
                out[target * width + (rightToLeft ? width - 1 - column : column)] = pixels[row * width + column];
            }
        }
        return out;
    }
}
