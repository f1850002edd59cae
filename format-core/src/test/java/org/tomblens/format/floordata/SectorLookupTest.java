package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.tomblens.format.testing.SyntheticLevels.grid;
import static org.tomblens.format.testing.SyntheticLevels.level;
import static org.tomblens.format.testing.SyntheticLevels.room;
import static org.tomblens.format.testing.SyntheticLevels.sector;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;

/**
 * Sector lookup and heights on a small level built here. Room 0 (3 x 2 sectors at the origin) holds a floor
 * slant, a ceiling slant, a triangulated floor and ceiling with portal triangles, a plain sector open to the
 * room below and a wall; room 1 lies under it, room 2 over its sector (1, 1), room 3 under room 1's
 * sector (2, 0).
 */
class SectorLookupTest {
    private static final int NONE = Sector.NO_ROOM;

    private final SectorLookup lookup;

    SectorLookupTest() {
        var words = new FloorDataBuilder();
        var floorSlant = words.next();
        words.setup(0x02, 0, true).slopes(1, -2);
        var ceilingSlant = words.next();
        words.setup(0x03, 0, true).slopes(1, 1);
        var floorPortal = words.next();
        words.triangulation(0x0B, 0, 0, true).corners(0, 0, 0, 0);
        var ceilingPortal = words.next();
        words.triangulation(0x10, 0, 0, true).corners(0, 0, 0, 0);
        var lakeFloor = words.next();
        // trview-lake.trc room 2 sector (10, 5): floor 23 clicks, 0x0027 0x0010; its mesh has the corners
        // 00 at 5888 and 01, 10, 11 at 6144.
        words.triangulation(0x07, 1, 0, true).corners(1, 0, 0, 0);
        var raisedCeiling = words.next();
        words.triangulation(0x09, 0, -2, true).corners(0, 0, 0, 0);

        var upper = grid(3, 2, sector(0, 0, -12, NONE, NONE));
        upper[0][0] = sector(floorSlant, -2, -12, NONE, NONE);
        upper[0][1] = sector(ceilingSlant, 0, -8, NONE, NONE);
        upper[1][0] = sector(floorPortal, 0, -12, 1, NONE);
        upper[1][1] = sector(ceilingPortal, 0, -12, NONE, 2);
        upper[2][0] = sector(0, 0, -12, 1, NONE);
        upper[2][1] = sector(0, Sector.WALL_HEIGHT, Sector.WALL_HEIGHT, NONE, NONE);
        var lower = grid(3, 2, sector(0, 8, 0, NONE, 0));
        lower[0][1] = sector(lakeFloor, 23, 0, NONE, 0);
        lower[1][1] = sector(raisedCeiling, 8, -4, NONE, 0);
        lower[2][0] = sector(0, 8, 0, 3, 0);
        var above = grid(1, 1, sector(0, -12, -20, 0, 0));
        var bottom = grid(1, 1, sector(0, 16, 8, NONE, 1));

        var level = level(GameVersion.TR3, List.of(room(0, 0, upper), room(0, 0, lower), room(1024, 1024, above),
                room(2048, 0, bottom)), words.build(), List.of(), List.of());
        lookup = new SectorLookup(LevelFloorData.of(level));
    }

    @Test
    void aWorldPointFindsTheSectorOfItsRoomsGrid() {
        assertEquals(new SectorPosition(0, 1, 0), lookup.locate(0, 1500, 100));
        assertEquals(new SectorPosition(3, 0, 0), lookup.locate(3, 3071, 1023));
        assertNull(lookup.locate(0, 3072, 0), "X beyond the grid");
        assertNull(lookup.locate(0, -1, 0), "west of the room");
        assertNull(lookup.locate(9, 0, 0), "no such room");
    }

    /** §4.4.2: floor -2 clicks; X slope +1 adds 256 to corners 00 and 01, Z slope -2 adds 512 to 01 and 11. */
    @Test
    void aFloorSlantRaisesItsCornersAsTheSpecSays() {
        var sector = new SectorPosition(0, 0, 0);
        assertEquals(-256, lookup.surfaceY(sector, Surface.FLOOR, 0, 0));
        assertEquals(256, lookup.surfaceY(sector, Surface.FLOOR, 0, 1024));
        assertEquals(-512, lookup.surfaceY(sector, Surface.FLOOR, 1024, 0));
        assertEquals(0, lookup.surfaceY(sector, Surface.FLOOR, 1024, 1024));
        assertEquals(new SurfaceHeight(sector, -128), lookup.floor(0, 512, 512), "a plane: the corners' mean");
    }

    /** §4.4.3: ceiling -8 clicks; X slope +1 takes 256 off corners 10 and 11, Z slope +1 off 00 and 10. */
    @Test
    void aCeilingSlantLowersItsCornersAsTheSpecSays() {
        var sector = new SectorPosition(0, 0, 1);
        assertEquals(-2304, lookup.surfaceY(sector, Surface.CEILING, 0, 0));
        assertEquals(-2048, lookup.surfaceY(sector, Surface.CEILING, 0, 1024));
        assertEquals(-2560, lookup.surfaceY(sector, Surface.CEILING, 1024, 0));
        assertEquals(-2304, lookup.surfaceY(sector, Surface.CEILING, 1024, 1024));
    }

    @Test
    void aTriangulatedFloorTakesItsCornersFromTheCornerValuesAndItsTriangleHeights() {
        var sector = new SectorPosition(1, 0, 1);
        assertEquals(5888, lookup.surfaceY(sector, Surface.FLOOR, 0, 0));
        assertEquals(6144, lookup.surfaceY(sector, Surface.FLOOR, 0, 1024));
        assertEquals(6144, lookup.surfaceY(sector, Surface.FLOOR, 1024, 0));
        assertEquals(6144, lookup.surfaceY(sector, Surface.FLOOR, 1024, 1024));
        assertEquals(6144, lookup.surfaceY(sector, Surface.FLOOR, 900, 900), "the second triangle is flat");
    }

    /** The ceiling's first triangle (at corner 00) is raised by h2 = -2 clicks; the second stays at -4. */
    @Test
    void aTriangulatedCeilingRaisesTheTriangleItsHeightAdjustmentNames() {
        var sector = new SectorPosition(1, 1, 1);
        assertEquals(-1536, lookup.surfaceY(sector, Surface.CEILING, 100, 100));
        assertEquals(-1024, lookup.surfaceY(sector, Surface.CEILING, 900, 900));
    }

    @Test
    void aPortalTriangleLeadsToTheRoomBelowAndTheSolidOneDoesNot() {
        assertEquals(new SurfaceHeight(new SectorPosition(1, 1, 0), 2048), lookup.floor(0, 1024 + 100, 100));
        assertEquals(new SurfaceHeight(new SectorPosition(0, 1, 0), 0), lookup.floor(0, 1024 + 900, 900));
    }

    @Test
    void aPortalTriangleLeadsToTheRoomAboveAndTheSolidOneDoesNot() {
        assertEquals(new SurfaceHeight(new SectorPosition(0, 1, 1), -3072), lookup.ceiling(0, 1024 + 100, 1024 + 100));
        // Room 2 over it links back up to room 0: the links loop, and no ceiling is found.
        assertNull(lookup.ceiling(0, 1024 + 900, 1024 + 900));
    }

    @Test
    void anOpenSectorFollowsTheStackDownToTheLowestFloor() {
        assertEquals(new SurfaceHeight(new SectorPosition(3, 0, 0), 4096), lookup.floor(0, 2048 + 512, 512));
        assertEquals(List.of(1, 3), lookup.roomsBelow(0, 2048 + 512, 512));
        assertEquals(List.of(), lookup.roomsBelow(3, 2048 + 512, 512));
    }

    @Test
    void theRoomsAboveStopWhereTheLinksComeBack() {
        assertEquals(List.of(2), lookup.roomsAbove(0, 1024 + 900, 1024 + 900));
        assertEquals(List.of(0), lookup.roomsAbove(1, 512, 512));
    }

    @Test
    void aWallSectorHasNoFloor() {
        assertNull(lookup.floor(0, 2048 + 100, 1024 + 100));
        assertNull(lookup.floor(0, 5000, 100), "outside the room");
    }
}
