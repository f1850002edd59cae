package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.render.image.RgbaImage;

/**
 * An offscreen RGBA8 colour target with a 24-bit depth and 8-bit stencil buffer. The colour is a
 * renderbuffer, or a texture when the image is to be drawn elsewhere (an inset view in the interface).
 */
public final class Framebuffer implements AutoCloseable {
    private final int width;
    private final int height;
    private final int framebuffer;
    private final int colour;
    private final boolean colourIsTexture;
    private final int depthStencil;

    public Framebuffer(int width, int height) {
        this(width, height, false);
    }

    private Framebuffer(int width, int height, boolean textured) {
        this.width = width;
        this.height = height;
        colourIsTexture = textured;
        framebuffer = glGenFramebuffers();
        depthStencil = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, depthStencil);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, width, height);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        if (textured) {
            colour = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, colour);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, (ByteBuffer) null);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
            glBindTexture(GL_TEXTURE_2D, 0);
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour, 0);
        } else {
            colour = glGenRenderbuffers();
            glBindRenderbuffer(GL_RENDERBUFFER, colour);
            glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
            glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
        }
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER, depthStencil);
        var status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            close();
            throw new GlUnavailableException("offscreen framebuffer incomplete: 0x" + Integer.toHexString(status));
        }
    }

    /** A target whose colour is a texture ({@link #texture()}), e.g. to show it as an image in the interface. */
    public static Framebuffer textured(int width, int height) {
        return new Framebuffer(width, height, true);
    }

    /** The colour texture of a {@link #textured} target. */
    public int texture() {
        if (!colourIsTexture) {
            throw new IllegalStateException("this framebuffer's colour is a renderbuffer");
        }
        return colour;
    }

    /** Makes this the target of drawing, with a viewport covering all of it. */
    public void bind() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, width, height);
    }

    /** The framebuffer object's name, to copy into. */
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
        while (glGetError() != GL_NO_ERROR) {
            // Errors of earlier calls are not this copy's.
        }
        glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target);
        glBlitFramebuffer(left, bottom, left + partWidth, bottom + partHeight, x + left, y + bottom,
                x + left + partWidth, y + bottom + partHeight,
                GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT, GL_NEAREST);
        var copied = glGetError() == GL_NO_ERROR;
        glBindFramebuffer(GL_FRAMEBUFFER, target);
        return copied;
    }

    /** Copies all of this target's colour into framebuffer {@code target} at its lower left corner and leaves it bound. */
    public void copyColourTo(int target) {
        // A copy is clipped by the scissor test like any drawing.
        glDisable(GL_SCISSOR_TEST);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target);
        glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
        glBindFramebuffer(GL_FRAMEBUFFER, target);
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
        if (colourIsTexture) {
            glDeleteTextures(colour);
        } else {
            glDeleteRenderbuffers(colour);
        }
        glDeleteRenderbuffers(depthStencil);
    }
}
