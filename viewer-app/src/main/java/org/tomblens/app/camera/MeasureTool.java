package org.tomblens.app.camera;

import org.joml.Vector3f;

/**
 * Measures between two points clicked in the view, as level builders measure jumps and ranges: the straight
 * distance in TR units, in sectors (1024 units) and clicks (256), and its parts along the floor and up or down.
 * While it is on, clicks in the view place its points instead of selecting: the first click a new start, the next
 * its end.
 */
public final class MeasureTool {
    public static final float SECTOR = 1024;
    public static final float CLICK = 256;

    private boolean on;
    private final Vector3f from = new Vector3f();
    private final Vector3f to = new Vector3f();
    /** Points placed: 0, 1 (the start) or 2. */
    private int placed;

    /** A measured distance, in TR units. */
    public record Distance(float straight, float alongFloor, float upOrDown) {
        public float sectors() {
            return straight / SECTOR;
        }

        public float clicks() {
            return straight / CLICK;
        }
    }

    public boolean on() {
        return on;
    }

    /** Turns the tool on or off; off forgets its points. */
    public void toggle() {
        on = !on;
        placed = 0;
    }

    /** Places the next point: after a finished measurement, a new start. */
    public void place(Vector3f point) {
        if (placed != 1) {
            from.set(point);
            placed = 1;
        } else {
            to.set(point);
            placed = 2;
        }
    }

    public void clear() {
        placed = 0;
    }

    /** The start, once placed; null before. */
    public Vector3f from() {
        return placed >= 1 ? from : null;
    }

    /** The end, once placed; null before. */
    public Vector3f to() {
        return placed == 2 ? to : null;
    }

    /** The distance from start to end, or null until both are placed. */
    public Distance distance() {
        if (placed < 2) {
            return null;
        }
        var dx = to.x - from.x;
        var dy = to.y - from.y;
        var dz = to.z - from.z;
        return new Distance((float) Math.sqrt(dx * dx + dy * dy + dz * dz), (float) Math.sqrt(dx * dx + dz * dz),
                Math.abs(dy));
    }
}
