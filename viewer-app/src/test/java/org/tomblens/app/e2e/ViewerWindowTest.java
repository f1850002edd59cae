package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The real viewer on the corpus level whose four coloured tiles hold an antipad, a pad and two switch
 * triggers (tr1/opentomb-preactivated.phd): fly over the tiles, click them in the real window, and read
 * what the sector panel shows.
 */
class ViewerWindowTest {
    private static final int WIDTH = 1200;
    private static final int HEIGHT = 760;

    @Test
    void clickingATriggerTileShowsItsTriggerAndFlyingMovesToTheNext(@TempDir Path home) throws Exception {
        var file = Corpus.file("tr1/opentomb-preactivated.phd");
        var level = LevelReader.read(file);
        var room = level.rooms().get(0);
        var sector = room.sector(3, 5);
        // Straight down over the middle of sector (3, 5), 1.5 sectors above its floor.
        var x = room.x() + 3 * 1024 + 512;
        var z = room.z() + 5 * 1024 + 512;
        var y = sector.floorY() - 1536;
        var camera = x + "," + y + "," + z + ",0,-89.9";
        // The camera flies at 2048 units a second, so holding D for 0.3 s moves it about 600 units along +X.
        var settings = "{\"cameraSpeed\": 2048, \"windowWidth\": " + WIDTH + ", \"windowHeight\": " + HEIGHT + "}";
        try (var window = RealWindow.start(home, List.of(file.toString(), "--camera", camera, "--size",
                WIDTH + "x" + HEIGHT), settings)) {
            var ready = window.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 60);
            var view = ready.get("view");
            // The view is where no panel covers the window; its middle looks straight down at the sector's centre.
            var centreX = view.get(0).asInt() + view.get(2).asInt() / 2;
            var centreY = HEIGHT - view.get(1).asInt() - view.get(3).asInt() / 2;

            window.click(centreX, centreY);
            var first = selectedSector(window, 1);
            assertEquals(0, first.get("room").asInt());
            assertEquals(3, first.get("x").asInt());
            assertEquals(5, first.get("z").asInt());
            assertTrue(lines(first).stream().anyMatch(line -> line.startsWith("Pad trigger") && line.contains("Door")),
                    "the sector panel shows the pad trigger opening the door: " + lines(first));

            window.hold("d", 300);
            Thread.sleep(300);
            window.click(centreX, centreY);
            var second = selectedSector(window, 2);
            var moved = second.get("camera").get(0).asDouble() - first.get("camera").get(0).asDouble();
            assertTrue(moved > 300 && moved < 1500, "the camera flew along +X: " + moved);
            assertEquals(4, second.get("x").asInt(), "the next tile along X");
            assertTrue(lines(second).stream().anyMatch(line -> line.startsWith("Switch trigger") && line.contains("once")),
                    "the sector panel shows the one-shot switch trigger: " + lines(second));

            window.press("F12");
            var shot = window.await("a screenshot", event -> "screenshot".equals(event.path("event").asText()), 20);
            var target = Path.of("target", "screenshots", "viewer-window-sector-panel.png");
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(shot.get("file").asText()), target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void withNoFileTheViewerOpensTheBundledDemoLevel(@TempDir Path home) throws Exception {
        try (var window = RealWindow.start(home, List.of("--size", WIDTH + "x" + HEIGHT), "{}")) {
            var loaded = window.await("a level", event -> "loaded".equals(event.path("event").asText()), 60);
            assertEquals("tomblens-demo.tr2", loaded.get("file").asText());
            assertEquals("TR2", loaded.get("version").asText());
            assertEquals(5, loaded.get("rooms").asInt(), "the demo's five rooms");
            window.await("the demo on screen", event -> "ready".equals(event.path("event").asText()), 30);
        }
    }

    private static JsonNode selectedSector(RealWindow window, int count) throws Exception {
        window.await(count + " sector selection(s)", event -> selections(window) >= count, 20);
        JsonNode last = null;
        for (var event : window.events()) {
            if ("selected".equals(event.path("event").asText()) && "sector".equals(event.path("kind").asText())) {
                last = event;
            }
        }
        return last;
    }

    private static int selections(RealWindow window) {
        try {
            return (int) window.events().stream().filter(event -> "sector".equals(event.path("kind").asText())).count();
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    private static List<String> lines(JsonNode event) {
        var lines = new ArrayList<String>();
        event.get("lines").forEach(line -> lines.add(line.asText()));
        return lines;
    }
}
