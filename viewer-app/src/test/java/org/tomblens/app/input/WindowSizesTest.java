package org.tomblens.app.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.glfw.GLFW.*;

import org.junit.jupiter.api.Test;
import org.tomblens.render.testing.GlHarness;

/**
 * The sizes a frame reads are the window's own: as it was when the callbacks were installed, and after it was resized,
 * iconified and restored, each compared with what GLFW answers when asked.
 */
class WindowSizesTest {
    @Test
    void followsTheWindowThroughItsEvents() {
        try (var gl = new GlHarness(320, 200)) {
            var window = gl.context().window();
            var input = new WindowInput();
            input.install(window);
            assertSameAsAsked(window, input.sizes());

            var events = input.events();
            glfwSetWindowSize(window, 640, 360);
            glfwPollEvents();
            assertEquals(640, input.sizes().width());
            assertEquals(360, input.sizes().height());
            assertSameAsAsked(window, input.sizes());
            assertTrue(input.events() > events, "a resize is an event that changes what is on screen");
            assertEquals(1f, input.sizes().pixelsPerPoint(), "here a window coordinate is a framebuffer pixel");

            glfwIconifyWindow(window);
            glfwPollEvents();
            assertTrue(input.sizes().iconified());
            assertSameAsAsked(window, input.sizes());
            glfwRestoreWindow(window);
            glfwPollEvents();
            assertSameAsAsked(window, input.sizes());
        }
    }

    private static void assertSameAsAsked(long window, WindowSizes sizes) {
        int[] width = new int[1];
        int[] height = new int[1];
        glfwGetWindowSize(window, width, height);
        assertEquals(width[0], sizes.width(), "window width");
        assertEquals(height[0], sizes.height(), "window height");
        glfwGetFramebufferSize(window, width, height);
        assertEquals(width[0], sizes.framebufferWidth(), "framebuffer width");
        assertEquals(height[0], sizes.framebufferHeight(), "framebuffer height");
        assertEquals(glfwGetWindowAttrib(window, GLFW_ICONIFIED) == GLFW_TRUE, sizes.iconified(), "iconified");
    }
}
