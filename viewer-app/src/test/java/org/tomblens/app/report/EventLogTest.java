package org.tomblens.app.report;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventLogTest {
    private static final int[] POINTER = {120, 80};
    private static final String SETTLED = "{\"event\":\"settled\",\"pointer\":[120,80]}";

    @Test
    void eachEventIsOneJsonLineWithItsNameFirst(@TempDir Path folder) throws Exception {
        var file = folder.resolve("events.jsonl");
        var log = new EventLog(file);
        assertTrue(log.listening());
        log.tell("selected", Map.of("kind", "entity"));
        log.tell("flown", Map.of("to", "room", "index", 3));
        var lines = Files.readAllLines(file);
        assertEquals(List.of("{\"event\":\"selected\",\"kind\":\"entity\"}"), lines.subList(0, 1));
        assertTrue(lines.get(1).startsWith("{\"event\":\"flown\","), lines.get(1));
        assertTrue(lines.get(1).contains("\"to\":\"room\"") && lines.get(1).contains("\"index\":3"), lines.get(1));
    }

    @Test
    void theWindowSettlesOnceTenFramesPassWithNothingTold(@TempDir Path folder) throws Exception {
        var file = folder.resolve("events.jsonl");
        var log = new EventLog(file);
        frames(log, 1);
        log.tell("panel", Map.of("title", "Rooms"));
        frames(log, 9);
        assertEquals(1, Files.readAllLines(file).size(), "nine quiet frames are not yet settled");
        frames(log, 1);
        assertEquals(SETTLED, last(file), "the tenth is");
        frames(log, 30);
        assertEquals(2, Files.readAllLines(file).size(), "settled is said once, not every frame after");

        log.tell("panel", Map.of("title", "Rooms", "mapRoom", 5));
        frames(log, 5);
        log.tell("selected", Map.of("kind", "sector"));
        frames(log, 9);
        assertTrue(last(file).contains("\"selected\""), "each event starts the count again: " + last(file));
        frames(log, 1);
        assertEquals(SETTLED, last(file));
    }

    @Test
    void theWindowSettlesOnceThePointerRestsAndSaysWhere(@TempDir Path folder) throws Exception {
        var file = folder.resolve("events.jsonl");
        var log = new EventLog(file);
        frames(log, 1);
        log.tell("ready", Map.of());
        frames(log, 10);
        assertEquals(SETTLED, last(file));
        log.frameDrawn(300, 40);
        for (int frame = 0; frame < 9; frame++) {
            log.frameDrawn(300, 40);
        }
        assertEquals(SETTLED, last(file), "nine frames with the pointer still are not yet settled");
        log.frameDrawn(300, 40);
        assertEquals("{\"event\":\"settled\",\"pointer\":[300,40]}", last(file), "the pointer rests at the tenth");
        assertEquals(3, Files.readAllLines(file).size());
    }

    @Test
    void withoutAFileNothingListensAndNothingIsWritten(@TempDir Path folder) throws Exception {
        var log = new EventLog(null);
        assertFalse(log.listening());
        log.tell("ready", Map.of());
        frames(log, 20);
        try (var files = Files.list(folder)) {
            assertEquals(0, files.count());
        }
    }

    /** Frames drawn with the pointer still, at {@link #POINTER}. */
    private static void frames(EventLog log, int count) {
        for (int i = 0; i < count; i++) {
            log.frameDrawn(POINTER[0], POINTER[1]);
        }
    }

    private static String last(Path file) throws Exception {
        var lines = Files.readAllLines(file);
        return lines.get(lines.size() - 1);
    }
}
