package org.tomblens.app.e2e;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The screen of an Xvfb display as the X server shows it, read from the file it keeps it in ({@code -fbdir}): an X
 * window dump (XWD) of the whole screen, 24-bit colour in 32-bit pixels.
 */
record XvfbScreen(BufferedImage image) {
    /** The name of the file Xvfb keeps its first screen in. */
    static final String FILE = "Xvfb_screen0";
    /** The header's fields (32-bit, big-endian) before the window's name. */
    private static final int HEADER_FIELDS = 25;

    static XvfbScreen read(Path file) throws IOException {
        var bytes = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.BIG_ENDIAN);
        var header = new int[HEADER_FIELDS];
        for (int i = 0; i < HEADER_FIELDS; i++) {
            header[i] = bytes.getInt(4 * i);
        }
        // header_size, then pixmap width and height (4, 5), byte order (7), bits per pixel (11), bytes per line (12),
        // and the colour map's entries (19), 12 bytes each, between the header and the pixels.
        var width = header[4];
        var height = header[5];
        if (header[11] != 32) {
            throw new IOException(file + ": " + header[11] + " bits per pixel, not 32");
        }
        var pixels = bytes.duplicate().order(header[7] == 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        var first = header[0] + 12 * header[19];
        var image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, pixels.getInt(first + y * header[12] + 4 * x) & 0xFFFFFF);
            }
        }
        return new XvfbScreen(image);
    }

    /** The rectangle from (x, y) (from the top left), {@code width} x {@code height}. */
    BufferedImage part(int x, int y, int width, int height) {
        return image.getSubimage(x, y, width, height);
    }
}
