package org.tomblens.render.scene;

/**
 * A rectangle of a view's pixels (from the bottom left, as OpenGL counts) that covers rectangles of the screen, or the
 * whole view. Empty until something is covered.
 */
final class ScreenArea {
    /** Pixels added round a rectangle: rasterising covers the pixels a triangle's edge only touches. */
    private static final int MARGIN = 2;

    private int left;
    private int bottom;
    private int right;
    private int top;
    private boolean whole;

    ScreenArea() {
        clear();
    }

    void clear() {
        left = Integer.MAX_VALUE;
        bottom = Integer.MAX_VALUE;
        right = Integer.MIN_VALUE;
        top = Integer.MIN_VALUE;
        whole = false;
    }

    void coverWholeView() {
        whole = true;
    }

    boolean wholeView() {
        return whole;
    }

    /**
     * Grows the area over {@code ndc} (min x, min y, max x, max y in normalised device coordinates, as
     * {@link org.tomblens.render.view.DrawnRooms#screenBound} gives it) in a view of width x height.
     */
    void cover(float[] ndc, int width, int height) {
        left = Math.min(left, (int) Math.floor((ndc[0] * 0.5f + 0.5f) * width) - MARGIN);
        bottom = Math.min(bottom, (int) Math.floor((ndc[1] * 0.5f + 0.5f) * height) - MARGIN);
        right = Math.max(right, (int) Math.ceil((ndc[2] * 0.5f + 0.5f) * width) + MARGIN);
        top = Math.max(top, (int) Math.ceil((ndc[3] * 0.5f + 0.5f) * height) + MARGIN);
    }

    /** Grows the area over {@code other}. */
    void cover(ScreenArea other) {
        whole |= other.whole;
        left = Math.min(left, other.left);
        bottom = Math.min(bottom, other.bottom);
        right = Math.max(right, other.right);
        top = Math.max(top, other.top);
    }

    void set(ScreenArea other) {
        clear();
        cover(other);
    }

    /**
     * The part of a view of width x height the area covers, into {@code part}: left, bottom, width, height; returns
     * its pixels.
     */
    long within(int width, int height, int[] part) {
        if (whole) {
            part[0] = 0;
            part[1] = 0;
            part[2] = width;
            part[3] = height;
        } else {
            part[0] = Math.max(0, Math.min(width, left));
            part[1] = Math.max(0, Math.min(height, bottom));
            part[2] = Math.max(0, Math.max(0, Math.min(width, right)) - part[0]);
            part[3] = Math.max(0, Math.max(0, Math.min(height, top)) - part[1]);
        }
        return (long) part[2] * part[3];
    }
}
