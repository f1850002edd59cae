package org.tomblens.render.overlay;

import org.tomblens.format.floordata.SectorLookup;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sector;

/**
 * Where an overlay on a sector's floor lies: the floor's four corners, lifted a little (a wall's at its room's
 * bottom).
 */
final class SectorFloor {
    /** Overlays float this far above their surface (up is -Y) so they do not flicker against it. */
    static final float LIFT = 6f;
    private static final int[][] CORNER_OFFSETS = {{0, 0}, {1024, 0}, {1024, 1024}, {0, 1024}};

    private final Level level;
    private final SectorLookup lookup;

    SectorFloor(Level level, SectorLookup lookup) {
        this.level = level;
        this.lookup = lookup;
    }

    /** Writes the corners of a sector's floor into {@code into} (four points); false if there is no such sector. */
    boolean corners(SectorPosition position, float[][] into) {
        var sector = position.sector(level);
        if (sector == null) {
            return false;
        }
        var room = level.rooms().get(position.room());
        var x0 = room.x() + position.x() * 1024f;
        var z0 = room.z() + position.z() * 1024f;
        var wall = sector.floor() == Sector.WALL_HEIGHT;
        for (int i = 0; i < 4; i++) {
            var offset = CORNER_OFFSETS[i];
            var y = wall ? room.yBottom() : lookup.surfaceY(position, Surface.FLOOR, offset[0], offset[1]);
            into[i][0] = x0 + offset[0];
            into[i][1] = y - LIFT;
            into[i][2] = z0 + offset[1];
        }
        return true;
    }
}
