package org.tomblens.render.ui;

import static org.lwjgl.opengl.GL30C.*;

import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.image.RgbaImage;

/**
 * The window's picture, drawn offscreen and kept from frame to frame: a frame draws anew only what changed in it (the
 * level's view, and the interface only where it lies over the view or when it changed) and then puts the whole
 * picture into the window, or only the parts that changed where {@link WindowPresenter} reads them from it. The
 * window's own back buffer cannot keep anything: after a swap its pixels are undefined.
 *
 * <p>The whole picture goes into the window drawn as one textured rectangle rather than copied: Mesa stores a window top row
 * first and offscreen targets bottom row first, so a copy mirrors the rows, which llvmpipe draws pixel by pixel
 * through its general shader; the rectangle, from a texture stored as the window is ({@link Framebuffer}) into a
 * window with no depth or stencil buffer, is drawn at about a quarter of the cost
 * (docs/performance.md, "Only what moves drawn anew").
 */
public final class KeptFrame implements AutoCloseable {
    private static final int WINDOW = 0;

    private Framebuffer picture;
    /** Whether the picture was made by {@link #prepare} and holds no frame yet. */
    private boolean blank;
    private ShaderProgram program;
    private int corners;

    /**
     * Makes the picture, {@code width} x {@code height} pixels, and puts it, empty, into the window once, before any
     * frame: the first program a GL context compiles, and its first draws, pay for starting the driver's shader
     * compiler and rasteriser (some 20 ms on llvmpipe), which a window that waits for its first level pays while it
     * waits rather than in the frame that shows the level.
     */
    public void prepare(int width, int height) {
        bind(width, height);
        glClear(GL_COLOR_BUFFER_BIT);
        present();
        blank = true;
    }

    /**
     * Makes the kept picture, sized {@code width} x {@code height} pixels as the window's framebuffer, the target of
     * drawing; returns false when it had to be made anew (the first frame, a resized window), so that it holds
     * nothing of the last frame.
     */
    public boolean bind(int width, int height) {
        var kept = picture != null && !blank && picture.width() == width && picture.height() == height;
        blank = false;
        if (picture == null || picture.width() != width || picture.height() != height) {
            closePicture();
            picture = new Framebuffer(Math.max(1, width), Math.max(1, height));
        }
        picture.bind();
        return kept;
    }

    /** Draws the picture over all of the window's back buffer, pixel for pixel, and leaves the window bound. */
    public void present() {
        if (program == null) {
            program = ShaderProgram.load("picture");
            corners = glGenVertexArrays();
            program.use();
            glUniform1i(program.uniform("uPicture"), 0);
        }
        glBindFramebuffer(GL_FRAMEBUFFER, WINDOW);
        glViewport(0, 0, picture.width(), picture.height());
        glDisable(GL_BLEND);
        glDisable(GL_DEPTH_TEST);
        glDisable(GL_STENCIL_TEST);
        glDisable(GL_CULL_FACE);
        glDisable(GL_SCISSOR_TEST);
        program.use();
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, picture.texture());
        glBindVertexArray(corners);
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
        glBindVertexArray(0);
        glBindTexture(GL_TEXTURE_2D, 0);
        glUseProgram(0);
    }

    /** The picture's width in pixels, that of the window's framebuffer as the last frame began. */
    public int width() {
        return picture.width();
    }

    /** The picture's height in pixels. */
    public int height() {
        return picture.height();
    }

    /** Makes the picture the target pixels are read from ({@code glReadPixels}), as a frame ends. */
    public void bindForReading() {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, picture.id());
    }

    /** The picture's pixels, top row first: the frame as the window shows it. */
    public RgbaImage read() {
        return picture.read();
    }

    private void closePicture() {
        if (picture != null) {
            picture.close();
            picture = null;
        }
    }

    @Override
    public void close() {
        closePicture();
        if (program != null) {
            program.close();
            glDeleteVertexArrays(corners);
            program = null;
        }
    }
}
