package org.tomblens.render.ui;

import static org.lwjgl.opengl.GL30C.*;

import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.image.RgbaImage;

/**
 * The window's own framebuffer, which the level and the interface are drawn into each frame: made the target
 * again after offscreen drawing (the model view draws into a texture of its own), cleared where no level is
 * drawn, and read back for screenshots.
 */
public final class WindowFramebuffer {
    private static final int WINDOW = 0;

    private WindowFramebuffer() {}

    /** Makes the window the target of drawing. */
    public static void bind() {
        glBindFramebuffer(GL_FRAMEBUFFER, WINDOW);
    }

    /** Fills {@code width} x {@code height} pixels of the target bound for drawing with a colour; clears its depth. */
    public static void clear(int width, int height, float red, float green, float blue) {
        glViewport(0, 0, width, height);
        glClearColor(red, green, blue, 1f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    }

    /** The window's pixels, top row first. */
    public static RgbaImage read(int width, int height) {
        return Framebuffer.read(WINDOW, width, height);
    }
}
