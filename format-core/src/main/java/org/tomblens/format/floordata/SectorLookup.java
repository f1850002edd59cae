package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sector;

/**
 * Finds sectors by world position and the floor and ceiling heights there, as the engines' collision
 * reads them: through slants (§4.4.2–4.4.3), triangulation (§4.4.7) and the rooms stacked below and above.
 *
 * <p>Heights are in TR units, Y down. Corner heights are exact; inside a sector the value is the plane the
 * engines' integer formula describes, to within a unit.
 */
public final class SectorLookup {
    private static final int SECTOR_SIZE = 1024;

    private final LevelFloorData floorData;
    private final Level level;

    public SectorLookup(LevelFloorData floorData) {
        this.floorData = floorData;
        this.level = floorData.level();
    }

    /** The sector of room {@code room} under world point (x, z), or null when the point is outside its grid. */
    public SectorPosition locate(int room, int worldX, int worldZ) {
        if (room < 0 || room >= level.rooms().size()) {
            return null;
        }
        var r = level.rooms().get(room);
        // §4.2: sector = ((X - room.x) / 1024, (Z - room.z) / 1024).
        var x = Math.floorDiv(worldX - r.x(), SECTOR_SIZE);
        var z = Math.floorDiv(worldZ - r.z(), SECTOR_SIZE);
        if (x < 0 || z < 0 || x >= r.numXSectors() || z >= r.numZSectors()) {
            return null;
        }
        return new SectorPosition(room, x, z);
    }

    /**
     * The floor under world point (x, z) of room {@code room}: where the sector opens onto a room below, the
     * floor of that room's sector, and so on down, as the engines follow it (a triangulated floor stops the
     * descent on its solid triangle). Null outside the room or in a wall sector.
     */
    public SurfaceHeight floor(int room, int worldX, int worldZ) {
        return surface(Surface.FLOOR, room, worldX, worldZ);
    }

    /** The ceiling over world point (x, z) of room {@code room}, followed up through rooms above likewise. */
    public SurfaceHeight ceiling(int room, int worldX, int worldZ) {
        return surface(Surface.CEILING, room, worldX, worldZ);
    }

    /** The rooms under the point, nearest first, through each sector's RoomBelow link. */
    public List<Integer> roomsBelow(int room, int worldX, int worldZ) {
        return stack(Surface.FLOOR, room, worldX, worldZ);
    }

    /** The rooms over the point, nearest first, through each sector's RoomAbove link. */
    public List<Integer> roomsAbove(int room, int worldX, int worldZ) {
        return stack(Surface.CEILING, room, worldX, worldZ);
    }

    /**
     * The height of this sector's own floor or ceiling at ({@code dx}, {@code dz}) units from its origin
     * (0..1024 each, so corners can be asked for), without following stacked rooms. A point on a triangulated
     * sector's diagonal takes the first triangle's height.
     */
    public int surfaceY(SectorPosition position, Surface surface, int dx, int dz) {
        var sector = position.sector(level);
        return surfaceY(sector, floorData.chain(sector.floorDataIndex()), surface, dx, dz);
    }

    private SurfaceHeight surface(Surface surface, int room, int worldX, int worldZ) {
        var position = locate(room, worldX, worldZ);
        if (position == null) {
            return null;
        }
        // A cycle of links cannot make this loop forever: no stack is deeper than the level has rooms.
        for (var step = 0; step < level.rooms().size(); step++) {
            var sector = position.sector(level);
            var chain = floorData.chain(sector.floorDataIndex());
            var dx = Math.floorMod(worldX - level.rooms().get(position.room()).x(), SECTOR_SIZE);
            var dz = Math.floorMod(worldZ - level.rooms().get(position.room()).z(), SECTOR_SIZE);
            var next = link(sector, surface);
            var triangles = triangulation(chain, surface);
            var solidHere = triangles != null && triangles.hasPortal()
                    && triangles.split().triangleAt(dx, dz) != triangles.portal();
            var further = next == Sector.NO_ROOM || solidHere ? null : locate(next, worldX, worldZ);
            if (further == null) {
                if (sector.floor() == Sector.WALL_HEIGHT) {
                    return null;
                }
                return new SurfaceHeight(position, surfaceY(sector, chain, surface, dx, dz));
            }
            position = further;
        }
        return null;
    }

    private List<Integer> stack(Surface surface, int room, int worldX, int worldZ) {
        var rooms = new ArrayList<Integer>();
        var position = locate(room, worldX, worldZ);
        while (position != null && rooms.size() < level.rooms().size()) {
            var next = link(position.sector(level), surface);
            if (next == Sector.NO_ROOM || rooms.contains(next) || next == room) {
                break;
            }
            rooms.add(next);
            position = locate(next, worldX, worldZ);
        }
        return List.copyOf(rooms);
    }

    private static int link(Sector sector, Surface surface) {
        return surface == Surface.FLOOR ? sector.roomBelow() : sector.roomAbove();
    }

    private static FloorFunction.Triangulation triangulation(FloorChain chain, Surface surface) {
        for (var function : chain.functions()) {
            if (function instanceof FloorFunction.Triangulation t && t.surface() == surface) {
                return t;
            }
        }
        return null;
    }

    /** {@link #surfaceY(SectorPosition, Surface, int, int)} of a sector found already, with its chain. */
    static int surfaceY(Sector sector, FloorChain chain, Surface surface, int dx, int dz) {
        var base = (surface == Surface.FLOOR ? sector.floor() : sector.ceiling()) * 256;
        for (var function : chain.functions()) {
            if (function instanceof FloorFunction.Slant slant && slant.surface() == surface) {
                // §4.4.2: a floor slope adds to the low side's corners; §4.4.3: a ceiling's mirrors it
                // (its X slope runs the other way).
                return surface == Surface.FLOOR
                        ? base + tilt(slant.zSlope(), dz) + tilt(slant.xSlope(), dx)
                        : base - tilt(slant.zSlope(), dz) - tilt(-slant.xSlope(), dx);
            }
            if (function instanceof FloorFunction.Triangulation triangles && triangles.surface() == surface) {
                return triangleY(base, triangles, dx, dz);
            }
        }
        return base;
    }

    /**
     * §4.4.7 as the engines' collision reads it: the triangle under the point is a slant raised by its
     * height adjustment, whose slopes are the ΔC differences along its two legs (the edges parallel to X
     * and Z that meet at the corner naming it). A ceiling's ΔC values are depths, and its nibbles name the
     * corners mirrored in Z (the nibble §4.4.7 calls ΔC00 belongs to the ceiling's corner 01).
     */
    private static int triangleY(int base, FloorFunction.Triangulation triangles, int dx, int dz) {
        var triangle = triangles.split().triangleAt(Math.min(dx, SECTOR_SIZE - 1), Math.min(dz, SECTOR_SIZE - 1));
        var floor = triangles.surface() == Surface.FLOOR;
        var alongZ = Corner.at(triangle.x(), 1 - triangle.z());
        var alongX = Corner.at(1 - triangle.x(), triangle.z());
        var zSlope = legSlope(triangles, triangle, alongZ, triangle.z(), floor);
        var xSlope = legSlope(triangles, triangle, alongX, triangle.x(), floor);
        var y = base + 256 * triangles.heightDelta(triangle);
        return floor ? y + tilt(zSlope, dz) + tilt(xSlope, dx) : y - tilt(zSlope, dz) - tilt(xSlope, dx);
    }

    /** ΔC at the leg's far end (coordinate 1) minus ΔC at its near end (coordinate 0). */
    private static int legSlope(FloorFunction.Triangulation triangles, Corner corner, Corner other,
                                int cornerCoordinate, boolean floor) {
        var far = cornerCoordinate == 1 ? corner : other;
        var near = cornerCoordinate == 1 ? other : corner;
        return delta(triangles, far, floor) - delta(triangles, near, floor);
    }

    private static int delta(FloorFunction.Triangulation triangles, Corner corner, boolean floor) {
        return floor ? triangles.corner(corner) : triangles.corner(Corner.at(corner.x(), 1 - corner.z()));
    }

    /**
     * The engines' slope term: a slope of {@code slope} clicks across the sector, {@code d} units (0..1024)
     * along it; a positive slope is highest at d = 1024.
     */
    private static int tilt(int slope, int d) {
        return slope >= 0 ? slope * (SECTOR_SIZE - d) / 4 : -slope * d / 4;
    }
}
