package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.e2e.RealWindow.Screen;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The viewer's first run, with no settings, on screens of other sizes and scales: the window takes most of a
 * large screen and fits a small one, the panels keep a usable width, a screen set to twice the usual dots per
 * inch gets an interface twice as large, and a library gets a layout of its own.
 */
class FirstRunWindowTest {
    private static final String FIRST_RUN = "{}";

    @Test
    void onALargeScreenTheWindowTakesMostOfItAndFits(@TempDir Path home) throws Exception {
        var screen = new Screen(2560, 1440, 96);
        try (var window = RealWindow.start(home, List.of(), FIRST_RUN, Map.of(), screen)) {
            awaitReady(window);
            var place = window.geometry();
            assertTrue(place[2] >= 1800, "the window is " + place[2] + " wide on a 2560 wide screen");
            assertFits(place, screen);
        }
    }

    @Test
    void onASmallScreenTheWindowFitsAndNoPanelIsNarrowerThan240(@TempDir Path home) throws Exception {
        var screen = new Screen(1366, 768, 96);
        try (var window = RealWindow.start(home, List.of(), FIRST_RUN, Map.of(), screen)) {
            awaitReady(window);
            window.settled();
            assertFits(window.geometry(), screen);
            var panels = shownPanels(window);
            assertTrue(panels.size() >= 2, "panels shown: " + panels.keySet());
            panels.forEach((title, panel) -> assertTrue(panel.get("window").get(2).asInt() >= 240,
                    title + " is " + panel.get("window").get(2).asInt() + " wide"));
        }
    }

    /** A laptop's screen at 150 %: the demo's panels, too wide for a column each side, share one beside the view. */
    @Test
    void atOneAndAHalfTimesTheDotsPerInchThePanelsShareOneColumnBesideTheView(@TempDir Path home) throws Exception {
        var screen = new Screen(1920, 1080, 144);
        try (var window = RealWindow.start(home, List.of(), FIRST_RUN, Map.of(), screen)) {
            var view = window.await("a file on screen", event -> "ready".equals(event.path("event").asText()), 60)
                    .get("view");
            window.settled();
            var viewRight = view.get(0).asInt() + view.get(2).asInt();
            var panels = shownPanels(window);
            assertTrue(panels.size() >= 2, "panels shown: " + panels.keySet());
            var lefts = new TreeSet<Integer>();
            panels.forEach((title, panel) -> lefts.add(panel.get("window").get(0).asInt()));
            assertEquals(1, lefts.size(), "the panels' left edges, one column: " + panels);
            assertTrue(lefts.first() >= viewRight, "the column at " + lefts.first() + ", right of the view ending at "
                    + viewRight);
            RealWindow.keep(window.screenshot(1), "first-run-150.png");
        }
    }

    @Test
    void atTwiceTheDotsPerInchTheInterfaceIsTwiceAsLarge(@TempDir Path home) throws Exception {
        var normal = switchSpacing(home.resolve("96"), 96);
        var doubled = switchSpacing(home.resolve("192"), 192);
        var ratio = (double) doubled / normal;
        assertTrue(ratio >= 1.8 && ratio <= 2.2, "the Render panel's switches are " + normal + " apart at 96 dpi, "
                + doubled + " at 192 dpi");
    }

    @Test
    void aLibraryHasNoLevelPanelsAndALevelOpenedAfterBringsThemBack(@TempDir Path home) throws Exception {
        var levelOnly = List.of("Rooms", "Entities", "Sector");
        var screen = new Screen(1920, 1200, 96);
        try (var window = RealWindow.start(home, List.of(Corpus.file("wad/lara.wad").toString()), FIRST_RUN,
                Map.of(), screen)) {
            awaitReady(window);
            var menu = window.panel("Menu", "File");
            for (var title : levelOnly) {
                assertFalse(panelsOpen(menu).contains(title), title + " is open for a library: " + menu);
            }
            assertTrue(panelsOpen(menu).containsAll(List.of("Animation", "Model view", "Textures")), menu.toString());

            window.click(menu, "File");
            window.click(window.panel("Menu", "Open demo level"), "Open demo level");
            window.await("the demo level loaded", event -> "loaded".equals(event.path("event").asText())
                    && event.path("rooms").asInt() > 0, 30);
            var reopened = window.awaitPanel("Menu", "with the level's panels open again",
                    shown -> panelsOpen(shown).containsAll(levelOnly));
            window.settled();
            var now = window.lastPanel("Menu");
            assertTrue(titles(now, "panelsShown").contains("Rooms"), "the Rooms panel on screen again: " + now);
            assertFalse(RealWindow.rows(window.lastPanel("Rooms"), "rooms").isEmpty(), "listing the demo's rooms");
        }
    }

    @Test
    void theDemosRoomsAndEntitiesReadWholeInTheirColumns(@TempDir Path home) throws Exception {
        var demo = LevelReader.read(BundledDemoLevel.bytes(), BundledDemoLevel.fileName());
        // The Rooms, Sector and Entities panels share a corner of the first window; Entities is in front.
        try (var window = RealWindow.start(Files.createDirectories(home.resolve("entities")), List.of(), FIRST_RUN)) {
            var entities = inFront(window, EntitiesPanel.TITLE);
            assertEquals(demo.entities().size(), RealWindow.rows(entities, "entities").size(), "every entity listed");
            assertReadWhole(entities, "entities", List.of("#", "Type", "Flags"));
        }
        var roomsInFront = StartSettings.defaults().panels(List.of("Entities", "Sector"), false).json();
        try (var window = RealWindow.start(Files.createDirectories(home.resolve("rooms")), List.of(), roomsInFront)) {
            var rooms = inFront(window, RoomsPanel.TITLE);
            assertEquals(demo.rooms().size(), RealWindow.rows(rooms, "rooms").size(), "every room listed");
            assertReadWhole(rooms, "rooms", List.of("#", "Flags", "Flip"));
        }
    }

    /** The latest report of a panel, once the window has settled with it on screen. */
    private static JsonNode inFront(RealWindow window, String title) throws Exception {
        awaitReady(window);
        window.settled();
        var shown = titles(window.lastPanel("Menu"), "panelsShown");
        assertTrue(shown.contains(title), title + " on screen: " + shown);
        return window.lastPanel(title);
    }

    /**
     * Each row the table shows has the text of each of these columns end inside the column, and the column lies
     * inside the panel: the table records its headers' rectangles (a column's on screen) and, as each row's value,
     * where each cell's text ends.
     */
    private static void assertReadWhole(JsonNode panel, String table, List<String> columns) {
        var headers = new ArrayList<String>();
        panel.get("controls").fieldNames().forEachRemaining(name -> {
            if (name.startsWith(table + "/") && !name.substring(table.length() + 1).matches("\\d+")) {
                headers.add(name.substring(table.length() + 1));
            }
        });
        var panelRight = panel.get("window").get(0).asInt() + panel.get("window").get(2).asInt();
        for (var column : columns) {
            var header = panel.get("controls").get(table + "/" + column);
            assertNotNull(header, column + " among " + headers);
            var right = header.get(0).asInt() + header.get(2).asInt();
            assertTrue(right <= panelRight, table + "'s " + column + " column ends at " + right
                    + ", past the panel's right edge at " + panelRight);
            var index = headers.indexOf(column);
            for (var row : RealWindow.rows(panel, table)) {
                var ends = panel.get("values").get(table + "/" + row.get(0));
                assertNotNull(ends, "the cells' ends of row " + row);
                assertTrue(ends.get(index).asInt() <= right, table + " row " + row.get(0) + ": \"" + row.get(index)
                        + "\" ends at " + ends.get(index).asInt() + ", past its column's edge at " + right);
            }
        }
    }

    /** How far apart the Render panel's first two switches are, on a first run at this many dots per inch. */
    private static int switchSpacing(Path home, int dpi) throws Exception {
        java.nio.file.Files.createDirectories(home);
        // The Render panel shares its corner with the Level and Sounds panels: closed, they leave it in front.
        var settings = StartSettings.defaults().panels(List.of("Level", "Sounds"), false).json();
        try (var window = RealWindow.start(home, List.of(), settings, Map.of(), new Screen(2560, 1440, dpi))) {
            awaitReady(window);
            var render = window.panel(RenderPanel.TITLE, "Textures");
            var controls = render.get("controls");
            return controls.get("Textures").get(1).asInt() - controls.get("Lighting (L)").get(1).asInt();
        }
    }

    private static void awaitReady(RealWindow window) throws Exception {
        window.await("a file on screen", event -> "ready".equals(event.path("event").asText()), 60);
    }

    private static void assertFits(int[] place, Screen screen) {
        assertTrue(place[0] >= 0 && place[1] >= 0 && place[0] + place[2] <= screen.width()
                && place[1] + place[3] <= screen.height(), "the window at " + List.of(place[0], place[1]) + ", "
                + place[2] + "x" + place[3] + " on a " + screen.width() + "x" + screen.height() + " screen");
    }

    /** The panels on screen now (not tabs behind others), by title, each as its latest report tells it. */
    private static Map<String, JsonNode> shownPanels(RealWindow window) throws Exception {
        var shown = new LinkedHashMap<String, JsonNode>();
        for (var title : titles(window.lastPanel("Menu"), "panelsShown")) {
            shown.put(title, window.lastPanel(title));
        }
        return shown;
    }

    private static List<String> panelsOpen(JsonNode menu) {
        return titles(menu, "panelsOpen");
    }

    private static List<String> titles(JsonNode menu, String list) {
        var titles = new ArrayList<String>();
        menu.path(list).forEach(title -> titles.add(title.asText()));
        return titles;
    }
}
