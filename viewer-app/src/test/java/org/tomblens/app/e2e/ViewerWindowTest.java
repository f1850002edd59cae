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
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorPosition;
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

    /** Looked up when a test runs, so that without the corpus the tests are skipped, saying why. */
    private static Path tiles() {
        return Corpus.file("tr1/opentomb-preactivated.phd");
    }

    /** The viewer on the tiles' level, looking straight down at the middle of sector (3, 5) of room 0. */
    private static RealWindow overThePadTile(Path home) throws Exception {
        var level = LevelReader.read(tiles());
        var room = level.rooms().get(0);
        var sector = room.sector(3, 5);
        // 1.5 sectors above the floor.
        var x = room.x() + 3 * 1024 + 512;
        var z = room.z() + 5 * 1024 + 512;
        var y = sector.floorY() - 1536;
        var camera = x + "," + y + "," + z + ",0,-89.9";
        // The camera flies at 2048 units a second, so holding D for 0.3 s moves it about 600 units along +X.
        var settings = StartSettings.window(WIDTH, HEIGHT).set("cameraSpeed", 2048).json();
        return RealWindow.start(home, List.of(tiles().toString(), "--camera", camera, "--size", WIDTH + "x" + HEIGHT),
                settings);
    }

    /** The middle of the view (where no panel covers the window), once the level is on screen. */
    private static int[] viewCentre(RealWindow window) throws Exception {
        var ready = window.awaitLevel();
        var view = ready.get("view");
        return new int[] {view.get(0).asInt() + view.get(2).asInt() / 2,
                HEIGHT - view.get(1).asInt() - view.get(3).asInt() / 2};
    }

    @Test
    void clickingATriggerTileShowsItsTriggerAndFlyingMovesToTheNext(@TempDir Path home) throws Exception {
        try (var window = overThePadTile(home)) {
            var centre = viewCentre(window);
            var centreX = centre[0];
            var centreY = centre[1];

            window.click(centreX, centreY);
            var first = selectedSector(window, 1);
            assertEquals(0, first.get("room").asInt());
            assertEquals(3, first.get("x").asInt());
            assertEquals(5, first.get("z").asInt());
            assertTrue(lines(first).stream().anyMatch(line -> line.startsWith("Pad trigger") && line.contains("Door")),
                    "the sector panel shows the pad trigger opening the door: " + lines(first));

            window.hold("d", 300);
            // The key's release reaches the viewer before the click that follows it: the camera stops first.
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
    void followingTheTriggersActivateLinkSelectsTheEntityItActivates(@TempDir Path home) throws Exception {
        try (var window = overThePadTile(home)) {
            var link = padTriggersActivateLink(window);
            assertEquals("Room 0, sector (3, 5)", RealWindow.texts(link.panel()).get(0), "the panel shows the clicked tile");
            window.click(window.lastPanel(SectorPanel.TITLE), link.control());
            awaitEntitySelected(window, link.entity());
        }
    }

    /** A pointer that jumps onto a panel and clicks at once clicks the panel, not the view it was over a moment ago. */
    @Test
    void aLinkClickedTheMomentThePointerReachesItIsFollowed(@TempDir Path home) throws Exception {
        try (var window = overThePadTile(home)) {
            // The viewer has seen the pointer rest over the view, so ImGui's last claim on the mouse is "not mine".
            var link = padTriggersActivateLink(window);
            window.jumpAndClick(link.panel(), link.control());
            awaitEntitySelected(window, link.entity());
            assertEquals(1, selections(window), "the click on the panel picked nothing in the view");
        }
    }

    /** The Sector panel's link to the entity the pad's trigger activates, with the panel as it reported it. */
    private record Link(JsonNode panel, String control, int entity) {}

    /**
     * Clicks the pad tile in the middle of the view and waits for the Sector panel to link its trigger's first
     * action, "Activate #N " and the entity's type name; the pointer then rests over the view.
     */
    private static Link padTriggersActivateLink(RealWindow window) throws Exception {
        var floorData = LevelFloorData.of(LevelReader.read(tiles()));
        var pad = (FloorFunction.Trigger) floorData.chain(new SectorPosition(0, 3, 5)).functions().stream()
                .filter(function -> function instanceof FloorFunction.Trigger).findFirst().orElseThrow();
        var activated = pad.actions().get(0).parameter();
        var centre = viewCentre(window);
        window.click(centre[0], centre[1]);
        selectedSector(window, 1);
        var words = "Activate #" + activated + " ";
        var panel = window.awaitPanel(SectorPanel.TITLE, "linking " + words, shown -> link(shown, words) != null);
        window.settled();
        return new Link(panel, link(panel, words), activated);
    }

    private static void awaitEntitySelected(RealWindow window, int entity) throws Exception {
        window.await("entity " + entity + " selected", event -> "selected".equals(event.path("event").asText())
                && "entity".equals(event.path("kind").asText()) && event.get("entity").asInt() == entity, 20);
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

    /** The name of the panel's control that starts with these words, or null. */
    private static String link(JsonNode panel, String words) {
        var names = panel.get("controls").fieldNames();
        while (names.hasNext()) {
            var name = names.next();
            if (name.startsWith(words)) {
                return name;
            }
        }
        return null;
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
