package org.tomblens.format.geometry;

import org.tomblens.format.model.Level;

/**
 * Per room, the box it takes in the world: its sector grid from its lowest ceiling to its deepest floor (§3.2.1,
 * the space it encloses, even where it draws no face) and whatever its faces and static meshes reach beyond
 * (as the world buffer holds them); and the box of its see-through faces (alpha-tested, additive or blended): a window through which
 * whatever stands behind may show, portal or not; and the box of its and its static meshes' faces with an animated
 * texture, in any pass. Boxes are min x, y, z then max x, y, z; a room with no such faces has an empty box, which
 * meets nothing.
 */
public final class RoomBoxes {
    private static final RenderPass[] PASSES = RenderPass.values();

    private final float[] boxes;
    private final float[] windows;
    private final float[] animated;

    /** The boxes of {@code level}'s rooms, from its sector grids and {@code world}'s faces. */
    public static RoomBoxes of(Level level, WorldGeometry world) {
        return new RoomBoxes(level, world);
    }

    private RoomBoxes(Level level, WorldGeometry world) {
        var rooms = world.roomCount();
        boxes = new float[6 * rooms];
        windows = new float[6 * rooms];
        animated = new float[6 * rooms];
        for (int r = 0; r < rooms; r++) {
            var at = 6 * r;
            Boxes.empty(boxes, at);
            Boxes.empty(windows, at);
            Boxes.empty(animated, at);
            world.widenAnimated(animated, at, r);
            var room = level.rooms().get(r);
            if (room.numXSectors() > 0 && room.numZSectors() > 0) {
                Boxes.include(boxes, at, room.x(), room.yTop(), room.z());
                Boxes.include(boxes, at, room.x() + room.numXSectors() * 1024f, room.yBottom(),
                        room.z() + room.numZSectors() * 1024f);
            }
            for (var pass : PASSES) {
                world.widen(boxes, at, r, pass);
                if (pass != RenderPass.OPAQUE) {
                    world.widen(windows, at, r, pass);
                }
            }
        }
    }

    /** How far the nearest point of room {@code room}'s box lies from (x, y, z); 0 inside it. */
    public float distance(int room, float x, float y, float z) {
        var at = 6 * room;
        var dx = Math.max(Math.max(boxes[at] - x, 0), x - boxes[at + 3]);
        var dy = Math.max(Math.max(boxes[at + 1] - y, 0), y - boxes[at + 4]);
        var dz = Math.max(Math.max(boxes[at + 2] - z, 0), z - boxes[at + 5]);
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** The boxes of the rooms' geometry, six floats a room. */
    public float[] geometry() {
        return boxes;
    }

    /** The boxes of the rooms' see-through faces, six floats a room. */
    public float[] windows() {
        return windows;
    }

    /** The boxes of the rooms' faces with an animated texture, six floats a room. */
    public float[] animated() {
        return animated;
    }

    /** Whether room {@code room} has see-through faces. */
    public boolean hasWindow(int room) {
        return windows[6 * room] <= windows[6 * room + 3];
    }

    /** Whether room {@code room}'s geometry box meets the box from (minX, minY, minZ) to (maxX, maxY, maxZ). */
    public boolean meets(int room, float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        var at = 6 * room;
        return boxes[at] <= maxX && boxes[at + 3] >= minX && boxes[at + 1] <= maxY && boxes[at + 4] >= minY
                && boxes[at + 2] <= maxZ && boxes[at + 5] >= minZ;
    }
}
