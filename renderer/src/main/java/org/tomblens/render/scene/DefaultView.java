package org.tomblens.render.scene;

import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;

/**
 * Where a camera first stands: in Lara's start room (the first room when there is no Lara) at eye height,
 * looking along the room's longest axis towards its far side; or, for a chosen room, at one end of that
 * axis looking down it.
 */
public final class DefaultView {
    /** Eye height above the floor, about Lara's. */
    public static final int EYE_HEIGHT = 700;
    /** How far behind Lara the starting camera stands. */
    private static final int BEHIND = 1280;
    private static final int LARA = 0;

    private DefaultView() {}

    /** Places {@code camera} at the level's starting view. */
    public static Camera start(Level level, Camera camera) {
        for (var entity : level.entities()) {
            if (entity.type() == LARA && entity.room() < level.rooms().size()) {
                var room = level.rooms().get(entity.room());
                var alongX = room.numXSectors() >= room.numZSectors();
                var centre = alongX ? room.x() + room.numXSectors() * 512f : room.z() + room.numZSectors() * 512f;
                var from = alongX ? entity.x() : entity.z();
                var forward = centre >= from ? 1 : -1;
                var yaw = yawAlong(alongX, forward > 0);
                var eyeY = entity.y() - EYE_HEIGHT;
                // A sector behind her, so she is in view; else a sector ahead, so she is not in the way.
                for (var step : new int[] {-BEHIND, BEHIND, 0}) {
                    var x = entity.x() + (alongX ? forward * step : 0);
                    var z = entity.z() + (alongX ? 0 : forward * step);
                    if (step == 0 || isOpen(room, x, z, eyeY)) {
                        return camera.place(x, eyeY, z, yaw, step < 0 ? (float) Math.toRadians(-8) : 0);
                    }
                }
            }
        }
        return room(level, 0, camera);
    }

    /** True when (x, z) is open floor of {@code room} with its ceiling above {@code eyeY}. */
    private static boolean isOpen(Room room, float x, float z, float eyeY) {
        var sector = room.sector((int) Math.floor((x - room.x()) / 1024f), (int) Math.floor((z - room.z()) / 1024f));
        return sector != null && sector.floor() != Sector.WALL_HEIGHT && sector.ceilingY() < eyeY - 64
                && sector.floorY() > eyeY;
    }

    /** Places {@code camera} one sector in from one end of room {@code index}'s longest axis, looking down it. */
    public static Camera room(Level level, int index, Camera camera) {
        if (index < 0 || index >= level.rooms().size()) {
            return camera.place(0, -EYE_HEIGHT, 0, 0, 0);
        }
        var room = level.rooms().get(index);
        var alongX = room.numXSectors() >= room.numZSectors();
        // One sector inside the outer wall ring, in the middle of the short axis.
        var sectorX = alongX ? Math.min(1, room.numXSectors() - 1) : room.numXSectors() / 2;
        var sectorZ = alongX ? room.numZSectors() / 2 : Math.min(1, room.numZSectors() - 1);
        var x = SectorCentre.x(room, sectorX);
        var z = SectorCentre.z(room, sectorZ);
        return camera.place(x, eyeLevel(room, sectorX, sectorZ), z, yawAlong(alongX, true), 0);
    }

    private static float eyeLevel(Room room, int sectorX, int sectorZ) {
        var sector = room.sector(sectorX, sectorZ);
        if (sector == null || sector.floor() == Sector.WALL_HEIGHT) {
            return (room.yTop() + room.yBottom()) / 2f;
        }
        var floor = sector.floorY();
        var ceiling = sector.ceilingY();
        // Stay below the ceiling in low rooms.
        return Math.max(floor - EYE_HEIGHT, Math.min(floor - 64, (floor + ceiling) / 2f));
    }

    /** Yaw looking along +X or +Z (positive) or -X or -Z. */
    private static float yawAlong(boolean alongX, boolean positive) {
        var degrees = alongX ? (positive ? 90 : -90) : (positive ? 0 : 180);
        return (float) Math.toRadians(degrees);
    }
}
