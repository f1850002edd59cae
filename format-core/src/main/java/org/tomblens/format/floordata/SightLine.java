package org.tomblens.format.floordata;

import java.util.function.IntUnaryOperator;

/**
 * How far one can see along a level line from a point before the line meets a wall, a floor or a ceiling:
 * the line is walked in short steps, its room followed as the engines follow an entity's ({@link
 * RoomFinder#follow}), and it ends where the next step leaves that room's open space. Used to choose a view
 * that looks into a room rather than at its wall.
 */
public final class SightLine {
    /** Shorter than any wall is thick, so a step never jumps one. */
    private static final float STEP = 128f;

    private final RoomFinder finder;
    private final IntUnaryOperator active;

    /** @param active the room standing in each place under the flip maps that are on (see {@link RoomFinder#follow}) */
    public SightLine(RoomFinder finder, IntUnaryOperator active) {
        this.finder = finder;
        this.active = active;
    }

    /**
     * The open length, in TR units up to {@code max}, of the line from (x, y, z) in room {@code room} along the
     * level direction (dx, dz) (of any length); 0 when the point itself is not in open space.
     */
    public float length(int room, float x, float y, float z, float dx, float dz, float max) {
        var norm = (float) Math.sqrt(dx * dx + dz * dz);
        if (norm == 0 || !finder.holds(room, x, y, z, 0)) {
            return 0;
        }
        var stepX = dx / norm * STEP;
        var stepZ = dz / norm * STEP;
        var current = room;
        var travelled = 0f;
        while (travelled < max) {
            var nextX = x + stepX;
            var nextZ = z + stepZ;
            var next = finder.follow(current, active, nextX, y, nextZ);
            if (!finder.holds(next, nextX, y, nextZ, 0)) {
                break;
            }
            current = next;
            x = nextX;
            z = nextZ;
            travelled += STEP;
        }
        return Math.min(travelled, max);
    }
}
