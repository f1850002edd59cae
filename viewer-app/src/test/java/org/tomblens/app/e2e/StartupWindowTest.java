package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The viewer started with {@code --timings} says how long each step of its start took, in the event log and on
 * its standard output, and closes itself with {@code --quit-when-ready}: the level is read and built while the
 * window, GL and the audio device start, begun before anything else of the viewer (its settings too), the audio
 * device opening while the window does, and the level is drawn once all are done; the panels are made as Dear ImGui
 * starts, for the first frame that draws the interface, after the level's own first frame when that came first.
 */
class StartupWindowTest {
    private static final List<String> STEPS = List.of("JVM until the viewer runs", "viewer set up", "read", "parse",
            "build", "window and GL", "Dear ImGui", "audio device", "upload", "first frame of the level", "settings", "panels");

    @Test
    void theStartsStepsAreToldAndTheLevelIsBuiltWhileTheWindowStarts(@TempDir Path home) throws Exception {
        try (var window = RealWindow.start(home, List.of("--timings", "--quit-when-ready", "--size", "800x600"), "{}")) {
            var told = window.await("the start-up's steps", event -> "startup".equals(event.path("event").asText()), 60);
            assertEquals(0, window.awaitExit(30), "closes by itself once the level is on screen");

            var steps = new LinkedHashMap<String, JsonNode>();
            told.get("steps").forEach(step -> steps.put(step.get("step").asText(), step));
            assertEquals(Set.copyOf(STEPS), steps.keySet(), "every step: " + told);
            assertEquals(STEPS.size(), told.get("steps").size(), "each once: " + told);
            for (var step : steps.values()) {
                assertTrue(step.get("began").asLong() <= step.get("ended").asLong(), step.toString());
            }
            assertTrue(began(steps, "read") < ended(steps, "window and GL"), "the level is read while the window starts");
            assertTrue(began(steps, "read") < ended(steps, "viewer set up") && began(steps, "read") < began(steps, "settings"),
                    "the level's reading is begun first of all, before the viewer is set up and its settings read");
            assertTrue(began(steps, "audio device") < ended(steps, "window and GL"),
                    "the audio device opens while the window starts");
            assertTrue(began(steps, "panels") >= ended(steps, "window and GL"), "the panels are made once the window is");
            assertTrue(ended(steps, "panels") <= began(steps, "Dear ImGui"), "the panels are made as Dear ImGui starts");
            if (began(steps, "Dear ImGui") >= ended(steps, "first frame of the level")) {
                assertTrue(began(steps, "panels") >= ended(steps, "first frame of the level"),
                        "the level shown alone first: the panels are made after its frame, which they would hold back");
            }
            assertTrue(began(steps, "parse") >= ended(steps, "read") && began(steps, "build") >= ended(steps, "parse"));
            assertTrue(began(steps, "upload") >= ended(steps, "build") && began(steps, "upload") >= ended(steps, "audio device"),
                    "the upload waits for both the level and the window");
            assertTrue(began(steps, "first frame of the level") >= ended(steps, "upload"));

            var names = window.events().stream().map(event -> event.path("event").asText()).toList();
            assertTrue(names.contains("loaded") && names.indexOf("startup") > names.indexOf("loaded"),
                    "the level is told as loaded as its first frame is on screen, and the start-up's steps once the "
                            + "interface is drawn too: " + names);

            var printed = window.output();
            for (var step : STEPS) {
                assertTrue(printed.contains(step), "the table printed names " + step + ":\n" + printed);
            }
        }
    }

    @Test
    void aFirstFileNotThereOrNotReadableIsToldAndTheWindowGoesOn(@TempDir Path home) throws Exception {
        var missing = home.resolve("missing.tr2");
        try (var window = RealWindow.start(home, List.of(missing.toString()), "{}")) {
            var error = window.await("the error", event -> "error".equals(event.path("event").asText()), 60);
            assertEquals("Cannot open " + missing + ": no such file.", error.path("message").asText());
            window.settled();
        }
        // Eight bytes no reader knows: the file is there, so its reading begins first of all, and fails.
        var again = Files.createDirectories(home.resolve("again"));
        var broken = Files.write(again.resolve("broken.tr2"), new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        try (var window = RealWindow.start(again, List.of(broken.toString()), "{}")) {
            var error = window.await("the error", event -> "error".equals(event.path("event").asText()), 60);
            assertTrue(error.path("message").asText().startsWith("Cannot open broken.tr2:"), error.toString());
            window.settled();
            assertTrue(window.events().stream().noneMatch(event -> "loaded".equals(event.path("event").asText())));
        }
    }

    private static long began(Map<String, JsonNode> steps, String step) {
        return steps.get(step).get("began").asLong();
    }

    private static long ended(Map<String, JsonNode> steps, String step) {
        return steps.get(step).get("ended").asLong();
    }
}
