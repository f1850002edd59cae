package org.tomblens.render.view;

import org.tomblens.format.model.Room;

/**
 * The middle of a room's sector in world units: the room's origin plus the sector's place in the grid,
 * 1024 units a side, and half a sector more (§3.2.3). Shared by the starting views and the viewer's flights.
 */
public final class SectorCentre {
    private static final float SECTOR = 1024f;

    private SectorCentre() {}

    /** World X of the middle of column {@code sectorX} of {@code room}. */
    public static float x(Room room, int sectorX) {
        return room.x() + sectorX * SECTOR + SECTOR / 2;
    }

    /** World Z of the middle of row {@code sectorZ} of {@code room}. */
    public static float z(Room room, int sectorZ) {
        return room.z() + sectorZ * SECTOR + SECTOR / 2;
    }
}
