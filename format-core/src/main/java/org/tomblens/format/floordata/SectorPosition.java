package org.tomblens.format.floordata;

import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;

/**
 * A sector named by its room and its place in the room's grid: {@code x} along world X, {@code z} along
 * world Z; it is entry {@code z + x * numZSectors} of the room's sector array (§3.2.3).
 */
public record SectorPosition(int room, int x, int z) {

    /** The sector's index in its room's sector array. */
    public int index(Room owner) {
        return z + x * owner.numZSectors();
    }

    /** The sector itself, or null when the position is outside the level. */
    public Sector sector(Level level) {
        if (room < 0 || room >= level.rooms().size()) {
            return null;
        }
        return level.rooms().get(room).sector(x, z);
    }

    @Override
    public String toString() {
        return "room " + room + " (" + x + ", " + z + ")";
    }
}
