package org.tomblens.app.ui.go;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Words;
import org.tomblens.format.testing.SyntheticLevels;

class GoToTest {
    /** Room 0 is 3 x 4 sectors, room 1 is 2 x 2; five entities. */
    private static final Level LEVEL = level(5);

    private static Level level(int entities) {
        var sector = SyntheticLevels.sector(0, 0, -8, 255, 255);
        var rooms = List.of(SyntheticLevels.room(0, 0, SyntheticLevels.grid(3, 4, sector)),
                SyntheticLevels.room(4096, 0, SyntheticLevels.grid(2, 2, sector)));
        return SyntheticLevels.level(GameVersion.TR1, rooms, Words.EMPTY,
                Collections.nCopies(entities, new Entity(0, 0, 512, 0, 512, 0, 0, 0, 0)), List.of());
    }

    private static Destination destination(String typed) {
        var read = GoTo.read(typed, LEVEL);
        assertEquals("", read.problem(), typed);
        return read.destination();
    }

    private static String problem(String typed, Level level) {
        var read = GoTo.read(typed, level);
        assertNull(read.destination(), typed);
        return read.problem();
    }

    @Test
    void aNumberAloneOrAfterRoomIsARoom() {
        assertEquals(new Destination.Room(1), destination("1"));
        assertEquals(new Destination.Room(1), destination(" room 1 "));
        assertEquals(new Destination.Room(0), destination("r0"));
    }

    @Test
    void aHashOrTheWordEntityMakesTheNumberAnEntity() {
        for (var typed : List.of("#4", "# 4", "entity 4", "Entity 4", "e4")) {
            assertEquals(new Destination.Entity(4), destination(typed), typed);
        }
    }

    @Test
    void threeNumbersAreARoomAndTheSectorsXAndZ() {
        for (var typed : List.of("0 2 3", "room 0 2 3", "sector 0 (2, 3)", "0, 2, 3", "s0 2 3")) {
            assertEquals(new Destination.Sector(0, 2, 3), destination(typed), typed);
        }
    }

    @Test
    void aRoomOrEntityPastTheLastSaysWhichThereAre() {
        assertEquals("There is no room 2: the level has rooms 0 to 1.", problem("2", LEVEL));
        assertEquals("There is no room -1: the level has rooms 0 to 1.", problem("-1", LEVEL));
        assertEquals("There is no entity 5: the level has entities 0 to 4.", problem("#5", LEVEL));
        assertEquals("The level has no entities.", problem("entity 0", level(0)));
    }

    @Test
    void aSectorOutsideItsRoomSaysHowFarTheRoomRuns() {
        assertEquals("Room 0 has no sector (3, 0): its sectors run x 0 to 2, z 0 to 3.", problem("0 3 0", LEVEL));
        assertEquals("Room 1 has no sector (0, 2): its sectors run x 0 to 1, z 0 to 1.", problem("1 0 2", LEVEL));
        assertEquals("There is no room 7: the level has rooms 0 to 1.", problem("7 0 0", LEVEL));
    }

    @Test
    void wordsThatAreNoPlaceSayWhatToType() {
        assertEquals("Type " + GoTo.USAGE + ".", problem("  ", LEVEL));
        assertEquals("Type " + GoTo.USAGE + ".", problem("1 2", LEVEL));
        assertEquals("\"lara\" is not a place: type " + GoTo.USAGE + ".", problem("lara", LEVEL));
        assertEquals("\"x\" is not a number: type " + GoTo.USAGE + ".", problem("room 1 x", LEVEL));
        assertEquals("An entity is one number, e.g. #40.", problem("entity 1 2", LEVEL));
        assertEquals("A sector is its room and its x and z, e.g. 12 3 4.", problem("sector 1", LEVEL));
    }
}
