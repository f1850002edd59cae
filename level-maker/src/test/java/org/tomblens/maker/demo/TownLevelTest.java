package org.tomblens.maker.demo;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.read.LevelReader;

/**
 * The retail-size town read back from the bytes the generator writes: it reads to its last byte, its
 * portals join rooms that exist through the faces they share, its FloorData decodes, and its counts are
 * those of a large retail level.
 */
class TownLevelTest {
    private static final int ROOMS = TownLevelGenerator.DEFAULT_ROOMS;
    private static byte[] bytes;
    private static Level level;

    @BeforeAll
    static void readTheTown() {
        bytes = TownLevelGenerator.generateBytes(ROOMS);
        // The reader fails on any byte left after the last sample, so reading is consuming exactly.
        level = LevelReader.read(bytes, TownLevelGenerator.fileName(ROOMS));
    }

    @Test
    void readingTheWrittenTownGivesBackTheModelThatWasWritten() {
        assertEquals(TownLevelGenerator.generate(ROOMS), level);
        assertEquals(List.of(), level.warnings());
    }

    @Test
    void theSameRoomCountGivesTheSameBytes() {
        assertArrayEquals(bytes, TownLevelGenerator.generateBytes(ROOMS));
    }

    @Test
    void itsCountsAreThoseOfALargeRetailLevel() {
        assertEquals(ROOMS, level.rooms().size());
        var triangles = level.rooms().stream().mapToInt(r -> 2 * r.quads().size() + r.triangles().size()).sum();
        assertTrue(triangles >= 30_000 && triangles <= 60_000, triangles + " room triangles");
        assertTrue(level.entities().size() >= 100, level.entities().size() + " entities");
        var statics = level.rooms().stream().mapToInt(r -> r.staticMeshes().size()).sum();
        assertTrue(statics >= 100, statics + " statics");
    }

    @Test
    void roomsStandOnThreeStoreysJoinedByFloorAndCeilingPortals() {
        var storeys = new HashSet<Integer>();
        level.rooms().forEach(room -> storeys.add(Math.floorDiv(room.yBottom(), 16 * 256)));
        assertEquals(3, storeys.size(), storeys.toString());
        var vertical = level.rooms().stream().flatMap(r -> r.portals().stream()).filter(p -> p.normal().y() != 0)
                .count();
        assertTrue(vertical >= 4, vertical + " floor and ceiling portals");
    }

    @Test
    void everyPortalLeadsToAnExistingRoomWhoseTwinPortalHasTheSameCornersFacingBack() {
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            for (var portal : room.portals()) {
                var target = portal.adjoiningRoom();
                assertTrue(target >= 0 && target < level.rooms().size() && target != r, r + " -> " + target);
                var other = level.rooms().get(target);
                var from = r;
                var twins = other.portals().stream().filter(p -> p.adjoiningRoom() == from
                        && worldCorners(other, p).equals(worldCorners(room, portal))).toList();
                assertEquals(1, twins.size(), r + " <-> " + target);
                var n = portal.normal();
                assertEquals(new Vertex(-n.x(), -n.y(), -n.z()), twins.get(0).normal());
            }
        }
    }

    @Test
    void everyWallPortalLiesOnTheWallFaceBetweenTheTwoRoomsInteriors() {
        for (var room : level.rooms()) {
            for (var portal : room.portals()) {
                var n = portal.normal();
                if (n.y() != 0) {
                    continue;
                }
                var other = level.rooms().get(portal.adjoiningRoom());
                var alongX = n.x() != 0;
                // The normal points into this room: the other room lies on the side it points away from.
                var beyondPositive = (alongX ? n.x() : n.z()) < 0;
                var plane = beyondPositive ? interiorEnd(room, alongX) : interiorStart(room, alongX);
                var otherPlane = beyondPositive ? interiorStart(other, alongX) : interiorEnd(other, alongX);
                assertEquals(plane, otherPlane, "the rooms' interiors meet");
                for (var v : portal.vertices()) {
                    assertEquals(plane, alongX ? room.x() + v.x() : room.z() + v.z(), portal.toString());
                    var across = alongX ? room.z() + v.z() : room.x() + v.x();
                    for (var either : List.of(room, other)) {
                        assertTrue(across >= interiorStart(either, !alongX) && across <= interiorEnd(either, !alongX));
                        assertTrue(v.y() >= either.yTop() && v.y() <= either.yBottom(), portal.toString());
                    }
                }
            }
        }
    }

    /** World X (or Z) where a room's interior begins: past its ring of wall sectors. */
    private static int interiorStart(Room room, boolean alongX) {
        return (alongX ? room.x() : room.z()) + 1024;
    }

    private static int interiorEnd(Room room, boolean alongX) {
        return (alongX ? room.x() + room.numXSectors() * 1024 : room.z() + room.numZSectors() * 1024) - 1024;
    }

    @Test
    void everyFloorOrCeilingPortalLiesWhereOneRoomsFloorIsTheOthersCeiling() {
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            for (var portal : room.portals()) {
                if (portal.normal().y() == 0) {
                    continue;
                }
                var down = portal.normal().y() < 0;
                var other = level.rooms().get(portal.adjoiningRoom());
                var corners = portal.vertices();
                var y = corners.get(0).y();
                corners.forEach(v -> assertEquals(y, v.y(), "a level portal"));
                var minX = corners.stream().mapToInt(Vertex::x).min().orElseThrow() / 1024;
                var maxX = corners.stream().mapToInt(Vertex::x).max().orElseThrow() / 1024;
                var minZ = corners.stream().mapToInt(Vertex::z).min().orElseThrow() / 1024;
                var maxZ = corners.stream().mapToInt(Vertex::z).max().orElseThrow() / 1024;
                for (int x = minX; x < maxX; x++) {
                    for (int z = minZ; z < maxZ; z++) {
                        var here = room.sector(x, z);
                        var there = other.sector((room.x() - other.x()) / 1024 + x, (room.z() - other.z()) / 1024 + z);
                        assertNotNull(there, "the other room spans the portal");
                        assertEquals(portal.adjoiningRoom(), down ? here.roomBelow() : here.roomAbove());
                        assertEquals(r, down ? there.roomAbove() : there.roomBelow());
                        assertEquals(y, down ? here.floorY() : here.ceilingY());
                        assertEquals(y, down ? there.ceilingY() : there.floorY());
                    }
                }
            }
        }
    }

    @Test
    void everyRoomCanBeReachedFromLarasThroughPortals() {
        var lara = level.entities().get(0);
        assertEquals(DemoModels.LARA, lara.type());
        var reached = new HashSet<Integer>(Set.of(lara.room()));
        var queue = new ArrayDeque<Integer>(reached);
        while (!queue.isEmpty()) {
            for (var portal : level.rooms().get(queue.poll()).portals()) {
                if (reached.add(portal.adjoiningRoom())) {
                    queue.add(portal.adjoiningRoom());
                }
            }
        }
        assertEquals(ROOMS, reached.size());
    }

    @Test
    void everySectorsFloorDataDecodesAndItsPortalsNameRoomsTheRoomHasPortalsTo() {
        var floorData = LevelFloorData.of(level);
        assertFalse(floorData.sectors().isEmpty());
        for (var position : floorData.sectors()) {
            var chain = floorData.chain(position);
            assertTrue(chain.ok(), position + ": " + chain.problemText());
            for (var function : chain.functions()) {
                if (function instanceof FloorFunction.Portal portal) {
                    var targets = level.rooms().get(position.room()).portals().stream().map(Portal::adjoiningRoom).toList();
                    assertTrue(targets.contains(portal.room()), position + " -> " + portal.room());
                }
            }
        }
    }

    @Test
    void everyEntityStandsOnTheFloorOfAnOpenSectorOfItsRoom() {
        for (var entity : level.entities()) {
            var room = level.rooms().get(entity.room());
            var sector = room.sector((entity.x() - room.x()) / 1024, (entity.z() - room.z()) / 1024);
            assertNotNull(sector, entity.toString());
            assertNotEquals(Sector.WALL_HEIGHT, sector.floor(), entity.toString());
            assertFalse(sector.hasRoomBelow(), entity.toString());
            assertEquals(sector.floorY(), entity.y(), entity.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 7, 40})
    void aTownOfAnySizeHasThatManyRoomsAndReadsBack(int rooms) {
        var town = LevelReader.read(TownLevelGenerator.generateBytes(rooms), TownLevelGenerator.fileName(rooms));
        assertEquals(rooms, town.rooms().size());
        assertEquals(TownLevelGenerator.generate(rooms), town);
    }

    private static Set<List<Integer>> worldCorners(Room room, Portal portal) {
        var corners = new HashSet<List<Integer>>();
        portal.vertices().forEach(v -> corners.add(List.of(room.x() + v.x(), v.y(), room.z() + v.z())));
        return corners;
    }
}
