package org.tomblens.render.scene;

/**
 * A part of a view's pixels (from the bottom left, as OpenGL counts) that covers rectangles of the screen, or the
 * whole view: at most {@link #MOST_PARTS} rectangles that do not overlap, each round some of those covered, and the
 * one rectangle round them all. A frame draws anew within that one; only the rectangles themselves can differ from
 * the last frame's picture, so only they are put into the window: three entities spread across the view need not
 * send the whole width between them. Empty until something is covered. It allocates nothing.
 */
final class ScreenArea {
    /** The most rectangles an area keeps apart; more are merged, the two whose union grows least first. */
    static final int MOST_PARTS = 4;
    /** Pixels added round a rectangle: rasterising covers the pixels a triangle's edge only touches. */
    private static final int MARGIN = 2;

    /** Left, bottom, right, top (right and top past the last pixel) of each rectangle. */
    private final int[] rectangles = new int[4 * MOST_PARTS];
    /** The rectangle being added, as it grows by those it is merged with. */
    private final int[] adding = new int[4];
    private int count;
    private boolean whole;

    void clear() {
        count = 0;
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
        add((int) Math.floor((ndc[0] * 0.5f + 0.5f) * width) - MARGIN,
                (int) Math.floor((ndc[1] * 0.5f + 0.5f) * height) - MARGIN,
                (int) Math.ceil((ndc[2] * 0.5f + 0.5f) * width) + MARGIN,
                (int) Math.ceil((ndc[3] * 0.5f + 0.5f) * height) + MARGIN);
    }

    /** Grows the area over {@code other}. */
    void cover(ScreenArea other) {
        whole |= other.whole;
        for (int i = 0; i < other.count; i++) {
            var at = 4 * i;
            add(other.rectangles[at], other.rectangles[at + 1], other.rectangles[at + 2], other.rectangles[at + 3]);
        }
    }

    void set(ScreenArea other) {
        clear();
        cover(other);
    }

    /**
     * The part of a view of width x height the area covers, as one rectangle round all of it, into {@code part}:
     * left, bottom, width, height; returns its pixels.
     */
    long within(int width, int height, int[] part) {
        if (whole) {
            return set(part, 0, 0, 0, width, height);
        }
        int left = Integer.MAX_VALUE;
        int bottom = Integer.MAX_VALUE;
        int right = Integer.MIN_VALUE;
        int top = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            var at = 4 * i;
            left = Math.min(left, rectangles[at]);
            bottom = Math.min(bottom, rectangles[at + 1]);
            right = Math.max(right, rectangles[at + 2]);
            top = Math.max(top, rectangles[at + 3]);
        }
        return clamped(part, 0, left, bottom, right, top, width, height);
    }

    /**
     * The rectangles of the area within a view of width x height, into {@code parts} (left, bottom, width and height
     * of each, one after another, room for {@link #MOST_PARTS}): none overlaps another, and none is empty. Returns
     * how many.
     */
    int parts(int width, int height, int[] parts) {
        if (whole) {
            set(parts, 0, 0, 0, width, height);
            return 1;
        }
        var kept = 0;
        for (int i = 0; i < count; i++) {
            var at = 4 * i;
            if (clamped(parts, kept, rectangles[at], rectangles[at + 1], rectangles[at + 2], rectangles[at + 3],
                    width, height) > 0) {
                kept++;
            }
        }
        return kept;
    }

    /** Adds a rectangle, merged with those it overlaps or touches, and the rectangles kept to at most the most. */
    private void add(int left, int bottom, int right, int top) {
        adding[0] = left;
        adding[1] = bottom;
        adding[2] = right;
        adding[3] = top;
        var i = 0;
        while (i < count) {
            if (meets(i)) {
                absorb(i);
                // The union may now meet one looked at already.
                i = 0;
            } else if (i == count - 1 && count == MOST_PARTS) {
                absorb(leastGrowth());
                i = 0;
            } else {
                i++;
            }
        }
        System.arraycopy(adding, 0, rectangles, 4 * count++, 4);
    }

    /** Whether rectangle {@code i} overlaps or touches the one being added. */
    private boolean meets(int i) {
        var at = 4 * i;
        return adding[0] <= rectangles[at + 2] && rectangles[at] <= adding[2] && adding[1] <= rectangles[at + 3]
                && rectangles[at + 1] <= adding[3];
    }

    /** Makes the rectangle being added the union of it and rectangle {@code i}, which is no longer kept apart. */
    private void absorb(int i) {
        var at = 4 * i;
        adding[0] = Math.min(adding[0], rectangles[at]);
        adding[1] = Math.min(adding[1], rectangles[at + 1]);
        adding[2] = Math.max(adding[2], rectangles[at + 2]);
        adding[3] = Math.max(adding[3], rectangles[at + 3]);
        remove(i);
    }

    /** The rectangle kept that grows least when the one being added is merged into it. */
    private int leastGrowth() {
        var best = 0;
        var least = Long.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            var at = 4 * i;
            var union = area(Math.min(adding[0], rectangles[at]), Math.min(adding[1], rectangles[at + 1]),
                    Math.max(adding[2], rectangles[at + 2]), Math.max(adding[3], rectangles[at + 3]));
            var growth = union - area(rectangles[at], rectangles[at + 1], rectangles[at + 2], rectangles[at + 3]);
            if (growth < least) {
                least = growth;
                best = i;
            }
        }
        return best;
    }

    private void remove(int i) {
        count--;
        System.arraycopy(rectangles, 4 * count, rectangles, 4 * i, 4);
    }

    private static long area(int left, int bottom, int right, int top) {
        return (long) (right - left) * (top - bottom);
    }

    /** Writes the rectangle from (left, bottom) to (right, top), cut to the view, as part {@code i}; its pixels. */
    private static long clamped(int[] parts, int i, int left, int bottom, int right, int top, int width,
                                int height) {
        var x = Math.max(0, Math.min(width, left));
        var y = Math.max(0, Math.min(height, bottom));
        // Cut to the view before the difference: an empty area's edges are the integers' extremes.
        return set(parts, i, x, y, Math.max(0, Math.max(0, Math.min(width, right)) - x),
                Math.max(0, Math.max(0, Math.min(height, top)) - y));
    }

    private static long set(int[] parts, int i, int x, int y, int width, int height) {
        parts[4 * i] = x;
        parts[4 * i + 1] = y;
        parts[4 * i + 2] = width;
        parts[4 * i + 3] = height;
        return (long) width * height;
    }
}
