package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/** The FloorData of the corpus's real levels, checked against their bytes, their geometry and itself. */
class CorpusFloorDataTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    static Stream<Path> randoLevels() {
        return Corpus.levels().stream().filter(p -> p.getFileName().toString().startsWith("rando-test"));
    }

    private static LevelFloorData floorData(Path file) throws IOException {
        return LevelFloorData.of(LevelReader.read(file));
    }

    /**
     * The level's README speaks of an antitrigger, a trigger and two switches on four coloured tiles; its
     * bytes (the four sectors with FloorData: 0x8604 0x3E00 0x8001, 0x8104 0x3E00 0x8001, 0x8204 0x3F00
     * 0x0002 0x8001, 0x8204 0x3F03 0x0003 0x8001) say antipad, pad, one-shot switch, one-shot switch with timer 3.
     */
    @Test
    void tr1PreactivatedTilesDecodeAsAntipadPadAndTwoOneShotSwitchesOnTheSameDoor() throws IOException {
        var floorData = floorData(Corpus.file("tr1/opentomb-preactivated.phd"));
        var level = floorData.level();

        var triggers = new ArrayList<FloorFunction.Trigger>();
        for (var sector : floorData.sectors()) {
            var chain = floorData.chain(sector);
            assertEquals(1, chain.functions().size(), sector::toString);
            triggers.add(assertInstanceOf(FloorFunction.Trigger.class, chain.functions().get(0)));
        }

        assertEquals(4, triggers.size(), "four tiles carry FloorData");
        assertEquals(List.of(TriggerType.ANTIPAD, TriggerType.PAD, TriggerType.SWITCH, TriggerType.SWITCH),
                triggers.stream().map(t -> t.type().orElseThrow()).toList());
        assertEquals(List.of(false, false, true, true), triggers.stream().map(FloorFunction.Trigger::once).toList());
        assertEquals(List.of(0, 0, 0, 3), triggers.stream().map(FloorFunction.Trigger::timer).toList());
        assertTrue(triggers.stream().allMatch(t -> t.mask() == 0x1F));
        var door = triggers.get(0).actions().get(0).parameter();
        for (var trigger : triggers) {
            assertEquals(List.of(new TriggerAction.Simple(ActionType.OBJECT, door)), trigger.actions());
        }
        assertEquals("Door 1", typeName(level, door));
        assertEquals("Wall switch", typeName(level, triggers.get(2).reference()));
        assertEquals("Wall switch", typeName(level, triggers.get(3).reference()));
        assertNotEquals(triggers.get(2).reference(), triggers.get(3).reference(), "each switch tile has its own switch");
    }

    private static String typeName(Level level, int entity) {
        return EntityNames.name(level.version(), level.entities().get(entity).type()).orElseThrow();
    }

    @ParameterizedTest
    @MethodSource("randoLevels")
    void everyFloorDataWordOfTheRandoLevelsIsReadByExactlyOneSector(Path file) throws IOException {
        var floorData = floorData(file);
        var words = floorData.level().floorData().size();
        assertTrue(words > 1, "the level has FloorData");
        assertEquals(0, floorData.readers(0), "word 0 is the dummy no sector reads");
        for (var word = 1; word < words; word++) {
            assertEquals(1, floorData.readers(word), "word " + word + " of " + words);
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everySectorOfEveryCorpusLevelDecodesWithoutProblems(Path file) throws IOException {
        var floorData = floorData(file);
        for (var sector : floorData.sectors()) {
            var chain = floorData.chain(sector);
            assertTrue(chain.ok(), () -> sector + ": " + chain.problemText());
            assertTrue(chain.end() > chain.start(), sector::toString);
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void theReverseIndexAgreesWithTheForwardDecode(Path file) throws IOException {
        var floorData = floorData(file);
        var index = TriggerIndex.of(floorData);

        var forward = 0;
        for (var sector : floorData.sectors()) {
            for (var function : floorData.chain(sector).functions()) {
                if (function instanceof FloorFunction.Trigger trigger) {
                    if (trigger.hasReference()) {
                        assertTrue(index.drivenBy(trigger.reference()).contains(new PlacedTrigger(sector, trigger)));
                    }
                    for (var action : trigger.actions()) {
                        if (action.target() != TargetKind.NONE) {
                            forward++;
                            assertTrue(index.actingOn(action.target(), action.parameter())
                                    .contains(new TriggerReference(sector, trigger, action)), sector::toString);
                        }
                    }
                }
            }
        }
        var backward = 0;
        for (var kind : TargetKind.values()) {
            for (var target : index.targets(kind)) {
                for (var reference : index.actingOn(kind, target)) {
                    backward++;
                    assertEquals(kind, reference.action().target());
                    assertEquals(target, reference.action().parameter());
                    assertTrue(floorData.chain(reference.sector()).functions().contains(reference.trigger()));
                    assertTrue(reference.trigger().actions().contains(reference.action()));
                }
            }
        }
        assertEquals(forward, backward, "the index lists each action once");
    }

    /**
     * Every floor or ceiling face of a room lies on the surface its sector's FloorData describes (checked at
     * the midpoints between each vertex and the face's centre: points inside the face, so inside one triangle
     * of a triangulated sector), and every sloped or triangulated floor and ceiling of open space that does not
     * open onto another room has a face lying on it. Solid sectors (height -127, §4.3) and doorways (a portal
     * function, §4.4.1: the room beyond draws the floor) carry the slants of their neighbours for collision
     * in retail levels, with no face of their own; and an outside room (flag 0x8, §3.4.6: the sky shows) may
     * leave its ceiling open. TR1 marks no room as outside, and its outdoor rooms leave sloped ceilings open too
     * (Unfinished Business's Return to Egypt: over a hundred in ten of its tallest rooms), so TR1 ceilings are
     * not required to have a face.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void roomFacesLieOnTheFloorsAndCeilingsTheFloorDataDescribes(Path file) throws IOException {
        var floorData = floorData(file);
        var level = floorData.level();
        var lookup = new SectorLookup(floorData);
        var unfaced = new EnumMap<Surface, Set<SectorPosition>>(Surface.class);
        for (var surface : Surface.values()) {
            unfaced.put(surface, new HashSet<>());
            for (var sector : floorData.sectors()) {
                var chain = floorData.chain(sector);
                var link = surface == Surface.FLOOR ? sector.sector(level).roomBelow() : sector.sector(level).roomAbove();
                var open = surface == Surface.CEILING && ((level.rooms().get(sector.room()).flags() & Room.FLAG_SKY) != 0
                        || level.version() == GameVersion.TR1);
                if (shapes(chain, surface) && link == Sector.NO_ROOM && isOpenSpace(sector.sector(level), chain)
                        && !open) {
                    unfaced.get(surface).add(sector);
                }
            }
        }
        var rooms = level.rooms();
        for (var r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var faces = new ArrayList<Face>(room.quads());
            faces.addAll(room.triangles());
            for (var face : faces) {
                var placed = place(room, r, face);
                if (placed == null) {
                    continue;
                }
                var on = false;
                for (var surface : Surface.values()) {
                    if (lies(lookup, placed, surface)) {
                        unfaced.get(surface).remove(placed.sector);
                        on = true;
                    }
                }
                assertTrue(on, () -> placed.sector + ": face " + face + " is on neither the floor nor the ceiling");
            }
        }
        assertEquals(Map.of(Surface.FLOOR, Set.of(), Surface.CEILING, Set.of()), unfaced,
                "sloped or triangulated surfaces with no face on them");
    }

    private static boolean isOpenSpace(Sector sector, FloorChain chain) {
        return sector.floor() != Sector.WALL_HEIGHT
                && chain.functions().stream().noneMatch(f -> f instanceof FloorFunction.Portal);
    }

    private static boolean shapes(FloorChain chain, Surface surface) {
        return chain.functions().stream().anyMatch(f -> f instanceof FloorFunction.Slant s && s.surface() == surface
                || f instanceof FloorFunction.Triangulation t && t.surface() == surface);
    }

    /** A face's points relative to the one sector whose column holds it; null for walls and faces across sectors. */
    private record PlacedFace(SectorPosition sector, double[] dx, double[] dz, double[] y) {}

    private static PlacedFace place(Room room, int roomIndex, Face face) {
        var n = face.vertexCount();
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minZ = Double.MAX_VALUE, maxZ = -Double.MAX_VALUE;
        for (var k = 0; k < n; k++) {
            var v = room.vertices().get(face.vertex(k));
            minX = Math.min(minX, v.x());
            maxX = Math.max(maxX, v.x());
            minZ = Math.min(minZ, v.z());
            maxZ = Math.max(maxZ, v.z());
        }
        var x = (int) Math.floor(minX / 1024);
        var z = (int) Math.floor(minZ / 1024);
        if (maxX - minX < 1 || maxZ - minZ < 1 || maxX > x * 1024 + 1024 || maxZ > z * 1024 + 1024) {
            return null;
        }
        var sector = room.sector(x, z);
        if (sector == null || sector.floor() == Sector.WALL_HEIGHT) {
            return null;
        }
        var dx = new double[n];
        var dz = new double[n];
        var y = new double[n];
        for (var k = 0; k < n; k++) {
            var v = room.vertices().get(face.vertex(k));
            dx[k] = v.x() - x * 1024;
            dz[k] = v.z() - z * 1024;
            y[k] = v.y();
        }
        return new PlacedFace(new SectorPosition(roomIndex, x, z), dx, dz, y);
    }

    private static boolean lies(SectorLookup lookup, PlacedFace face, Surface surface) {
        var n = face.y.length;
        double cx = 0, cz = 0, cy = 0;
        for (var k = 0; k < n; k++) {
            cx += face.dx[k] / n;
            cz += face.dz[k] / n;
            cy += face.y[k] / n;
        }
        for (var k = 0; k < n; k++) {
            var y = lookup.surfaceY(face.sector, surface, (int) Math.round((face.dx[k] + cx) / 2),
                    (int) Math.round((face.dz[k] + cz) / 2));
            // Rounding the point to whole units moves it by half a unit at most: a few units on steep slopes.
            if (Math.abs(y - (face.y[k] + cy) / 2) > 8) {
                return false;
            }
        }
        return true;
    }
}
