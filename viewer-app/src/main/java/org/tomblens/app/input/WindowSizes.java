package org.tomblens.app.input;

import static org.lwjgl.glfw.GLFW.*;

/**
 * The window's size in its own coordinates and in framebuffer pixels, and whether it is iconified, as its events last
 * told them. Every frame reads these; asked of GLFW instead, each is a round trip to the X server on X11 (three a
 * frame, some 3% of the window's thread while a level animates on its own).
 */
public final class WindowSizes {
    private final int[] width = new int[1];
    private final int[] height = new int[1];
    private final int[] framebufferWidth = new int[1];
    private final int[] framebufferHeight = new int[1];
    private boolean iconified;

    /** Asks the window for all of them: once, as their callbacks are installed, which tell each change after. */
    void read(long window) {
        glfwGetWindowSize(window, width, height);
        glfwGetFramebufferSize(window, framebufferWidth, framebufferHeight);
        iconified = glfwGetWindowAttrib(window, GLFW_ICONIFIED) == GLFW_TRUE;
    }

    void resized(int width, int height) {
        this.width[0] = width;
        this.height[0] = height;
    }

    void framebufferResized(int width, int height) {
        framebufferWidth[0] = width;
        framebufferHeight[0] = height;
    }

    void iconified(boolean iconified) {
        this.iconified = iconified;
    }

    /** The window's width in its own coordinates (points on macOS, pixels elsewhere). */
    public int width() {
        return width[0];
    }

    public int height() {
        return height[0];
    }

    /** The framebuffer's width in pixels. */
    public int framebufferWidth() {
        return framebufferWidth[0];
    }

    public int framebufferHeight() {
        return framebufferHeight[0];
    }

    public boolean iconified() {
        return iconified;
    }

    /** How many framebuffer pixels a window coordinate covers: 2 on a Retina Mac, 1 on Windows and X11. */
    public float pixelsPerPoint() {
        if (width[0] <= 0 || framebufferWidth[0] <= 0) {
            return 1;
        }
        return Math.max(1, (float) framebufferWidth[0] / width[0]);
    }
}
