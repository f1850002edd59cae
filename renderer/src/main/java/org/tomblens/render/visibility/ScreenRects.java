package org.tomblens.render.visibility;

import org.joml.Matrix4f;

/**
 * The rectangle of the screen (normalised device coordinates: min x, min y, max x, max y) that world points
 * cover through a view-projection: the bounds of the points projected, or the whole screen when some of them lie
 * behind the eye (what lies there may cover any of it).
 */
public final class ScreenRects {
    private ScreenRects() {}

    /** Projects box {@code index} of {@code boxes} (six floats a box); false when it lies wholly behind the eye. */
    public static boolean project(float[] boxes, int index, Matrix4f m, float[] rect) {
        var at = 6 * index;
        return project(boxes[at], boxes[at + 1], boxes[at + 2], boxes[at + 3], boxes[at + 4], boxes[at + 5], m, rect);
    }

    /** Projects the box from (minX, minY, minZ) to (maxX, maxY, maxZ); false when it lies wholly behind the eye. */
    public static boolean project(float minX, float minY, float minZ, float maxX, float maxY, float maxZ, Matrix4f m,
                                  float[] rect) {
        if (minX > maxX) {
            return false;
        }
        clear(rect);
        var behind = 0;
        for (int corner = 0; corner < 8; corner++) {
            behind += add((corner & 1) == 0 ? minX : maxX, (corner & 2) == 0 ? minY : maxY,
                    (corner & 4) == 0 ? minZ : maxZ, m, rect) ? 0 : 1;
        }
        return finish(behind, 8, rect);
    }

    /**
     * Projects the part of the box from (minX, minY, minZ) to (maxX, maxY, maxZ) that OpenGL draws, the part before
     * the near plane (clip space z &ge; -w): the bounds of its corners there and of the points where its edges cross
     * that plane. A box reaching behind the eye is so bounded where it can be drawn, not by the whole screen. False
     * when none of it lies before the near plane. {@code clip} holds 32 floats of scratch.
     */
    public static boolean projectDrawn(float minX, float minY, float minZ, float maxX, float maxY, float maxZ,
                                       Matrix4f m, float[] clip, float[] rect) {
        if (minX > maxX) {
            return false;
        }
        clear(rect);
        for (int corner = 0; corner < 8; corner++) {
            var x = (corner & 1) == 0 ? minX : maxX;
            var y = (corner & 2) == 0 ? minY : maxY;
            var z = (corner & 4) == 0 ? minZ : maxZ;
            var at = 4 * corner;
            clip[at] = m.m00() * x + m.m10() * y + m.m20() * z + m.m30();
            clip[at + 1] = m.m01() * x + m.m11() * y + m.m21() * z + m.m31();
            clip[at + 2] = m.m02() * x + m.m12() * y + m.m22() * z + m.m32();
            clip[at + 3] = m.m03() * x + m.m13() * y + m.m23() * z + m.m33();
        }
        var any = false;
        for (int corner = 0; corner < 8; corner++) {
            var a = 4 * corner;
            var before = clip[a + 2] + clip[a + 3];
            if (before >= 0) {
                any |= addClipped(clip[a], clip[a + 1], clip[a + 3], rect);
            }
            // Each of the box's twelve edges once: from a corner to the one that differs from it in one axis upwards.
            for (int axis = 1; axis < 8; axis <<= 1) {
                if ((corner & axis) != 0) {
                    continue;
                }
                var b = 4 * (corner | axis);
                var otherBefore = clip[b + 2] + clip[b + 3];
                if ((before < 0) != (otherBefore < 0)) {
                    var t = before / (before - otherBefore);
                    any |= addClipped(clip[a] + t * (clip[b] - clip[a]), clip[a + 1] + t * (clip[b + 1] - clip[a + 1]),
                            clip[a + 3] + t * (clip[b + 3] - clip[a + 3]), rect);
                }
            }
        }
        return any;
    }

    /** Widens {@code rect} by the point at clip coordinates (x, y, w); false, leaving it, where w has no screen place. */
    private static boolean addClipped(float x, float y, float w, float[] rect) {
        if (w <= 1e-6f) {
            return false;
        }
        rect[0] = Math.min(rect[0], x / w);
        rect[1] = Math.min(rect[1], y / w);
        rect[2] = Math.max(rect[2], x / w);
        rect[3] = Math.max(rect[3], y / w);
        return true;
    }

    /** Projects {@code count} points stored x, y, z one after another from {@code at}; false when all lie behind. */
    static boolean projectPoints(float[] points, int at, int count, Matrix4f m, float[] rect) {
        clear(rect);
        var behind = 0;
        for (int i = 0; i < count; i++) {
            behind += add(points[at + 3 * i], points[at + 3 * i + 1], points[at + 3 * i + 2], m, rect) ? 0 : 1;
        }
        return finish(behind, count, rect);
    }

    /** Whether {@code rect} overlaps the rectangle at {@code at} in {@code rects}. */
    public static boolean overlap(float[] rect, float[] rects, int at) {
        return rect[0] < rects[at + 2] && rects[at] < rect[2] && rect[1] < rects[at + 3] && rects[at + 1] < rect[3];
    }

    /** Empties {@code rect}: what {@link #widen} grows from. */
    public static void clear(float[] rect) {
        rect[0] = Float.MAX_VALUE;
        rect[1] = Float.MAX_VALUE;
        rect[2] = -Float.MAX_VALUE;
        rect[3] = -Float.MAX_VALUE;
    }

    /** Widens {@code bound} to hold {@code rect} too. */
    public static void widen(float[] bound, float[] rect) {
        bound[0] = Math.min(bound[0], rect[0]);
        bound[1] = Math.min(bound[1], rect[1]);
        bound[2] = Math.max(bound[2], rect[2]);
        bound[3] = Math.max(bound[3], rect[3]);
    }

    /** Widens {@code rect} by the point's projection; false, leaving it, when the point lies behind the eye. */
    private static boolean add(float x, float y, float z, Matrix4f m, float[] rect) {
        var w = m.m03() * x + m.m13() * y + m.m23() * z + m.m33();
        if (w <= 1e-3f) {
            return false;
        }
        var px = (m.m00() * x + m.m10() * y + m.m20() * z + m.m30()) / w;
        var py = (m.m01() * x + m.m11() * y + m.m21() * z + m.m31()) / w;
        rect[0] = Math.min(rect[0], px);
        rect[1] = Math.min(rect[1], py);
        rect[2] = Math.max(rect[2], px);
        rect[3] = Math.max(rect[3], py);
        return true;
    }

    private static boolean finish(int behind, int count, float[] rect) {
        if (behind == count) {
            return false;
        }
        if (behind > 0) {
            rect[0] = -1;
            rect[1] = -1;
            rect[2] = 1;
            rect[3] = 1;
        }
        return true;
    }
}
