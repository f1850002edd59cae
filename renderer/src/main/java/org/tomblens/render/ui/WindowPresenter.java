package org.tomblens.render.ui;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.system.MemoryUtil.*;
import static org.lwjgl.system.Pointer.POINTER_SIZE;
import static org.lwjgl.system.libffi.LibFFI.*;

import java.nio.ByteBuffer;
import java.util.Locale;
import org.lwjgl.PointerBuffer;
import org.lwjgl.glfw.GLFWNativeGLX;
import org.lwjgl.glfw.GLFWNativeX11;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GLX14;
import org.lwjgl.system.linux.X11;
import org.lwjgl.system.libffi.FFICIF;

/**
 * Puts each drawn frame into the window. Where OpenGL draws in software (Mesa's llvmpipe or softpipe) into an X11
 * window through GLX that has {@code GLX_MESA_copy_sub_buffer}, only the rectangle of the frame that changed is copied
 * to the window, and the window's back buffer is never swapped, so it keeps the rest as drawn before: putting a whole
 * 1280x720 frame into the window cost such a renderer about 2.5 ms of CPU time at every frame (docs/performance.md,
 * "Only the part of the frame that changed put into the window"). Elsewhere the back buffer is swapped whole, as
 * a GPU does for next to nothing, in step with the display.
 */
public final class WindowPresenter implements AutoCloseable {
    /** glXCopySubBufferMESA's arguments. */
    private static final int ARGUMENTS = 6;
    /** Where the arguments' values begin, after the pointers to them. */
    private static final int VALUES = ARGUMENTS * POINTER_SIZE;

    /** Swaps every frame whole, wherever it runs. */
    public static final WindowPresenter SWAPS = new WindowPresenter(0, 0, 0);

    /** glXCopySubBufferMESA(Display*, GLXDrawable, int x, int y, int width, int height), or 0 where frames are swapped. */
    private final long copySubBuffer;
    /** The call's description for libffi, made once, and the argument types it points to. */
    private final FFICIF call;
    private final PointerBuffer argumentTypes;
    /**
     * The call's arguments, made once so that a frame allocates nothing: libffi's six pointers to the values, then
     * the values (the display, the drawable, then x, y, width and height, which each call writes).
     */
    private final ByteBuffer arguments;

    private WindowPresenter(long copySubBuffer, long display, long drawable) {
        this.copySubBuffer = copySubBuffer;
        if (copySubBuffer == 0) {
            argumentTypes = null;
            call = null;
            arguments = null;
            return;
        }
        argumentTypes = PointerBuffer.allocateDirect(ARGUMENTS);
        call = describeCall(argumentTypes);
        arguments = memCalloc(VALUES + 2 * Long.BYTES + 4 * Integer.BYTES);
        var base = memAddress(arguments);
        memPutLong(base + VALUES, display);
        memPutLong(base + VALUES + Long.BYTES, drawable);
        for (int i = 0; i < ARGUMENTS; i++) {
            var value = i < 2 ? VALUES + i * Long.BYTES : VALUES + 2 * Long.BYTES + (i - 2) * Integer.BYTES;
            memPutAddress(base + (long) i * POINTER_SIZE, base + value);
        }
    }

    /** How frames go into {@code window}, whose GL context is current. */
    public static WindowPresenter of(long window) {
        if (glfwGetPlatform() != GLFW_PLATFORM_X11
                || glfwGetWindowAttrib(window, GLFW_CONTEXT_CREATION_API) != GLFW_NATIVE_CONTEXT_API
                || !drawsInSoftware()) {
            return SWAPS;
        }
        var display = GLFWNativeX11.glfwGetX11Display();
        var extensions = GLX14.glXQueryExtensionsString(display, X11.XDefaultScreen(display));
        if (extensions == null || !(" " + extensions + " ").contains(" GLX_MESA_copy_sub_buffer ")) {
            return SWAPS;
        }
        var function = GLX14.glXGetProcAddress("glXCopySubBufferMESA");
        return new WindowPresenter(function, display, GLFWNativeGLX.glfwGetGLXWindow(window));
    }

    private static boolean drawsInSoftware() {
        var renderer = GL11C.glGetString(GL11C.GL_RENDERER);
        var name = renderer == null ? "" : renderer.toLowerCase(Locale.ROOT);
        return name.contains("llvmpipe") || name.contains("softpipe");
    }

    /** Whether only the part of a frame that changed goes into the window; otherwise every frame goes whole. */
    public boolean copiesParts() {
        return copySubBuffer != 0;
    }

    /**
     * Shows the frame drawn into the window's back buffer: copies its rectangles that changed, {@code count} of
     * {@code parts} (x and y from the bottom left, width and height of each, one after another), where parts are
     * copied, or swaps the whole back buffer.
     */
    public void show(long window, int[] parts, int count) {
        if (copySubBuffer == 0) {
            glfwSwapBuffers(window);
            return;
        }
        var rectangle = memAddress(arguments) + VALUES + 2 * Long.BYTES;
        for (int i = 0; i < count; i++) {
            var at = 4 * i;
            if (parts[at + 2] <= 0 || parts[at + 3] <= 0) {
                continue;
            }
            for (int value = 0; value < 4; value++) {
                memPutInt(rectangle + (long) value * Integer.BYTES, parts[at + value]);
            }
            nffi_call(call.address(), copySubBuffer, NULL, memAddress(arguments));
        }
    }

    private static FFICIF describeCall(PointerBuffer arguments) {
        var call = FFICIF.calloc();
        arguments.put(0, ffi_type_pointer);
        arguments.put(1, ffi_type_uint64);
        for (int i = 2; i < ARGUMENTS; i++) {
            arguments.put(i, ffi_type_sint32);
        }
        if (ffi_prep_cif(call, FFI_DEFAULT_ABI, ffi_type_void, arguments) != FFI_OK) {
            call.free();
            throw new IllegalStateException("libffi refused the call glXCopySubBufferMESA");
        }
        return call;
    }

    @Override
    public void close() {
        if (call != null) {
            call.free();
            memFree(arguments);
        }
    }
}
