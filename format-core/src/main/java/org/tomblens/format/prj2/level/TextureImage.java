package org.tomblens.format.prj2.level;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.tomblens.format.io.LevelFormatException;

/**
 * A texture image as ARGB pixels, rows top to bottom. PNG, BMP, JPEG and GIF files are read with Java's image
 * I/O, TGA files with {@link TgaDecoder}; other formats (PSD, DDS) are refused.
 */
record TextureImage(int width, int height, int[] argb) {
    /** Larger images are refused before their pixels are read. */
    static final long MAX_PIXELS = 16L << 20;
    private static final int MAGENTA = 0xFF00FF;

    static TextureImage load(Path file) throws IOException {
        var name = file.getFileName().toString();
        if (name.toLowerCase(Locale.ROOT).endsWith(".tga")) {
            try {
                return TgaDecoder.decode(Files.readAllBytes(file), name);
            } catch (LevelFormatException e) {
                throw new IOException("not a TGA image this reader can decode: " + e.getMessage(), e);
            }
        }
        try (var input = ImageIO.createImageInputStream(file.toFile())) {
            var readers = input == null ? null : ImageIO.getImageReaders(input);
            if (readers == null || !readers.hasNext()) {
                throw new IOException("not an image format this reader knows (PNG, BMP, JPEG, GIF or TGA)");
            }
            var reader = readers.next();
            try {
                reader.setInput(input);
                var width = reader.getWidth(0);
                var height = reader.getHeight(0);
                if ((long) width * height > MAX_PIXELS) {
                    throw new IOException(width + " x " + height + " pixels: larger than " + MAX_PIXELS + " pixels");
                }
                var image = reader.read(0);
                return new TextureImage(width, height, image.getRGB(0, 0, width, height, null, 0, width));
            } finally {
                reader.dispose();
            }
        } catch (RuntimeException e) {
            // Image I/O's decoders report some broken files with unchecked exceptions.
            throw new IOException("a broken image: " + e, e);
        }
    }

    /**
     * The editor's "512 pixels to double rows" reading of an image 512 pixels wide: 256 wide and twice as tall, the
     * right half of each band of 64 rows placed under its left half.
     */
    TextureImage doubleRows() {
        if (width != 512) {
            return this;
        }
        // A last band shorter than 64 rows ends with its right half's last row.
        var rest = height % 64;
        var newHeight = height / 64 * 128 + (rest == 0 ? 0 : 64 + rest);
        var out = new int[256 * newHeight];
        for (int row = 0; row < height; row++) {
            var target = row / 64 * 128 + row % 64;
            System.arraycopy(argb, row * width, out, target * 256, 256);
            System.arraycopy(argb, row * width + 256, out, (target + 64) * 256, 256);
        }
        return new TextureImage(256, newHeight, out);
    }

    /** Magenta (255, 0, 255) pixels made transparent. */
    TextureImage withoutMagenta() {
        var out = argb.clone();
        for (int i = 0; i < out.length; i++) {
            if ((out[i] & 0xFFFFFF) == MAGENTA) {
                out[i] = 0;
            }
        }
        return new TextureImage(width, height, out);
    }
}
