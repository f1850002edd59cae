package org.tomblens.render.pick;

import static org.lwjgl.opengl.GL30C.*;

import org.lwjgl.system.MemoryStack;
import org.tomblens.render.gl.GlUnavailableException;

/**
 * An offscreen target of 32-bit object ids with depth, drawn only when the user clicks: one pixel is read
 * back, giving what is under the cursor and how far away it is.
 */
public final class PickTarget implements AutoCloseable {
    /** The id of pixels where nothing was drawn. */
    public static final int NOTHING = 0;

    private final int framebuffer;
    private final int ids;
    private final int depth;
    private int width;
    private int height;

    public PickTarget(int width, int height) {
        framebuffer = glGenFramebuffers();
        ids = glGenRenderbuffers();
        depth = glGenRenderbuffers();
        resize(width, height);
    }

    public void resize(int newWidth, int newHeight) {
        if (newWidth == width && newHeight == height) {
            return;
        }
        width = Math.max(1, newWidth);
        height = Math.max(1, newHeight);
        glBindRenderbuffer(GL_RENDERBUFFER, ids);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_R32UI, width, height);
        glBindRenderbuffer(GL_RENDERBUFFER, depth);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, ids);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth);
        var status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            throw new GlUnavailableException("picking target incomplete: 0x" + Integer.toHexString(status));
        }
    }

    /** Binds the target and clears it to {@link #NOTHING} and the far plane. */
    public void begin() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, width, height);
        try (var stack = MemoryStack.stackPush()) {
            glClearBufferuiv(GL_COLOR, 0, stack.ints(NOTHING, 0, 0, 0));
        }
        glClearBufferfv(GL_DEPTH, 0, new float[] {1f});
    }

    /** The id and depth (0..1) at pixel (x, y), y counted from the bottom as OpenGL does. */
    public Sample read(int x, int y) {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
        try (var stack = MemoryStack.stackPush()) {
            var id = stack.mallocInt(1);
            var z = stack.mallocFloat(1);
            glReadBuffer(GL_COLOR_ATTACHMENT0);
            glReadPixels(x, y, 1, 1, GL_RED_INTEGER, GL_UNSIGNED_INT, id);
            glReadPixels(x, y, 1, 1, GL_DEPTH_COMPONENT, GL_FLOAT, z);
            return new Sample(id.get(0), z.get(0));
        }
    }

    /** What one pixel of the target holds. */
    public record Sample(int id, float depth) {}

    @Override
    public void close() {
        glDeleteFramebuffers(framebuffer);
        glDeleteRenderbuffers(ids);
        glDeleteRenderbuffers(depth);
    }
}
