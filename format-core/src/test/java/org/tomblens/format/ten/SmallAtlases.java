package org.tomblens.format.ten;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import javax.imageio.ImageIO;

/**
 * A TombEngine level of Tomb Editor 1.7.3 to 1.9 (three zlib blocks) made anew with every atlas image a 2 x 2 PNG,
 * its stated size changed to match; everything else, the sounds after the textures included, stays as it was.
 * Decoding a level's 4096-pixel atlases alone takes about a second, so the fuzz target starts from this form of
 * the corpus level, whose reading is the same but for the pixels.
 */
final class SmallAtlases {
    private static final int SIDE = 2;

    private SmallAtlases() {}

    static byte[] of(byte[] level) {
        try {
            var in = ByteBuffer.wrap(level).order(ByteOrder.LITTLE_ENDIAN);
            var out = new ByteArrayOutputStream();
            out.write(level, 0, 16);
            var at = 16;
            for (int block = 0; block < 3; block++) {
                var unpacked = in.getInt(at);
                var packed = in.getInt(at + 4);
                var data = inflate(level, at + 8, packed, unpacked);
                var written = block == 0 ? shrink(data) : data;
                var deflated = deflate(written);
                var header = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
                out.write(header.putInt(written.length).putInt(deflated.length).array());
                out.write(deflated);
                at += 8 + packed;
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The media block with each image of the four atlas lists, the sprite pages and the sky made small. */
    private static byte[] shrink(byte[] media) throws IOException {
        var in = ByteBuffer.wrap(media).order(ByteOrder.LITTLE_ENDIAN);
        var out = new ByteArrayOutputStream();
        var small = png();
        var at = 0;
        for (int list = 0; list < 5; list++) {
            var count = in.getInt(at);
            out.write(ints(count));
            at += 4;
            for (int image = 0; image < count; image++) {
                at = image(in, at, out, small);
                if (list < 4 && media[at++] != 0) {
                    out.write(1);
                    var size = in.getInt(at);
                    out.write(media, at, 4 + size);
                    at += 4 + size;
                } else if (list < 4) {
                    out.write(0);
                }
            }
        }
        at = image(in, at, out, small);
        out.write(media, at, media.length - at);
        return out.toByteArray();
    }

    private static int image(ByteBuffer in, int at, ByteArrayOutputStream out, byte[] small) throws IOException {
        out.write(ints(SIDE, SIDE, small.length));
        out.write(small);
        return at + 12 + in.getInt(at + 8);
    }

    private static byte[] png() throws IOException {
        var image = new BufferedImage(SIDE, SIDE, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, 0xFF808080);
        var out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    private static byte[] ints(int... values) {
        var buffer = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (var value : values) {
            buffer.putInt(value);
        }
        return buffer.array();
    }

    private static byte[] inflate(byte[] data, int offset, int length, int size) {
        var inflater = new Inflater();
        try {
            inflater.setInput(data, offset, length);
            var out = new byte[size];
            inflater.inflate(out);
            return out;
        } catch (DataFormatException e) {
            throw new IllegalArgumentException(e);
        } finally {
            inflater.end();
        }
    }

    private static byte[] deflate(byte[] data) {
        var deflater = new Deflater();
        deflater.setInput(data);
        deflater.finish();
        var out = new ByteArrayOutputStream();
        var buffer = new byte[1 << 16];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }
}
