package org.tomblens.app.session;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The flip maps of a corpus level with alternate rooms (OpenTomb's alternate-room test), no window: turning the
 * one TR1 group on puts each room's alternate, as the file's room records name it, in its place, and off again
 * brings the rooms back.
 */
class FlipMapsTest {
    private static final String LEVEL = "tr1/opentomb-altroom1.phd";

    @Test
    void theGroupSwapsEachRoomForTheAlternateItsRecordNames() throws IOException {
        var file = Corpus.file(LEVEL);
        var records = Tr1RoomBytes.of(Files.readAllBytes(file));
        var level = LevelReader.read(file);
        assertEquals(records.size(), level.rooms().size());
        var flips = new FlipMaps(level.rooms(), level.version());
        // The engines flip room by room in index order, swapping a room with its alternate: a room already swapped
        // in as an earlier room's alternate, or one already swapped, is not swapped again.
        var swapped = new boolean[records.size()];
        var replacedBy = new int[records.size()];
        var bases = 0;
        for (int r = 0; r < records.size(); r++) {
            var alternate = records.get(r).alternate();
            replacedBy[r] = r;
            if (alternate >= 0 && alternate < records.size() && alternate != r && !swapped[r] && !swapped[alternate]) {
                swapped[r] = true;
                swapped[alternate] = true;
                replacedBy[r] = alternate;
                bases++;
            }
        }
        assertTrue(bases > 0, "the test level has alternate rooms");
        assertArrayEquals(new int[] {0}, flips.groups(), "TR1 flips all its rooms as one group");
        assertFalse(flips.anyOn());
        for (int r = 0; r < records.size(); r++) {
            assertEquals(r, flips.active(r), "unflipped, room " + r + " stands for itself");
        }

        flips.set(0, true);
        assertTrue(flips.anyOn());
        for (int r = 0; r < records.size(); r++) {
            assertEquals(replacedBy[r], flips.active(r), "flipped, room " + r + " is replaced as its record says");
            if (replacedBy[r] != r) {
                assertTrue(flips.isAlternate(replacedBy[r]), "room " + replacedBy[r] + " stands in for room " + r);
            }
        }

        flips.set(0, false);
        assertFalse(flips.anyOn());
        for (int r = 0; r < records.size(); r++) {
            assertEquals(r, flips.active(r), "flipped back, room " + r + " stands for itself again");
        }
    }
}
