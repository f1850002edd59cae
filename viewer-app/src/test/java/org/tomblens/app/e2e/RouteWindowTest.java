package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.route.RoutePanel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The Route panel in the real window on the corpus's TR1 level, used as a speedrunner would: three entities added
 * from the Entities panel, the last dragged to the top, one deleted and the deletion undone, a note typed, the
 * route saved as a trview route and opened again; closing it with changes asks first; and the route is there again
 * when the level is opened in a new run.
 */
class RouteWindowTest {
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 960;
    private static final List<String> CLOSED = List.of("Level", "Rooms", "Sector", "Render", "Textures", "Sounds",
            "Animation", "States", "Model view", "Boxes", "Cameras");

    private static RealWindow start(Path home, Path level) throws Exception {
        var settings = StartSettings.window(WIDTH, HEIGHT).panels(CLOSED, false)
                .panels(List.of(EntitiesPanel.TITLE, RoutePanel.TITLE), true).json();
        var window = RealWindow.start(home, List.of(level.toString(), "--size", WIDTH + "x" + HEIGHT), settings);
        window.awaitLevel();
        return window;
    }

    /** The Index cell of each row of the route's table, for waypoints that are all entities. */
    private static List<Integer> indices(JsonNode panel) {
        return RealWindow.rows(panel, "waypoints").stream().map(row -> Integer.valueOf(row.get(3))).toList();
    }

    private static JsonNode routeShowing(RealWindow window, List<Integer> wanted) throws Exception {
        return window.awaitPanel(RoutePanel.TITLE, "listing entities " + wanted, shown -> indices(shown)
                .equals(wanted));
    }

    /** Clicks row {@code number} of the route and waits for its details, Delete among them. */
    private static JsonNode choose(RealWindow window, JsonNode route, int number) throws Exception {
        window.click(route, "waypoints/" + number);
        return window.awaitPanel(RoutePanel.TITLE, "with waypoint " + number + " chosen", shown -> shown
                .path("controls").has("Delete") && RealWindow.texts(shown).stream()
                .anyMatch(text -> text.startsWith("Waypoint " + number + ":")));
    }

    /**
     * Types {@code file} into the route's file box, once more if a key typed did not arrive whole. The box is emptied
     * with End and BackSpace, not Ctrl+A: in a loaded run the modifier of a key sent to the window was lost three
     * times over, and the path went in where the click had put the cursor.
     */
    private static JsonNode name(RealWindow window, JsonNode route, Path file) throws Exception {
        for (int attempt = 0; attempt < 3; attempt++) {
            window.click(route, "routeFile");
            window.press("End");
            window.press("BackSpace", route.path("values").path("routeFile").asText().length());
            window.type(file.toString());
            window.settled();
            route = window.lastPanel(RoutePanel.TITLE);
            if (route.path("values").path("routeFile").asText().equals(file.toString())) {
                return route;
            }
        }
        fail("the file box never read " + file + ": " + route.path("values"));
        return route;
    }

    private static void addEntity(RealWindow window, int entity) throws Exception {
        var entities = window.panel(EntitiesPanel.TITLE, "entities/" + entity);
        window.click(entities, "entities/" + entity);
        var details = window.awaitPanel(EntitiesPanel.TITLE, "showing entity " + entity, shown -> shown
                .path("controls").has("Add to route") && RealWindow.texts(shown).stream()
                .anyMatch(text -> text.startsWith("#" + entity + " ")));
        window.click(details, "Add to route");
    }

    @Test
    void addReorderDeleteUndoSaveAndReopenARoute(@TempDir Path home) throws Exception {
        var level = Corpus.file("tr1/rando-test1.phd");
        var entities = LevelReader.read(level).entities();
        var saved = home.resolve("saved.tvr");
        try (var window = start(home, level)) {
            for (int entity = 0; entity < 3; entity++) {
                addEntity(window, entity);
                routeShowing(window, IntStream.rangeClosed(0, entity).boxed().toList());
            }
            var route = window.lastPanel(RoutePanel.TITLE);
            for (var row : RealWindow.rows(route, "waypoints")) {
                assertEquals("Entity", row.get(1));
                assertEquals(entities.get(Integer.parseInt(row.get(3))).room(), Integer.parseInt(row.get(2)));
            }

            window.drag(route, "waypoints/3", "waypoints/1");
            route = routeShowing(window, List.of(2, 0, 1));

            route = choose(window, route, 2);
            window.click(route, "Delete");
            route = routeShowing(window, List.of(2, 1));
            window.click(route, "Undo");
            route = routeShowing(window, List.of(2, 0, 1));

            route = choose(window, route, 1);
            window.click(route, "notes");
            window.type("jump \"here\"");
            window.click(route, "waypoints/1");
            route = window.awaitPanel(RoutePanel.TITLE, "with the note", shown -> RealWindow.rows(shown, "waypoints")
                    .stream().findFirst().map(row -> row.get(6).equals("jump \"here\"")).orElse(false));

            route = name(window, route, saved);
            window.click(route, "Save");
            route = window.awaitPanel(RoutePanel.TITLE, "saved", shown -> RealWindow.texts(shown).stream()
                    .anyMatch(t -> t.startsWith("3 waypoints,") && !t.endsWith("(unsaved)")));
            var written = new ObjectMapper().readTree(saved.toFile()).get("waypoints");
            assertEquals(3, written.size());
            var order = List.of(2, 0, 1);
            for (int i = 0; i < 3; i++) {
                var waypoint = written.get(i);
                var entity = entities.get(order.get(i));
                assertEquals("Entity", waypoint.get("type").asText());
                assertEquals(order.get(i), waypoint.get("index").asInt());
                assertEquals(entity.room(), waypoint.get("room").asInt());
                assertEquals(entity.x() / 1024.0 + "," + entity.y() / 1024.0 + "," + entity.z() / 1024.0,
                        trimmed(waypoint.get("position").asText()), "x,y,z over 1024");
            }
            assertEquals("jump \"here\"", written.get(0).get("notes").asText());

            window.click(route, "New");
            route = routeShowing(window, List.of());
            window.click(route, "Open");
            route = routeShowing(window, List.of(2, 0, 1));

            route = choose(window, route, 3);
            window.click(route, "Delete");
            route = routeShowing(window, List.of(2, 0));
            window.click(route, "New");
            route = window.panel(RoutePanel.TITLE, "Cancel");
            window.click(route, "Cancel");
            route = window.awaitPanel(RoutePanel.TITLE, "with the route kept", shown -> !shown.path("controls")
                    .has("Cancel") && indices(shown).equals(List.of(2, 0)));
        }
        try (var again = start(home, level)) {
            routeShowing(again, List.of(2, 0));
            again.panel(RoutePanel.TITLE, "waypoints/2");
            // R adds a waypoint on what is under the pointer: here the middle of the view, looking into room 0.
            var ready = again.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 5);
            var view = ready.get("view");
            again.click(view.get(0).asInt() + view.get(2).asInt() / 2, view.get(1).asInt() + view.get(3).asInt() / 2);
            again.press("r");
            var added = again.awaitPanel(RoutePanel.TITLE, "with a third waypoint", shown -> RealWindow.rows(shown,
                    "waypoints").size() == 3);
            var row = RealWindow.rows(added, "waypoints").get(2);
            assertTrue(List.of("Position", "Trigger", "Entity").contains(row.get(1)), row.toString());
            var room = Integer.parseInt(row.get(2));
            assertTrue(room >= 0 && room < LevelReader.read(level).rooms().size(), row.toString());
        }
    }

    /** "x,y,z" with each number as Java prints a double, to compare with the stored shortest form. */
    private static String trimmed(String stored) {
        var parts = stored.split(",");
        var out = new ArrayList<String>();
        for (var part : parts) {
            out.add(Double.toString(Double.parseDouble(part)));
        }
        return String.join(",", out);
    }
}
