package org.tomblens.render.ui;

import org.tomblens.render.gl.Framebuffer;

/**
 * The window's picture, drawn offscreen and kept from frame to frame: a frame draws anew only what changed in it (the
 * level's view, and the interface only where it lies over the view or when it changed) and then copies the whole
 * picture into the window. The window's own back buffer cannot keep anything: after a swap its pixels are undefined.
 */
public final class KeptFrame implements AutoCloseable {
    private static final int WINDOW = 0;

    private Framebuffer picture;

    /**
     * Makes the kept picture, sized {@code width} x {@code height} pixels as the window's framebuffer, the target of
     * drawing; returns false when it had to be made anew (the first frame, a resized window), so that it holds
     * nothing of the last frame.
     */
    public boolean bind(int width, int height) {
        var kept = picture != null && picture.width() == width && picture.height() == height;
        if (!kept) {
            close();
            picture = new Framebuffer(Math.max(1, width), Math.max(1, height));
        }
        picture.bind();
        return kept;
    }

    /** Copies the picture's colour into the window's back buffer, which stays bound. */
    public void present() {
        picture.copyColourTo(WINDOW);
    }

    @Override
    public void close() {
        if (picture != null) {
            picture.close();
            picture = null;
        }
    }
}
