package org.tomblens.render.ui;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL12C.GL_BGRA;
import static org.lwjgl.opengl.GL11C.*;
import static org.lwjgl.opengl.GL30C.GL_NUM_EXTENSIONS;
import static org.lwjgl.opengl.GL30C.glGetStringi;

import java.util.Locale;
import org.lwjgl.glfw.GLFWNativeX11;

/**
 * Puts each frame, drawn into the window's kept picture ({@link KeptFrame}), into the window. Where OpenGL draws in
 * software (Mesa's llvmpipe or softpipe) into an X11 window, only the rectangles of the frame that changed go to the
 * window, read back from the picture and put with Xlib ({@link X11Image}); the window keeps the rest as it was put
 * before. Putting a whole 1280x720 frame into the window cost such a renderer about 2.5 ms of CPU time at every
 * frame (docs/performance.md, "Only the part of the frame that changed put into the window"); its swap is itself such
 * a put, of the whole frame. Elsewhere the picture is drawn into the window's back buffer and swapped whole, as a GPU
 * does for next to nothing, in step with the display.
 */
public final class WindowPresenter implements AutoCloseable {
    /** GL_MESA_pack_invert, which Mesa has in core profiles too: pixels read top row first. */
    private static final String PACK_INVERT = "GL_MESA_pack_invert";
    private static final int GL_PACK_INVERT_MESA = 0x8758;

    /** Swaps every frame whole, wherever it runs. */
    public static final WindowPresenter SWAPS = new WindowPresenter(null);

    /** The window's picture in the client's memory, top row first; null where frames are swapped. */
    private final X11Image image;

    private WindowPresenter(X11Image image) {
        this.image = image;
    }

    /** How frames go into {@code window}, whose GL context is current. */
    public static WindowPresenter of(long window) {
        if (glfwGetPlatform() != GLFW_PLATFORM_X11 || !drawsInSoftware() || !hasExtension(PACK_INVERT)) {
            return SWAPS;
        }
        return X11Image.of(GLFWNativeX11.glfwGetX11Display(), GLFWNativeX11.glfwGetX11Window(window))
                .map(WindowPresenter::new).orElse(SWAPS);
    }

    private static boolean drawsInSoftware() {
        var renderer = glGetString(GL_RENDERER);
        var name = renderer == null ? "" : renderer.toLowerCase(Locale.ROOT);
        return name.contains("llvmpipe") || name.contains("softpipe");
    }

    private static boolean hasExtension(String name) {
        for (int i = glGetInteger(GL_NUM_EXTENSIONS) - 1; i >= 0; i--) {
            if (name.equals(glGetStringi(GL_EXTENSIONS, i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether only the part of a frame that changed goes into the window; otherwise every frame goes whole. */
    public boolean copiesParts() {
        return image != null;
    }

    /**
     * Shows the frame: puts the rectangles of {@code picture} that changed, {@code count} of {@code parts} (x and y from
     * the bottom left, width and height of each, one after another), into the window where parts are put; elsewhere
     * swaps the window's back buffer, which the picture was drawn into whole ({@link KeptFrame#present()}).
     */
    public void show(long window, KeptFrame picture, int[] parts, int count) {
        if (image == null) {
            glfwSwapBuffers(window);
            return;
        }
        // The parts are the picture's, made at the window's size as the frame began.
        var w = picture.width();
        var h = picture.height();
        if (!image.resize(w, h)) {
            return;
        }
        picture.bindForReading();
        // Each rectangle's rows read top first, as the window's are, straight into their place in the window's picture.
        glPixelStorei(GL_PACK_ROW_LENGTH, w);
        glPixelStorei(GL_PACK_INVERT_MESA, GL_TRUE);
        for (int i = 0; i < count; i++) {
            var at = 4 * i;
            var x = Math.max(0, parts[at]);
            var y = Math.max(0, parts[at + 1]);
            var right = Math.min(w, parts[at] + parts[at + 2]);
            var top = Math.min(h, parts[at + 1] + parts[at + 3]);
            if (right > x && top > y) {
                glReadPixels(x, y, right - x, top - y, GL_BGRA, GL_UNSIGNED_BYTE, image.at(x, h - top));
                image.put(x, h - top, right - x, top - y);
            }
        }
        glPixelStorei(GL_PACK_INVERT_MESA, GL_FALSE);
        glPixelStorei(GL_PACK_ROW_LENGTH, 0);
        image.flush();
    }

    @Override
    public void close() {
        if (image != null) {
            image.close();
        }
    }
}
