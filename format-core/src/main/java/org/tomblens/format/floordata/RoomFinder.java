package org.tomblens.format.floordata;

import java.util.function.IntUnaryOperator;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sector;

/**
 * Which room holds a point, found the way the engines keep track of an entity's room: from the room it was in,
 * look up the sector under the point (clamped into the room's grid, whose outer ring is walls and doorways), go
 * through a doorway (a portal function, §4.4.1) into the room it names, and on through the floor or the ceiling
 * (RoomBelow, RoomAbove, §3.2.3) while the point lies beyond them. A room's bounding box does not say where it
 * is: in real levels boxes hold doorway rings, neighbours' corners and whole rooms of flip maps and trains.
 *
 * <p>A viewpoint that jumps (a fly-to), leaves the rooms or starts afresh is found again among the shown rooms
 * whose open space holds it ({@link #locate}): the one the fewest portals away from where it was (or from the
 * room it was placed in), so that of two rooms in one place — a train and the track it stands on, a room over a
 * room — the one joined to where the viewpoint came from wins; the smaller breaks a tie.
 *
 * <p>Everything a lookup needs is decoded once and its scratch space allocated once, so a lookup allocates
 * nothing; a finder is for one thread at a time.
 */
public final class RoomFinder {
    /** How far a viewpoint may stray above a ceiling or below a floor and still count as in the room. */
    public static final float SLACK = 128f;
    private static final int SECTOR = 1024;
    private static final int NONE = -1;

    private final Level level;
    private final LevelFloorData floorData;
    /** Per room, per sector (the room's sector-array order): the room a doorway there leads to, or -1. */
    private final int[][] doorways;
    /** Per room, per sector: the highest point of its ceiling and the lowest of its floor, over its corners. */
    private final int[][] ceilingTop;
    private final int[][] floorBottom;
    /** Per room: the base room whose alternate it is, or -1. */
    private final int[] baseOf;
    /** Per room: its floor area times its height, to prefer the smaller of two rooms in one place. */
    private final double[] volume;
    private final PortalSteps steps;

    private RoomFinder(LevelFloorData floorData) {
        level = floorData.level();
        this.floorData = floorData;
        var rooms = level.rooms();
        doorways = new int[rooms.size()][];
        ceilingTop = new int[rooms.size()][];
        floorBottom = new int[rooms.size()][];
        baseOf = FlipState.bases(rooms);
        volume = new double[rooms.size()];
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var count = room.sectors().size();
            doorways[r] = new int[count];
            ceilingTop[r] = new int[count];
            floorBottom[r] = new int[count];
            for (int i = 0; i < count; i++) {
                var sector = room.sectors().get(i);
                var chain = floorData.chain(sector.floorDataIndex());
                doorways[r][i] = doorway(chain, rooms.size());
                ceilingTop[r][i] = extreme(sector, chain, Surface.CEILING, false);
                floorBottom[r][i] = extreme(sector, chain, Surface.FLOOR, true);
            }
            volume[r] = (double) room.numXSectors() * room.numZSectors() * Math.max(1, room.yBottom() - room.yTop());
        }
        steps = new PortalSteps(rooms);
    }

    public static RoomFinder of(LevelFloorData floorData) {
        return new RoomFinder(floorData);
    }

    public Level level() {
        return level;
    }

    /** The FloorData the rooms' doorways and heights were read from. */
    public LevelFloorData floorData() {
        return floorData;
    }

    /**
     * The room the engines move a point at (x, y, z) into from {@code room}: through doorways, then down or up
     * through the floor and ceiling links while the point lies beyond them. {@code active} names the room that
     * stands in each place under the flip maps that are on (the identity when none is); the links name base
     * rooms, and a flipped place is entered in its alternate. Returns {@code room}'s own place when nothing
     * leads elsewhere; -1 for a room the level does not have.
     */
    public int follow(int room, IntUnaryOperator active, float x, float y, float z) {
        if (room < 0 || room >= doorways.length) {
            return NONE;
        }
        // Start from whatever stands in the room's place now: an alternate's place is its base's.
        var current = active.applyAsInt(baseOf[room] >= 0 ? baseOf[room] : room);
        // Each step enters another room; a level has no more places than rooms, so a cycle of bad links ends.
        for (int step = 0; step <= doorways.length; step++) {
            if (doorways[current].length == 0) {
                return current;
            }
            var sector = Math.min(clampedSector(current, x, z), doorways[current].length - 1);
            var through = doorways[current][sector];
            if (through == NONE) {
                var here = level.rooms().get(current).sectors().get(sector);
                var flatFloor = here.floorY();
                var flatCeiling = here.ceilingY();
                if (here.hasRoomBelow() && y > flatFloor && here.roomBelow() < doorways.length) {
                    through = here.roomBelow();
                } else if (here.hasRoomAbove() && y < flatCeiling && here.roomAbove() < doorways.length) {
                    through = here.roomAbove();
                }
            }
            if (through == NONE) {
                return current;
            }
            var next = active.applyAsInt(through);
            if (next == current) {
                return current;
            }
            current = next;
        }
        return current;
    }

    /**
     * True when (x, y, z) lies in the open space of {@code room}: inside its grid, on a sector that is neither
     * solid nor a doorway, between that sector's ceiling and floor (anywhere between their highest and lowest
     * corners, give or take {@code slack} units).
     */
    public boolean holds(int room, float x, float y, float z, float slack) {
        if (room < 0 || room >= doorways.length) {
            return false;
        }
        var owner = level.rooms().get(room);
        var sectorX = (int) Math.floor((x - owner.x()) / SECTOR);
        var sectorZ = (int) Math.floor((z - owner.z()) / SECTOR);
        if (sectorX < 0 || sectorZ < 0 || sectorX >= owner.numXSectors() || sectorZ >= owner.numZSectors()) {
            return false;
        }
        var index = sectorZ + sectorX * owner.numZSectors();
        if (index >= doorways[room].length) {
            return false;
        }
        var sector = owner.sectors().get(index);
        return sector.floor() != Sector.WALL_HEIGHT && doorways[room][index] == NONE
                && y >= ceilingTop[room][index] - slack && y <= floorBottom[room][index] + slack;
    }

    /**
     * The room holding (x, y, z) for a viewpoint that was last in {@code previous} (-1 when that is not known):
     * followed from there when it is still in open space, else the shown room whose open space holds the point
     * the fewest portals away from where following led (the smallest among equals); -1 when no shown room
     * holds it.
     */
    public int locate(int previous, IntUnaryOperator active, float x, float y, float z) {
        var followed = previous >= 0 && previous < doorways.length ? follow(previous, active, x, y, z) : NONE;
        if (followed >= 0 && holds(followed, x, y, z, SLACK)) {
            return followed;
        }
        steps.measureFrom(followed, active);
        var best = NONE;
        for (int r = 0; r < doorways.length; r++) {
            if (isShown(r, active) && holds(r, x, y, z, SLACK) && (best < 0 || steps.to(r) < steps.to(best)
                    || steps.to(r) == steps.to(best) && volume[r] < volume[best])) {
                best = r;
            }
        }
        return best;
    }

    /** True when {@code room} stands in its place now: a base room not flipped away, or an alternate flipped in. */
    public boolean isShown(int room, IntUnaryOperator active) {
        var base = baseOf(room);
        return base >= 0 ? active.applyAsInt(base) == room : active.applyAsInt(room) == room;
    }

    /** The room {@code alternate} stands in for, or -1 when it is nobody's alternate. */
    public int baseOf(int alternate) {
        return alternate >= 0 && alternate < baseOf.length ? baseOf[alternate] : NONE;
    }

    /** The sector under (x, z), clamped into the room's grid as the engines do: outside it, the nearest edge. */
    private int clampedSector(int room, float x, float z) {
        var owner = level.rooms().get(room);
        var sectorX = Math.max(0, Math.min(owner.numXSectors() - 1, (int) Math.floor((x - owner.x()) / SECTOR)));
        var sectorZ = Math.max(0, Math.min(owner.numZSectors() - 1, (int) Math.floor((z - owner.z()) / SECTOR)));
        return sectorZ + sectorX * owner.numZSectors();
    }

    /** §4.4.1: the room a sector's portal function leads into, or -1. */
    private static int doorway(FloorChain chain, int roomCount) {
        for (var function : chain.functions()) {
            if (function instanceof FloorFunction.Portal portal && portal.room() >= 0 && portal.room() < roomCount) {
                return portal.room();
            }
        }
        return NONE;
    }

    /** The lowest (largest Y) or highest (smallest Y) point of a sector's own floor or ceiling over its corners. */
    private static int extreme(Sector sector, FloorChain chain, Surface surface, boolean lowest) {
        var extreme = lowest ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int corner = 0; corner < 4; corner++) {
            var y = SectorLookup.surfaceY(sector, chain, surface, (corner & 1) * SECTOR, (corner >> 1) * SECTOR);
            extreme = lowest ? Math.max(extreme, y) : Math.min(extreme, y);
        }
        return extreme;
    }
}
