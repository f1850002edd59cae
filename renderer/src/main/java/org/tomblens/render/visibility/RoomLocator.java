package org.tomblens.render.visibility;

import java.util.List;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Room;

/** Finds the room a point lies in, among the rooms shown now. */
public final class RoomLocator {
    private RoomLocator() {}

    /**
     * The shown room whose floor plan and height range hold (x, y, z), preferring one whose sector there is
     * not a wall and, among overlapping rooms, the smallest; -1 when the point is in no room.
     */
    public static int find(List<Room> rooms, FlipState flips, float x, float y, float z) {
        var best = -1;
        var bestVolume = Double.MAX_VALUE;
        var bestOpen = false;
        for (int i = 0; i < rooms.size(); i++) {
            if (!flips.isShown(i)) {
                continue;
            }
            var room = rooms.get(i);
            var sectorX = (int) Math.floor((x - room.x()) / 1024f);
            var sectorZ = (int) Math.floor((z - room.z()) / 1024f);
            var sector = room.sector(sectorX, sectorZ);
            if (sector == null || y < room.yTop() || y > room.yBottom()) {
                continue;
            }
            var open = sector.floor() != org.tomblens.format.model.Sector.WALL_HEIGHT;
            var volume = (double) room.numXSectors() * room.numZSectors() * Math.max(1, room.yBottom() - room.yTop());
            if (best < 0 || (open && !bestOpen) || (open == bestOpen && volume < bestVolume)) {
                best = i;
                bestVolume = volume;
                bestOpen = open;
            }
        }
        return best;
    }
}
