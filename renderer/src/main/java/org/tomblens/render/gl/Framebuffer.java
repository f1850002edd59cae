package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.render.image.RgbaImage;

/**
 * An offscreen 8-bit RGBA colour target with a 24-bit depth and 8-bit stencil buffer. The colour is a texture, so that
 * the image can be drawn elsewhere (an inset view in the interface, the window's picture into the window).
 *
 * <p>The texture is made with the unsized {@code GL_RGBA} and blue-green-red pixels: Mesa then stores it in the
 * window's own order of bytes ({@code B8G8R8A8}), where {@code GL_RGBA8} is always stored red-green-blue. llvmpipe
 * copies bytes only between targets stored alike, and draws the window's picture quickly only from
 * such a texture (docs/performance.md, "Only what moves drawn anew"); the colours are the same 8-bit values either way.
 */
public final class Framebuffer implements AutoCloseable {
    private final int width;
    private final int height;
    private final int framebuffer;
    private final int colour;
    private final int depthStencil;

    public Framebuffer(int width, int height) {
        this(width, height, GL_NEAREST);
    }

    private Framebuffer(int width, int height, int filter) {
        this.width = width;
        this.height = height;
        framebuffer = glGenFramebuffers();
        depthStencil = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, depthStencil);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, width, height);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        colour = glGenTextures();
        glBindTexture(GL_TEXTURE_2D, colour);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_BGRA, GL_UNSIGNED_BYTE, (ByteBuffer) null);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glBindTexture(GL_TEXTURE_2D, 0);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour, 0);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER, depthStencil);
        var status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            close();
            throw new GlUnavailableException("offscreen framebuffer incomplete: 0x" + Integer.toHexString(status));
        }
    }

    /** A target whose colour texture ({@link #texture()}) is sampled smoothly, e.g. to show it scaled in the interface. */
    public static Framebuffer textured(int width, int height) {
        return new Framebuffer(width, height, GL_LINEAR);
    }

    /** The colour texture; sampled pixel for pixel unless the target was made {@link #textured}. */
    public int texture() {
        return colour;
    }

    /** Makes this the target of drawing, with a viewport covering all of it. */
    public void bind() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, width, height);
    }

    /** The framebuffer object's name, to copy into or read from. */
    public int id() {
        return framebuffer;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /**
     * Copies all of this target's colour, depth and stencil into framebuffer {@code target} (0: the window's) with
     * its lower left corner at pixel (x, y), and leaves {@code target} bound; false when the driver refused the copy
     * (a window whose depth buffer is of another format than this one's).
     */
    public boolean copyTo(int target, int x, int y) {
        return copyTo(target, x, y, 0, 0, width, height);
    }

    /**
     * As {@link #copyTo(int, int, int)}, only the rectangle of {@code partWidth} x {@code partHeight} pixels from
     * (left, bottom), which lands at (x + left, y + bottom). A copy is clipped by the scissor test like any drawing;
     * without one, or with one that takes in all it copies, a software renderer copies the bytes as they are, which
     * costs far less than a copy it must clip.
     */
    public boolean copyTo(int target, int x, int y, int left, int bottom, int partWidth, int partHeight) {
        return copy(target, x, y, left, bottom, partWidth, partHeight,
                GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
    }

    /**
     * As {@link #copyTo(int, int, int, int, int, int, int)}, the colour alone: for a target on which nothing drawn
     * afterwards tests depth, half the bytes.
     */
    public boolean copyColourTo(int target, int x, int y, int left, int bottom, int partWidth, int partHeight) {
        return copy(target, x, y, left, bottom, partWidth, partHeight, GL_COLOR_BUFFER_BIT);
    }

    private boolean copy(int target, int x, int y, int left, int bottom, int partWidth, int partHeight, int buffers) {
        while (glGetError() != GL_NO_ERROR) {
            // Errors of earlier calls are not this copy's.
        }
        glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target);
        glBlitFramebuffer(left, bottom, left + partWidth, bottom + partHeight, x + left, y + bottom,
                x + left + partWidth, y + bottom + partHeight, buffers, GL_NEAREST);
        var copied = glGetError() == GL_NO_ERROR;
        glBindFramebuffer(GL_FRAMEBUFFER, target);
        return copied;
    }

    /** Reads the colour target back, top row first. */
    public RgbaImage read() {
        return read(framebuffer, width, height);
    }

    /**
     * Reads a framebuffer's colour back (0: the window's), top row first and opaque: a saved image shows
     * what the screen showed, whatever alpha blending left in the target.
     */
    public static RgbaImage read(int framebuffer, int width, int height) {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        ByteBuffer pixels = MemoryUtil.memAlloc(width * height * 4);
        try {
            glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
            var rgba = new byte[width * height * 4];
            var row = width * 4;
            // OpenGL's rows run bottom-up; images run top-down.
            for (int y = 0; y < height; y++) {
                pixels.get((height - 1 - y) * row, rgba, y * row, row);
            }
            for (int i = 3; i < rgba.length; i += 4) {
                rgba[i] = (byte) 255;
            }
            return new RgbaImage(width, height, rgba);
        } finally {
            MemoryUtil.memFree(pixels);
        }
    }

    @Override
    public void close() {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(framebuffer);
        glDeleteTextures(colour);
        glDeleteRenderbuffers(depthStencil);
    }
}
