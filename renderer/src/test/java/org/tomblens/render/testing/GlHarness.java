package org.tomblens.render.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.image.RgbaImage;

/**
 * Real OpenGL for tests: a hidden 3.3 core context (GLFW's null platform + EGL when there is no display,
 * the desktop's window system otherwise) rendering into an offscreen framebuffer of a given size.
 *
 * <p>If no context can be made, construction throws with the reason: a GL test fails, it never skips.
 */
public final class GlHarness implements AutoCloseable {
    private final GlContext context;
    private final Framebuffer target;

    public GlHarness(int width, int height) {
        context = GlContext.hidden(width, height);
        target = new Framebuffer(width, height);
        target.bind();
    }

    public GlContext context() {
        return context;
    }

    public Framebuffer target() {
        return target;
    }

    /** Reads the frame back. */
    public RgbaImage read() {
        return target.read();
    }

    /** Reads the frame back and also saves it as {@code target/screenshots/NAME.png}, for a person to look at. */
    public RgbaImage readAndSave(String name) {
        var image = target.read();
        try {
            image.writePng(Path.of("target", "screenshots", name + ".png"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return image;
    }

    @Override
    public void close() {
        target.close();
        context.close();
    }
}
