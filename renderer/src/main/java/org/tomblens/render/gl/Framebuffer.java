package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.render.image.RgbaImage;

/** An offscreen RGBA8 colour target with a 24-bit depth and 8-bit stencil buffer. */
public final class Framebuffer implements AutoCloseable {
    private final int width;
    private final int height;
    private final int framebuffer;
    private final int colour;
    private final int depthStencil;

    public Framebuffer(int width, int height) {
        this.width = width;
        this.height = height;
        framebuffer = glGenFramebuffers();
        colour = glGenRenderbuffers();
        depthStencil = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, colour);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
        glBindRenderbuffer(GL_RENDERBUFFER, depthStencil);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, width, height);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER, depthStencil);
        var status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            close();
            throw new GlUnavailableException("offscreen framebuffer incomplete: 0x" + Integer.toHexString(status));
        }
    }

    /** Makes this the target of drawing, with a viewport covering all of it. */
    public void bind() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, width, height);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
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
        glDeleteRenderbuffers(colour);
        glDeleteRenderbuffers(depthStencil);
    }
}
