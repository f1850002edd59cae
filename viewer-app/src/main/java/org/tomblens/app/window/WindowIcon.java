package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.glfwSetWindowIcon;
import static org.lwjgl.stb.STBImage.stbi_failure_reason;
import static org.lwjgl.stb.STBImage.stbi_image_free;
import static org.lwjgl.stb.STBImage.stbi_load_from_memory;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.lwjgl.glfw.GLFWImage;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;

/**
 * The application's icon on its window (title bar, task bar, window switcher) where the window system takes one
 * from the application: X11 and Windows do; macOS takes the bundle's, and Wayland the desktop entry's.
 */
final class WindowIcon {
    private static final String RESOURCE = "/assets/icon/tomblens.png";

    private WindowIcon() {}

    /** Sets the icon; a window without one is no reason to stop, so a failure is only said. */
    static void set(long window) {
        byte[] png;
        try (var in = WindowIcon.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return;
            }
            png = in.readAllBytes();
        } catch (IOException e) {
            System.err.println("tomblens: cannot read the window icon: " + e.getMessage());
            return;
        }
        var encoded = MemoryUtil.memAlloc(png.length).put(png).flip();
        try (var stack = MemoryStack.stackPush()) {
            var width = stack.mallocInt(1);
            var height = stack.mallocInt(1);
            var channels = stack.mallocInt(1);
            ByteBuffer pixels = stbi_load_from_memory(encoded, width, height, channels, 4);
            if (pixels == null) {
                System.err.println("tomblens: cannot decode the window icon: " + stbi_failure_reason());
                return;
            }
            try {
                var images = GLFWImage.malloc(1, stack);
                images.get(0).set(width.get(0), height.get(0), pixels);
                glfwSetWindowIcon(window, images);
            } finally {
                stbi_image_free(pixels);
            }
        } finally {
            MemoryUtil.memFree(encoded);
        }
    }
}
