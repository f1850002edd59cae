package org.tomblens.app.script.api;

import java.util.List;
import org.tomblens.format.floordata.FloorChain;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;

/**
 * The shape of a sector's floor and ceiling as trview's Sector gives it: the height of each corner in clicks (256
 * units), the floor's above the room's bottom and the ceiling's below the room's top, from the sector's heights,
 * its slants (§4.4.2–4.4.3) and its triangulation (§4.4.7); the tilts of its floor slant; and the diagonal each
 * surface is split along. Corners are in trview's order: the floor's 00, 01, 10, 11, the ceiling's 11, 10, 01, 00.
 */
record SectorShape(int[] floor, int[] ceiling, int tiltX, int tiltZ, String triangulation,
                   String ceilingTriangulation) {
    private static final int CLICK = 256;

    static SectorShape of(Room room, Sector sector, FloorChain chain) {
        var wall = sector.floor() == Sector.WALL_HEIGHT;
        // Depths below the room's bottom (floor) and top (ceiling), in clicks; a wall starts at the room's own.
        var floorY = wall ? room.yBottom() : sector.floorY();
        var ceilingY = wall ? room.yTop() : sector.ceiling() * CLICK;
        int[] floor = new int[4];
        int[] ceiling = new int[4];
        int tiltX = 0;
        int tiltZ = 0;
        String floorSplit = "None";
        String ceilingSplit = "None";
        for (var function : chain.functions()) {
            if (function instanceof FloorFunction.Slant slant && slant.surface() == Surface.FLOOR) {
                tiltX = slant.xSlope();
                tiltZ = slant.zSlope();
                lower(floor, slant.xSlope(), 0, 1, 2, 3);
                lower(floor, slant.zSlope(), 0, 2, 1, 3);
            } else if (function instanceof FloorFunction.Slant slant) {
                lower(ceiling, slant.xSlope(), 0, 1, 2, 3);
                lower(ceiling, slant.zSlope(), 0, 2, 1, 3);
            } else if (function instanceof FloorFunction.Triangulation t) {
                var corners = List.of(t.c00(), t.c01(), t.c10(), t.c11());
                var highest = corners.stream().mapToInt(Integer::intValue).max().orElse(0);
                var split = t.split() == FloorFunction.Triangulation.Split.DIAGONAL_01_10 ? "NWSE" : "NESW";
                for (int i = 0; i < 4; i++) {
                    if (t.surface() == Surface.FLOOR) {
                        floor[i] += highest - corners.get(i);
                    } else {
                        ceiling[3 - i] += highest - corners.get(i);
                    }
                }
                if (t.surface() == Surface.FLOOR) {
                    floorSplit = split;
                } else {
                    ceilingSplit = split;
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            // Java's division truncates towards zero, as trview's conversion to whole clicks does.
            floor[i] = (room.yBottom() - floorY - floor[i] * CLICK) / CLICK;
            ceiling[i] = (ceilingY - room.yTop() - ceiling[i] * CLICK) / CLICK;
        }
        return new SectorShape(floor, ceiling, tiltX, tiltZ, floorSplit, ceilingSplit);
    }

    /**
     * Adds a slope of {@code slope} clicks to the two corners it drops: the first pair for a positive slope, the
     * second for a negative one.
     */
    private static void lower(int[] corners, int slope, int a, int b, int c, int d) {
        if (slope > 0) {
            corners[a] += slope;
            corners[b] += slope;
        } else if (slope < 0) {
            corners[c] -= slope;
            corners[d] -= slope;
        }
    }

    List<Integer> floorCorners() {
        return List.of(floor[0], floor[1], floor[2], floor[3]);
    }

    List<Integer> ceilingCorners() {
        return List.of(ceiling[0], ceiling[1], ceiling[2], ceiling[3]);
    }
}
