package org.tomblens.render.ui;

import static org.lwjgl.opengl.GL30C.*;

/**
 * Fills for the target a frame is drawn into, the window's kept picture ({@link KeptFrame}): cleared where no level is
 * drawn.
 */
public final class WindowFramebuffer {
    private WindowFramebuffer() {}

    /** Fills {@code width} x {@code height} pixels of the target bound for drawing with a colour; clears its depth. */
    public static void clear(int width, int height, float red, float green, float blue) {
        glViewport(0, 0, width, height);
        glClearColor(red, green, blue, 1f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    }

    /**
     * Fills the rectangle from pixel (x, y) (from the bottom left) of {@code width} x {@code height} of the target
     * bound for drawing with a colour, and nothing else.
     */
    public static void fill(int x, int y, int width, int height, float red, float green, float blue) {
        if (width <= 0 || height <= 0) {
            return;
        }
        glEnable(GL_SCISSOR_TEST);
        glScissor(x, y, width, height);
        glClearColor(red, green, blue, 1f);
        glClear(GL_COLOR_BUFFER_BIT);
        glDisable(GL_SCISSOR_TEST);
    }

    /**
     * Fills the target bound for drawing, {@code width} x {@code height}, with a colour everywhere but the rectangle
     * {@code keep} (x, y from the bottom left, width, height).
     */
    public static void fillOutside(int width, int height, int[] keep, float red, float green, float blue) {
        fill(0, 0, width, keep[1], red, green, blue);
        fill(0, keep[1] + keep[3], width, height - keep[1] - keep[3], red, green, blue);
        fill(0, keep[1], keep[0], keep[3], red, green, blue);
        fill(keep[0] + keep[2], keep[1], width - keep[0] - keep[2], keep[3], red, green, blue);
    }
}
