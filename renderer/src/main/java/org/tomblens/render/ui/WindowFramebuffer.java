package org.tomblens.render.ui;

import static org.lwjgl.opengl.GL30C.*;

import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.image.RgbaImage;

/**
 * The window's own framebuffer, which each frame's picture is copied into ({@link KeptFrame}): cleared where no level
 * is drawn, and read back for screenshots.
 */
public final class WindowFramebuffer {
    private static final int WINDOW = 0;

    private WindowFramebuffer() {}

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
