package org.tomblens.render.gl;

import static org.lwjgl.glfw.GLFW.*;

import org.lwjgl.glfw.GLFWErrorCallback;
import org.lwjgl.system.Platform;

/**
 * Brings GLFW up once per process on the platform that can work here.
 *
 * <p>On Linux with neither {@code DISPLAY} nor {@code WAYLAND_DISPLAY} set there is no window system, so
 * GLFW's null platform is chosen and contexts are created through EGL (Mesa gives a real GL 4.5 core
 * context that way). GLFW never picks the null platform by itself: without a display its default
 * initialisation fails. With {@code DISPLAY} alone it is told to use X11.
 */
public final class Glfw {
    /** The window system GLFW runs on. */
    public enum Backend {
        /** No window system: the null platform with EGL contexts, for offscreen work. */
        HEADLESS_EGL,
        /** The desktop's own window system (X11, Wayland, Win32, Cocoa). */
        DESKTOP
    }

    private static Backend backend;
    private static volatile String lastError = "no error reported";

    private Glfw() {}

    /** Initialises GLFW if needed and says which backend it runs on. */
    public static synchronized Backend initialise() {
        if (backend != null) {
            return backend;
        }
        GLFWErrorCallback.create((code, description) -> lastError = GLFWErrorCallback.getDescription(description)
                + " (GLFW error 0x" + Integer.toHexString(code) + ")").set();
        var headless = !hasWindowSystem();
        if (headless) {
            glfwInitHint(GLFW_PLATFORM, GLFW_PLATFORM_NULL);
        } else if (Platform.get() == Platform.LINUX && isUnset("WAYLAND_DISPLAY")) {
            // X11 alone is there: said outright, GLFW does not try Wayland first, whose library prints an error
            // about XDG_RUNTIME_DIR to the terminal when it finds no Wayland (a plain X session, Xvfb, SSH -X).
            glfwInitHint(GLFW_PLATFORM, GLFW_PLATFORM_X11);
        }
        if (!glfwInit()) {
            throw new GlUnavailableException("GLFW could not start: " + lastError);
        }
        backend = headless ? Backend.HEADLESS_EGL : Backend.DESKTOP;
        return backend;
    }

    /** Resets the window hints to an OpenGL 3.3 core context suitable for the backend in use. */
    public static void hintCoreContext() {
        var current = initialise();
        glfwDefaultWindowHints();
        glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        // macOS only hands out core contexts that are forward compatible.
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
        if (current == Backend.HEADLESS_EGL || glfwGetPlatform() == GLFW_PLATFORM_X11) {
            // On X11 too: a GLX context is found among every configuration the server offers, each asked about
            // attribute by attribute, and Xvfb with Mesa offers 840 (EGL: 40). That took some 50 ms more of a start
            // (docs/performance.md, "An EGL context on X11"). GlContext falls back to GLX where EGL cannot be had.
            glfwWindowHint(GLFW_CONTEXT_CREATION_API, GLFW_EGL_CONTEXT_API);
        }
    }

    /**
     * Wakes the thread waiting for the windows' events ({@code glfwWaitEvents}, with or without a timeout), from any
     * thread: what work elsewhere has just finished is then taken at once, not at the next event or timeout. Before
     * GLFW starts there is no such wait to end.
     */
    public static void wake() {
        if (started()) {
            glfwPostEmptyEvent();
        }
    }

    /** Whether GLFW has started: false after its start failed, when no platform could be used. */
    public static synchronized boolean started() {
        return backend != null;
    }

    /**
     * Whether this process can reach a window system: on Linux only where {@code DISPLAY} or
     * {@code WAYLAND_DISPLAY} names one (a shell over SSH or a container has neither); elsewhere always.
     */
    public static boolean hasWindowSystem() {
        return Platform.get() != Platform.LINUX || !isUnset("DISPLAY") || !isUnset("WAYLAND_DISPLAY");
    }

    /** The description of the last error GLFW reported, for messages. */
    public static String lastError() {
        return lastError;
    }

    private static boolean isUnset(String variable) {
        var value = System.getenv(variable);
        return value == null || value.isBlank();
    }
}
