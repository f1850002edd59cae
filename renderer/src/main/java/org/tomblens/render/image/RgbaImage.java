package org.tomblens.render.image;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.lwjgl.stb.STBIWriteCallback;
import org.lwjgl.stb.STBImageWrite;
import org.lwjgl.system.MemoryUtil;

/** An RGBA8 image, top row first, as read back from a framebuffer. */
public record RgbaImage(int width, int height, byte[] rgba) {

    public RgbaImage {
        if (rgba.length != width * height * 4) {
            throw new IllegalArgumentException("expected " + width * height * 4 + " bytes, got " + rgba.length);
        }
    }

    /** The pixel at (x, y), y counted from the top, as 0xRRGGBBAA. */
    public int rgbaAt(int x, int y) {
        var i = (y * width + x) * 4;
        return (rgba[i] & 0xFF) << 24 | (rgba[i + 1] & 0xFF) << 16 | (rgba[i + 2] & 0xFF) << 8 | (rgba[i + 3] & 0xFF);
    }

    /** The pixel at (x, y) without its alpha, as 0xRRGGBB. */
    public int rgbAt(int x, int y) {
        return rgbaAt(x, y) >>> 8;
    }

    /** Writes the image as a PNG, creating the parent folders. */
    public void writePng(Path file) throws IOException {
        var parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (var out = Files.newOutputStream(file)) {
            writePng(out);
        }
    }

    /**
     * Writes the image as a PNG to {@code out}: what a caller that writes files whole (a partial file moved into
     * place) hands the bytes to.
     */
    public void writePng(OutputStream out) throws IOException {
        var encoded = new ByteArrayOutputStream(rgba.length / 4);
        var pixels = MemoryUtil.memAlloc(rgba.length);
        // stb hands the PNG over in pieces, from native memory, while it encodes.
        try (var sink = STBIWriteCallback.create((context, data, size) -> {
            var piece = new byte[size];
            STBIWriteCallback.getData(data, size).get(piece);
            encoded.write(piece, 0, size);
        })) {
            pixels.put(rgba).flip();
            if (!STBImageWrite.stbi_write_png_to_func(sink, 0, width, height, 4, pixels, width * 4)) {
                throw new IOException("could not encode a " + width + "x" + height + " PNG");
            }
        } finally {
            MemoryUtil.memFree(pixels);
        }
        encoded.writeTo(out);
    }
}
