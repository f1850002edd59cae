package org.tomblens.render.gl;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL11C.*;

import org.lwjgl.opengl.GL;

/**
 * A GLFW window with a current OpenGL 3.3 core context. Hidden windows serve offscreen rendering
 * ({@code render}, {@code bench}, tests); visible ones are the viewer's.
 */
public final class GlContext implements AutoCloseable {
    private final long window;

    private GlContext(long window) {
        this.window = window;
        glfwMakeContextCurrent(window);
        OpenGlLibrary.name();
        GL.createCapabilities();
    }

    /** A hidden window whose context renders into framebuffers of the caller's size. */
    public static GlContext hidden(int width, int height) {
        Glfw.hintCoreContext();
        glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
        return create(width, height, "TombLens (offscreen)");
    }

    /** A visible, resizable window. Call after setting any extra hints on top of {@link Glfw#hintCoreContext()}. */
    public static GlContext window(int width, int height, String title) {
        return create(width, height, title);
    }

    private static GlContext create(int width, int height, String title) {
        var window = glfwCreateWindow(width, height, title, 0L, 0L);
        if (window == 0L && glfwGetPlatform() == GLFW_PLATFORM_X11) {
            // A system without EGL (or whose EGL cannot draw on this X server): its own GLX, as GLFW would choose.
            glfwWindowHint(GLFW_CONTEXT_CREATION_API, GLFW_NATIVE_CONTEXT_API);
            window = glfwCreateWindow(width, height, title, 0L, 0L);
        }
        if (window == 0L) {
            throw new GlUnavailableException("could not create an OpenGL 3.3 core context on the "
                    + Glfw.initialise() + " backend: " + Glfw.lastError());
        }
        return new GlContext(window);
    }

    /** The GLFW window handle. */
    public long window() {
        return window;
    }

    /** How the context was made: "EGL", or "native" (GLX on X11, WGL on Windows, NSGL on macOS). */
    public String creationApi() {
        return glfwGetWindowAttrib(window, GLFW_CONTEXT_CREATION_API) == GLFW_EGL_CONTEXT_API ? "EGL" : "native";
    }

    /** Renderer and version strings, e.g. "llvmpipe (LLVM 15.0.6, 256 bits), 4.5 (Core Profile) Mesa 22.3.6". */
    public String describe() {
        return glGetString(GL_RENDERER) + ", " + glGetString(GL_VERSION);
    }

    /** Waits until the GPU has done all that was asked of it so far: what a measured frame must end with. */
    public void finish() {
        glFinish();
    }

    @Override
    public void close() {
        if (glfwGetCurrentContext() == window) {
            glfwMakeContextCurrent(0L);
            GL.setCapabilities(null);
        }
        glfwDestroyWindow(window);
    }
}
