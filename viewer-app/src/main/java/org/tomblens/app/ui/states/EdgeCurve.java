package org.tomblens.app.ui.states;

import imgui.ImDrawList;

/**
 * One arrow of a laid-out state graph on screen, as a cubic curve cut into line segments: from the source's
 * right side to the target's left where the target stands in a later column, otherwise round to the target's
 * right side. One instance is placed on each edge in turn, to draw it or to try a click against it, so the
 * panel allocates nothing per frame.
 */
final class EdgeCurve {
    /** Line segments a curve is drawn and hit-tested with. */
    static final int SEGMENTS = 20;

    private final float[] points = new float[2 * (SEGMENTS + 1)];

    /** Places the curve on {@code edge}, the graph drawn at {@code zoom} with its origin at (originX, originY). */
    void place(StateGraphLayout layout, StateGraphLayout.Edge edge, float originX, float originY, float zoom) {
        var from = layout.nodes().get(edge.from());
        var to = layout.nodes().get(edge.to());
        var x0 = originX + (from.x() + StateGraphLayout.NODE_WIDTH) * zoom;
        var y0 = originY + (from.y() + StateGraphLayout.NODE_HEIGHT * 0.5f) * zoom;
        var forward = to.x() > from.x();
        var x3 = originX + (to.x() + (forward ? 0 : StateGraphLayout.NODE_WIDTH)) * zoom;
        var y3 = originY + (to.y() + StateGraphLayout.NODE_HEIGHT * 0.5f) * zoom;
        var reach = forward ? (x3 - x0) * 0.5f : (60 + Math.abs(y3 - y0) / zoom * 0.15f) * zoom;
        var x1 = x0 + reach;
        var x2 = forward ? x3 - reach : x3 + reach;
        for (int i = 0; i <= SEGMENTS; i++) {
            var t = i / (float) SEGMENTS;
            var u = 1 - t;
            points[2 * i] = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
            points[2 * i + 1] = u * u * u * y0 + 3 * u * u * t * y0 + 3 * u * t * t * y3 + t * t * t * y3;
        }
    }

    /** The curve's middle point, where a click on the arrow surely lands. */
    float middleX() {
        return points[SEGMENTS];
    }

    float middleY() {
        return points[SEGMENTS + 1];
    }

    /** Whether (x, y) lies within {@code reach} of the curve. */
    boolean near(float x, float y, float reach) {
        for (int i = 0; i < SEGMENTS; i++) {
            if (distanceToSegment(x, y, points[2 * i], points[2 * i + 1], points[2 * i + 2], points[2 * i + 3])
                    <= reach) {
                return true;
            }
        }
        return false;
    }

    /** Draws the curve, every other segment when {@code dashed}, with an arrowhead {@code size} long at its end. */
    void draw(ImDrawList draw, boolean dashed, int colour, float thickness, float size) {
        for (int i = 0; i < SEGMENTS; i++) {
            if (dashed && i % 2 == 1) {
                continue;
            }
            draw.addLine(points[2 * i], points[2 * i + 1], points[2 * i + 2], points[2 * i + 3], colour, thickness);
        }
        // The arrowhead along the curve's last segment.
        var ex = points[2 * SEGMENTS];
        var ey = points[2 * SEGMENTS + 1];
        var dx = ex - points[2 * SEGMENTS - 2];
        var dy = ey - points[2 * SEGMENTS - 1];
        var length = (float) Math.max(1e-3, Math.hypot(dx, dy));
        dx /= length;
        dy /= length;
        draw.addTriangleFilled(ex, ey, ex - dx * size - dy * size * 0.5f, ey - dy * size + dx * size * 0.5f,
                ex - dx * size + dy * size * 0.5f, ey - dy * size - dx * size * 0.5f, colour);
    }

    private static float distanceToSegment(float px, float py, float ax, float ay, float bx, float by) {
        var dx = bx - ax;
        var dy = by - ay;
        var lengthSquared = dx * dx + dy * dy;
        var t = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
        return (float) Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
    }
}
