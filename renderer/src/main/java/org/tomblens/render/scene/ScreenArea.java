package org.tomblens.render.scene;

import org.joml.Matrix4f;
import org.joml.Vector4f;

/**
 * A rectangle of a view's pixels (from the bottom left, as OpenGL counts) that covers the screen boxes of boxes in
 * the world, or the whole view when one of them reaches behind the camera's eye, where a box's corners have no place
 * on the screen. Empty until something is covered.
 */
final class ScreenArea {
    /** Pixels added round a box's projection: rasterising covers the pixels a triangle's edge only touches. */
    private static final int MARGIN = 2;

    private final Vector4f corner = new Vector4f();
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

    /** Grows the area over the world box from (minX, minY, minZ) to (maxX, maxY, maxZ) seen in a view of width x height. */
    void cover(Matrix4f viewProjection, int width, int height, float minX, float minY, float minZ, float maxX,
               float maxY, float maxZ) {
        for (int i = 0; i < 8 && !whole; i++) {
            corner.set((i & 1) == 0 ? minX : maxX, (i & 2) == 0 ? minY : maxY, (i & 4) == 0 ? minZ : maxZ, 1f);
            corner.mul(viewProjection);
            if (corner.w <= 1e-3f) {
                whole = true;
                return;
            }
            var x = (corner.x / corner.w * 0.5f + 0.5f) * width;
            var y = (corner.y / corner.w * 0.5f + 0.5f) * height;
            left = Math.min(left, (int) Math.floor(x) - MARGIN);
            right = Math.max(right, (int) Math.ceil(x) + MARGIN);
            bottom = Math.min(bottom, (int) Math.floor(y) - MARGIN);
            top = Math.max(top, (int) Math.ceil(y) + MARGIN);
        }
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
