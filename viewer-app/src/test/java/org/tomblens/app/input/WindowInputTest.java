package org.tomblens.app.input;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.lwjgl.glfw.GLFW.*;

import org.junit.jupiter.api.Test;
import org.lwjgl.glfw.Callbacks;
import org.lwjgl.system.Callback;
import org.tomblens.render.testing.GlHarness;

/**
 * The window's own callbacks are installed with the window, the keyboard's and the mouse's only when asked to listen
 * (as Dear ImGui starts, whose callbacks then call these after theirs). Each is found by setting it again: GLFW hands
 * back the callback that was there.
 */
class WindowInputTest {
    @Test
    void listensToTheDevicesOnlyWhenAsked() {
        try (var gl = new GlHarness(320, 200)) {
            var window = gl.context().window();
            var input = new WindowInput();
            input.install(window);
            installed(glfwSetFramebufferSizeCallback(window, null));
            assertNull(glfwSetKeyCallback(window, null), "no keyboard callback before listening");
            assertNull(glfwSetMouseButtonCallback(window, null), "no mouse callback before listening");
            assertNull(glfwSetDropCallback(window, null), "no drop callback before listening");

            input.listen(window);
            installed(glfwSetKeyCallback(window, null));
            installed(glfwSetCursorPosCallback(window, null));
            installed(glfwSetMouseButtonCallback(window, null));
            installed(glfwSetScrollCallback(window, null));
            installed(glfwSetWindowFocusCallback(window, null));
            installed(glfwSetDropCallback(window, null));
            installed(glfwSetCharCallback(window, null));
            installed(glfwSetCursorEnterCallback(window, null));
            Callbacks.glfwFreeCallbacks(window);
        }
    }

    /** Asserts that {@code removed}, the callback just replaced, was there, and frees it. */
    private static void installed(Callback removed) {
        assertNotNull(removed);
        removed.free();
    }
}
