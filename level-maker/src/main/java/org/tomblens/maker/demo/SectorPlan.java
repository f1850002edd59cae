package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Sector;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.demo.FloorDataBuilder.Function;

/**
 * One sector of a room's plan ({@link RoomBuilder}). Heights are in clicks, Y down (a higher floor has a smaller
 * value).
 */
final class SectorPlan {
    boolean wall;
    int floor;
    int ceiling;
    /** §4.4.2 floor slopes in clicks; the floor value is the sector's highest point. */
    int slopeX;
    int slopeZ;
    /** The room this border sector is a doorway into, or -1. */
    int doorTo = -1;
    int roomBelow = Sector.NO_ROOM;
    int roomAbove = Sector.NO_ROOM;
    Tile floorTile;
    Tile ceilingTile;
    /** What the faces this sector shows its neighbours wear (a wall's face, a step up to this floor). */
    Tile wallTile;
    int box = RoomBuilder.NO_BOX;
    final List<Function> functions = new ArrayList<>();

    boolean open() {
        return !wall && doorTo < 0;
    }

    /**
     * §4.4.2: the floor's Y at corner (cx, cz). A positive X slope lowers the corners at x = 0, a
     * negative one those at x = 1; a positive Z slope lowers those at z = 0, a negative one those at z = 1.
     */
    int floorY(int cx, int cz) {
        var y = floor * RoomBuilder.CLICK;
        if (slopeX > 0 && cx == 0 || slopeX < 0 && cx == 1) {
            y += Math.abs(slopeX) * RoomBuilder.CLICK;
        }
        if (slopeZ > 0 && cz == 0 || slopeZ < 0 && cz == 1) {
            y += Math.abs(slopeZ) * RoomBuilder.CLICK;
        }
        return y;
    }

    int ceilingY() {
        return ceiling * RoomBuilder.CLICK;
    }
}
