package org.tomblens.format.saturn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.SaturnPairs;

/**
 * TR1's Saturn levels against the PC copies of the same levels, both read by their own readers. Every Saturn file
 * opens (a broken sound file with a warning, no other); every level's rooms lie where the PC's do with the same
 * sector grids, portals, flip rooms and flags, but where the releases were built apart; and how many levels also
 * agree in every sector's heights and the rooms above and below (boxes and FloorData differ where the releases do)
 * and which place as many entities, give or take one, is checked against the levels named below. The differences
 * are the releases' own, not the readers': the pairs are the same game levels (room counts, places and flip rooms
 * match level for level), and the Saturn item tables end exactly at their end tag.
 *
 * <p>The pairs are not in the project's corpus: {@link SaturnPairs} finds them where the environment says, or the
 * test is skipped, saying so.
 */
class SaturnPairsTest {
    /** The retail sound files that end inside a sample or with no end tag: read up to there, with a warning. */
    private static final Set<String> BROKEN_SOUNDS = Set.of("CUT1.SAT", "CUT3.SAT", "CUT4.SAT");
    /**
     * Levels whose Saturn release was built apart from the PC copy, told apart by facts anyone can read in the files:
     * a room's height or its portal count differs, or the level has other rooms. That they differ is checked too, so
     * that the list cannot hide a pair that agrees.
     */
    private static final Map<String, String> DIFFERENT_ROOMS = Map.of(
            "LEVEL4.SAT", "room 25 reaches 256 units less deep",
            "LEVEL6.SAT", "room 44 has three portals, the PC's four",
            "LEVEL7A.SAT", "room 81 has one portal, the PC's two",
            "LEVEL8B.SAT", "81 rooms, the PC's 84",
            "LEVEL8C.SAT", "room 53's top lies elsewhere");
    /**
     * The levels whose every sector has the PC copy's heights and rooms above and below. In the others the releases
     * were edited apart: a floor a click higher or lower, a ceiling opened, a passage walled up (LEVEL4 room 24's and
     * 25's floor, LEVEL7A's walled sectors beside the portal it lacks, LEVEL8C room 53's open ceiling, LEVEL8B's rooms).
     */
    private static final Set<String> SAME_SECTORS = Set.of("GYM.SAT", "LEVEL1.SAT", "LEVEL2.SAT", "LEVEL3A.SAT",
            "LEVEL3B.SAT", "LEVEL10A.SAT", "LEVEL10B.SAT");
    /**
     * The levels whose item table holds as many entities as the PC copy's, give or take one. The others' tables end
     * at their end tag with fewer records than the PC's (checked below from the bytes): the Saturn release places
     * fewer savegame crystals, moves some pickups and, in LEVEL10A, has none of the PC's six lava particle emitters.
     */
    private static final Set<String> ENTITIES_WITHIN_ONE = Set.of("GYM.SAT", "LEVEL1.SAT", "LEVEL2.SAT",
            "LEVEL3A.SAT", "LEVEL3B.SAT", "LEVEL8A.SAT", "LEVEL10B.SAT", "LEVEL10C.SAT");

    @Test
    void everySaturnLevelOpensAndAgreesWithItsPcCopy() throws IOException {
        var pairs = SaturnPairs.all();
        assertFalse(pairs.isEmpty(), "no NAME.SAT under the pairs folder");
        var failures = new ArrayList<String>();
        var paired = 0;
        var sameRooms = 0;
        var agreeing = new ArrayList<String>();
        var sectorsAgree = new HashSet<String>();
        var entitiesAgree = new HashSet<String>();
        for (var pair : pairs.entrySet()) {
            var file = pair.getKey();
            var name = file.getFileName().toString().toUpperCase(Locale.ROOT);
            var saturn = SaturnLevel.read(Files.readAllBytes(file), file, name, ProgressListener.NONE);
            assertEquals(LevelLayout.SATURN, saturn.layout(), name);
            assertEquals(BROKEN_SOUNDS.contains(name), !saturn.warnings().isEmpty(), name + ": " + saturn.warnings());
            if (pair.getValue() == null) {
                continue;
            }
            paired++;
            var pc = LevelReader.read(pair.getValue());
            try {
                if (DIFFERENT_ROOMS.containsKey(name)) {
                    assertThrows(AssertionError.class, () -> assertSameRooms(pc, saturn, name),
                            name + " is listed with other rooms but its rooms agree with the PC copy's");
                } else {
                    assertSameRooms(pc, saturn, name);
                    sameRooms++;
                }
            } catch (AssertionError e) {
                failures.add(e.getMessage());
            }
            if (sameSectors(pc, saturn)) {
                sectorsAgree.add(name);
            }
            if (Math.abs(pc.entities().size() - saturn.entities().size()) <= 1) {
                entitiesAgree.add(name);
            }
            if (sectorsAgree.contains(name) && entitiesAgree.contains(name)) {
                agreeing.add(name);
            }
        }
        System.out.println("Saturn pairs: " + pairs.size() + " files read, " + paired + " with a PC copy, "
                + sameRooms + " with the same rooms, " + agreeing.size()
                + " also in every sector's heights and within one entity: " + agreeing);
        assertEquals(List.of(), failures);
        if (paired == SaturnPairs.LEVEL_COUNT) {
            assertEquals(SAME_SECTORS, sectorsAgree, "levels with every sector the PC copy's");
            assertEquals(ENTITIES_WITHIN_ONE, entitiesAgree, "levels within one entity of the PC copy");
        }
    }

    /**
     * The item table is the last tag before the rooms file's end tag, and its records (24 bytes each) fill the
     * bytes up to it: no entity is kept anywhere else, and the reader takes every record the tag counts.
     */
    @Test
    void everyItemTableEndsAtTheEndTag() throws IOException {
        for (var file : SaturnPairs.all().keySet()) {
            var bytes = Files.readAllBytes(file);
            var entities = read(file).entities().size();
            var end = bytes.length - 16;
            var tag = end - entities * 24 - 16;
            assertEquals("ROOMEND", new String(bytes, end, 7, StandardCharsets.US_ASCII), file.toString());
            assertEquals("ITEMDATA", new String(bytes, tag, 8, StandardCharsets.US_ASCII), file.toString());
            assertEquals(entities, ByteBuffer.wrap(bytes, tag + 12, 4).getInt(), file + ": the tag's count");
        }
    }

    /** A Saturn file of each kind opens the same level as its .SAT does. */
    @Test
    void anyFileOfASetOpensTheLevel() throws IOException {
        var pairs = SaturnPairs.all();
        var sat = pairs.keySet().iterator().next();
        var level = read(sat);
        for (var extension : List.of("SAD", "SPR", "SND")) {
            var name = sat.getFileName().toString();
            var companion = sat.resolveSibling(name.substring(0, name.length() - 3) + extension);
            var other = read(companion);
            assertEquals(level.rooms(), other.rooms(), companion.toString());
            assertEquals(level.entities(), other.entities(), companion.toString());
        }
    }

    private static Level read(Path file) throws IOException {
        return SaturnLevel.read(Files.readAllBytes(file), file, file.getFileName().toString(), ProgressListener.NONE);
    }

    private static void assertSameRooms(Level pc, Level saturn, String name) {
        assertEquals(pc.rooms().size(), saturn.rooms().size(), name + ": rooms");
        for (int r = 0; r < pc.rooms().size(); r++) {
            assertEquals(layout(pc.rooms().get(r)), layout(saturn.rooms().get(r)), name + ": room " + r);
        }
    }

    private static boolean sameSectors(Level pc, Level saturn) {
        if (pc.rooms().size() != saturn.rooms().size()) {
            return false;
        }
        for (int r = 0; r < pc.rooms().size(); r++) {
            if (!shapes(pc.rooms().get(r)).equals(shapes(saturn.rooms().get(r)))) {
                return false;
            }
        }
        return true;
    }

    /** Room flag 0x100: the PC copies set it on some rooms. */
    private static final int PC_ONLY_FLAG = 0x100;

    private static List<Integer> layout(Room room) {
        return List.of(room.x(), room.z(), room.yBottom(), room.yTop(), room.numXSectors(), room.numZSectors(),
                room.portals().size(), room.alternateRoom(), room.flags() & ~PC_ONLY_FLAG);
    }

    private static List<List<Integer>> shapes(Room room) {
        return room.sectors().stream().map(SaturnPairsTest::shape).toList();
    }

    private static List<Integer> shape(Sector sector) {
        return List.of(sector.floor(), sector.ceiling(), sector.roomBelow(), sector.roomAbove());
    }
}
