package org.tomblens.format.geometry;

/**
 * Boxes kept six floats each in an array, min x, y, z then max x, y, z, from a given place in it: the writer's box of
 * each range, a level's room boxes made from them, and the renderer's boxes of posed meshes. An empty box has each
 * min above its max, so that it holds nothing and widening it by a point or a box gives that point or box.
 */
public final class Boxes {
    private Boxes() {}

    /** Makes the box at {@code at} empty. */
    public static void empty(float[] boxes, int at) {
        for (int axis = 0; axis < 3; axis++) {
            boxes[at + axis] = Float.MAX_VALUE;
            boxes[at + 3 + axis] = -Float.MAX_VALUE;
        }
    }

    /** Widens the box at {@code at} to hold the point (x, y, z). */
    public static void include(float[] boxes, int at, float x, float y, float z) {
        widen(boxes, at, 0, x, x);
        widen(boxes, at, 1, y, y);
        widen(boxes, at, 2, z, z);
    }

    /** Widens the box at {@code at} to hold the box at {@code from} in {@code others}; an empty one changes nothing. */
    public static void include(float[] boxes, int at, float[] others, int from) {
        for (int axis = 0; axis < 3; axis++) {
            widen(boxes, at, axis, others[from + axis], others[from + 3 + axis]);
        }
    }

    private static void widen(float[] boxes, int at, int axis, float min, float max) {
        boxes[at + axis] = Math.min(boxes[at + axis], min);
        boxes[at + 3 + axis] = Math.max(boxes[at + 3 + axis], max);
    }
}
