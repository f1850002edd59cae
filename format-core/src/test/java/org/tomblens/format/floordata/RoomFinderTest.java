package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sector;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.PortalCrossings;

/**
 * Where the corpus levels' sectors say a point is (§3.2.3, §4.4.1): every room's open space is its own, a
 * doorway leads into the room it names, and a hole in the floor into the room below — whatever other rooms'
 * bounding boxes also hold the point.
 */
class RoomFinderTest {
    private static final IntUnaryOperator NO_FLIPS = room -> room;

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    private record Place(int room, int sectorX, int sectorZ) {}

    @ParameterizedTest
    @MethodSource("levels")
    void theMiddleOfEveryOpenSectorIsInItsOwnRoomFollowedOrFoundAfresh(Path file) {
        var level = CorpusCache.level(file);
        var floorData = LevelFloorData.of(level);
        var finder = RoomFinder.of(floorData);
        var misplaced = new ArrayList<String>();
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var flips = showing(level, r);
            for (int x = 0; x < room.numXSectors(); x++) {
                for (int z = 0; z < room.numZSectors(); z++) {
                    var sector = room.sector(x, z);
                    if (!isOpenRoom(level, sector) || hasDoorway(floorData, sector)
                            || sector.floorY() - sector.ceilingY() < 512) {
                        continue;
                    }
                    var px = room.x() + x * 1024 + 512f;
                    var pz = room.z() + z * 1024 + 512f;
                    var py = (sector.floorY() + sector.ceilingY()) / 2f;
                    if (finder.follow(r, flips, px, py, pz) != r || !finder.holds(r, px, py, pz, 0)
                            || finder.locate(r, flips, px, py, pz) != r) {
                        misplaced.add(new Place(r, x, z).toString());
                    }
                }
            }
        }
        assertEquals(new ArrayList<String>(), misplaced);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void aDoorwayLeadsIntoTheRoomItsPortalFunctionNames(Path file) {
        var level = CorpusCache.level(file);
        var floorData = LevelFloorData.of(level);
        var finder = RoomFinder.of(floorData);
        var wrong = new ArrayList<String>();
        for (var position : floorData.sectors()) {
            var from = position.room();
            for (var function : floorData.chain(position).functions()) {
                if (!(function instanceof FloorFunction.Portal portal) || portal.room() >= level.rooms().size()) {
                    continue;
                }
                var room = level.rooms().get(from);
                var px = room.x() + position.x() * 1024 + 512f;
                var pz = room.z() + position.z() * 1024 + 512f;
                var beyond = level.rooms().get(portal.room());
                var there = beyond.sector((int) Math.floor((px - beyond.x()) / 1024), (int) Math.floor((pz - beyond.z()) / 1024));
                if (!isOpenRoom(level, there) || hasDoorway(floorData, there) || there.floorY() - there.ceilingY() < 512) {
                    continue;
                }
                var py = (there.floorY() + there.ceilingY()) / 2f;
                var flips = showing(level, from);
                var found = finder.follow(from, flips, px, py, pz);
                if (found != flips.applyAsInt(portal.room())) {
                    wrong.add(position + " -> " + portal.room() + " but found " + found);
                }
            }
        }
        assertEquals(new ArrayList<String>(), wrong);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void belowAFloorThatOpensOntoARoomThePointIsInThatRoom(Path file) {
        var level = CorpusCache.level(file);
        var floorData = LevelFloorData.of(level);
        var finder = RoomFinder.of(floorData);
        var wrong = new ArrayList<String>();
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            for (int x = 0; x < room.numXSectors(); x++) {
                for (int z = 0; z < room.numZSectors(); z++) {
                    var sector = room.sector(x, z);
                    if (!sector.hasRoomBelow() || sector.roomBelow() >= level.rooms().size() || hasDoorway(floorData, sector)) {
                        continue;
                    }
                    var px = room.x() + x * 1024 + 512f;
                    var pz = room.z() + z * 1024 + 512f;
                    var below = level.rooms().get(sector.roomBelow());
                    var under = below.sector((int) Math.floor((px - below.x()) / 1024), (int) Math.floor((pz - below.z()) / 1024));
                    if (!isOpenRoom(level, under) || hasDoorway(floorData, under) || under.hasRoomBelow()
                            || under.floorY() - sector.floorY() < 512) {
                        continue;
                    }
                    var py = sector.floorY() + 256f;
                    var flips = showing(level, r);
                    var found = finder.follow(r, flips, px, py, pz);
                    if (found != flips.applyAsInt(sector.roomBelow())) {
                        wrong.add(new Place(r, x, z) + " -> " + sector.roomBelow() + " but found " + found);
                    }
                }
            }
        }
        assertEquals(new ArrayList<String>(), wrong);
    }

    /**
     * A viewpoint that moves across a portal from the owner's open space to the open space of the room beyond
     * ends in the room beyond, step by step followed — never in another room that shares the place.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void crossingAPortalLeadsIntoTheRoomBeyondIt(Path file) {
        var level = CorpusCache.level(file);
        var crossings = PortalCrossings.cross(level);
        assertEquals(List.of(), crossings.wrong());
        // The TR-Rando test levels and the retail-size one are whole game levels, with doorways to walk through.
        var name = file.getFileName().toString();
        if (name.startsWith("rando-") || name.startsWith("goldmask-")) {
            assertTrue(crossings.crossed() > 0, "no portal could be crossed");
        }
    }

    /** A sector of open space: inside a grid, not solid (height -127, §4.3). */
    private static boolean isOpenRoom(Level level, Sector sector) {
        return sector != null && sector.floor() != Sector.WALL_HEIGHT && sector.ceiling() != Sector.WALL_HEIGHT;
    }

    private static boolean hasDoorway(LevelFloorData floorData, Sector sector) {
        return floorData.chain(sector.floorDataIndex()).functions().stream()
                .anyMatch(f -> f instanceof FloorFunction.Portal);
    }

    /**
     * The flip state in which {@code room} is shown: none for a base room; for an alternate (§3.4.4), the one in
     * which it stands in its base room's place (links name base rooms, and lead into what stands there).
     */
    private static IntUnaryOperator showing(Level level, int room) {
        var base = FlipState.bases(level.rooms())[room];
        return base < 0 ? NO_FLIPS : r -> r == base ? room : r;
    }
}
