package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.session.LevelPreparation;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.level.LevelPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.app.ui.textures.TexturesPanel;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The Level, Rooms, Entities, Render and Textures panels in the real window on corpus levels, used with the
 * mouse and keyboard as a new user would; what each panel shows and where its controls are come from its
 * reports in the event log, and are checked against the level read here.
 */
class PanelsWindowTest {
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 960;
    /** Ten rooms, three of them under water. */
    private static final String RANDO = "tr1/rando-test1.phd";
    /** 104 entities, most of three types; two warnings while loading. */
    private static final String LAKE = "tr5/trview-lake.trc";
    /** §3.4.6: room flag 0x1 is water. */
    private static final int WATER = 0x1;

    /**
     * The viewer on a corpus level with these panels closed and those open: the Level, Render, Textures and
     * Sounds panels share a corner, so a test of one closes the others.
     */
    private static RealWindow start(Path home, String level, List<String> closed, List<String> opened) throws Exception {
        var toggles = new ArrayList<String>();
        closed.forEach(title -> toggles.add("\"panel." + title + "\": false"));
        opened.forEach(title -> toggles.add("\"panel." + title + "\": true"));
        var settings = "{\"windowWidth\": " + WIDTH + ", \"windowHeight\": " + HEIGHT + ", \"toggles\": {"
                + String.join(", ", toggles) + "}}";
        var window = RealWindow.start(home, List.of(Corpus.file(level).toString(), "--size", WIDTH + "x" + HEIGHT),
                settings);
        window.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 60);
        return window;
    }

    /** A list panel's rows as it reports them, each as its cells. */
    private static List<List<String>> rows(JsonNode panel) {
        var rows = new ArrayList<List<String>>();
        panel.get("rows").forEach(row -> {
            var cells = new ArrayList<String>();
            row.forEach(cell -> cells.add(cell.asText()));
            rows.add(cells);
        });
        return rows;
    }

    /** The number in each row's first cell. */
    private static List<Integer> numbers(JsonNode panel) {
        return rows(panel).stream().map(row -> Integer.valueOf(row.get(0))).toList();
    }

    private static JsonNode awaitSelected(RealWindow window, String kind, Predicate<JsonNode> wanted)
            throws Exception {
        return window.await(kind + " selected", event -> "selected".equals(event.path("event").asText())
                && kind.equals(event.path("kind").asText()) && wanted.test(event), 20);
    }

    @Test
    void theLevelPanelShowsTheLevelsCountsAndOpensItsWarnings(@TempDir Path home) throws Exception {
        var file = Corpus.file(LAKE);
        var level = LevelReader.read(file);
        var warnings = LevelPreparation.prepare(file, file.getFileName().toString(), Files.readAllBytes(file),
                (fraction, stage) -> { }).warnings();
        try (var window = start(home, LAKE, List.of("Render", "Sounds"), List.of())) {
            var panel = window.panel(LevelPanel.TITLE, "warnings");
            assertEquals("trview-lake.trc", panel.get("file").asText());
            assertEquals("TR5", panel.get("version").asText());
            var counts = panel.get("counts");
            assertEquals(5, counts.get("Rooms").asInt());
            assertEquals(104, counts.get("Entities").asInt());
            assertEquals(level.staticMeshes().size(), counts.get("Static meshes").asInt());
            assertEquals(level.texturing().objectTextures().size(), counts.get("Object textures").asInt());
            assertEquals(level.textures().pageCount(), counts.get("Texture pages").asInt());
            assertEquals(level.cameras().size(), counts.get("Cameras").asInt());
            assertEquals(level.flybyCameras().size(), counts.get("Flyby cameras").asInt());
            assertEquals(level.soundSources().size(), counts.get("Sound sources").asInt());
            assertEquals(level.floorData().size(), counts.get("FloorData words").asInt());
            assertEquals(2, warnings.size(), "the lake's two animations past their frame data: " + warnings);
            assertEquals(2, panel.get("warnings").asInt());
            assertEquals(0, panel.get("warningsShown").size(), "the warnings start folded");

            window.click(panel, "warnings");
            var open = window.awaitPanel(LevelPanel.TITLE, "showing the warnings",
                    shown -> shown.get("warningsShown").size() == 2);
            var shown = new ArrayList<String>();
            open.get("warningsShown").forEach(line -> shown.add(line.asText()));
            assertEquals(warnings.stream().map(DataWarning::toString).toList(), shown);
        }
    }

    @Test
    void theRoomsPanelListsEveryRoomFiltersByFlagAndFliesOverAClickedSector(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(RANDO));
        var water = IntStream.range(0, level.rooms().size())
                .filter(r -> (level.rooms().get(r).flags() & WATER) != 0).boxed().toList();
        assertEquals(List.of(5, 6, 8), water);
        try (var window = start(home, RANDO, List.of(), List.of())) {
            var panel = window.panel(RoomsPanel.TITLE, "filter");
            assertEquals(IntStream.range(0, 10).boxed().toList(), numbers(panel), "every room, in order");
            for (var row : rows(panel)) {
                var room = Integer.parseInt(row.get(0));
                assertEquals(water.contains(room), row.get(1).contains("water"), "room " + room + "'s flags: " + row);
            }
            assertEquals(-1, panel.get("mapRoom").asInt(), "no room chosen yet");

            window.click(panel, "filter");
            window.type("water");
            var filtered = window.awaitPanel(RoomsPanel.TITLE, "listing the water rooms",
                    shown -> numbers(shown).equals(water));

            window.click(filtered, "firstRoom");
            var mapped = window.awaitPanel(RoomsPanel.TITLE, "mapping room 5", shown -> shown.get("mapRoom").asInt() == 5);
            window.await("a flight into room 5", event -> "flown".equals(event.path("event").asText())
                    && event.get("index").asInt() == 5, 20);

            // Sector (1, 1) is a cell right of and above sector (0, 0): the map has Z going up.
            var corner = mapped.get("controls").get("sector00");
            var cell = mapped.get("cell").asInt();
            window.click(corner.get(0).asInt() + cell, corner.get(1).asInt() - cell);
            var sector = awaitSelected(window, "sector", event -> true);
            assertEquals(List.of(5, 1, 1), List.of(sector.get("room").asInt(), sector.get("x").asInt(),
                    sector.get("z").asInt()));
        }
    }

    @Test
    void theEntitiesTypeFilterLeavesOnlyThatTypeAndARowSelectsItsEntity(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(LAKE));
        var byType = level.entities().stream().collect(Collectors.groupingBy(Entity::type, Collectors.counting()));
        var type = byType.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        var ofType = IntStream.range(0, level.entities().size()).filter(e -> level.entities().get(e).type() == type)
                .boxed().toList();
        assertTrue(ofType.size() > 1 && ofType.size() < level.entities().size());
        try (var window = start(home, LAKE, List.of(), List.of())) {
            var panel = window.panel(EntitiesPanel.TITLE, "typeFilter");
            assertEquals(level.entities().size(), panel.get("entities").asInt());
            assertEquals(IntStream.range(0, level.entities().size()).boxed().toList(), numbers(panel));

            window.click(panel, "typeFilter");
            window.type(Integer.toString(type));
            var filtered = window.awaitPanel(EntitiesPanel.TITLE, "listing type " + type,
                    shown -> numbers(shown).equals(ofType));
            for (var row : rows(filtered)) {
                assertTrue(row.get(1).endsWith("(" + type + ")"), "the type column: " + row);
                assertEquals(level.entities().get(Integer.parseInt(row.get(0))).room(), Integer.parseInt(row.get(2)));
            }

            window.click(filtered, "firstEntity");
            awaitSelected(window, "entity", event -> event.get("entity").asInt() == ofType.get(0));
        }
    }

    @Test
    void renderSwitchesChangeTheOptionsWhetherClickedOrKeyed(@TempDir Path home) throws Exception {
        try (var window = start(home, RANDO, List.of("Level", "Sounds"), List.of())) {
            // A switch near the panel's top, in view whatever the panel's height.
            var panel = window.panel(RenderPanel.TITLE, "textures");
            assertTrue(panel.get("options").get("textures").asBoolean());
            assertTrue(panel.get("options").get("lighting").asBoolean());

            window.click(panel, "textures");
            window.awaitPanel(RenderPanel.TITLE, "with textures off", shown -> !shown.get("options").get("textures")
                    .asBoolean());
            window.press("l");
            var keyed = window.awaitPanel(RenderPanel.TITLE, "with lighting off", shown -> !shown.get("options")
                    .get("lighting").asBoolean());
            assertFalse(keyed.get("options").get("textures").asBoolean(), "the click stays");
        }
    }

    @Test
    void theTexturesPanelNamesTheObjectTextureUnderTheMouse(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(RANDO));
        // A texture of page 0 at least 8 texels across, near the page's top left, so surely in view.
        var textures = level.texturing().objectTextures();
        var chosen = IntStream.range(0, textures.size()).boxed()
                .filter(t -> textures.get(t).page() == 0 && span(textures.get(t), true) >= 8
                        && span(textures.get(t), false) >= 8 && middle(textures.get(t), true) < 96
                        && middle(textures.get(t), false) < 96)
                .min(Comparator.comparingInt(t -> middle(textures.get(t), true) + middle(textures.get(t), false)))
                .orElseThrow();
        var texture = textures.get(chosen);
        try (var window = start(home, RANDO, List.of("Level", "Render", "Sounds"), List.of("Textures"))) {
            var panel = window.panel(TexturesPanel.TITLE, "pageCorner");
            assertEquals(0, panel.get("page").asInt());
            assertTrue(panel.get("pages").asInt() >= level.textures().pageCount());
            var zoom = panel.get("zoom").asDouble();
            var corner = panel.get("controls").get("pageCorner");

            window.move(corner.get(0).asInt() + (int) ((middle(texture, true) + 0.5) * zoom),
                    corner.get(1).asInt() + (int) ((middle(texture, false) + 0.5) * zoom));
            var hovered = window.awaitPanel(TexturesPanel.TITLE, "naming object texture " + chosen,
                    shown -> shown.get("hover").asText().contains("object texture " + chosen + ","));
            assertTrue(hovered.get("hover").asText().startsWith("texel ("), hovered.get("hover").asText());
        }
    }

    /** §9.3: a corner's high byte is its texel; the middle texel of the texture along u or v. */
    private static int middle(ObjectTexture texture, boolean alongU) {
        return (low(texture, alongU) + high(texture, alongU)) / 2;
    }

    private static int span(ObjectTexture texture, boolean alongU) {
        return high(texture, alongU) - low(texture, alongU);
    }

    private static int low(ObjectTexture texture, boolean alongU) {
        return texture.corners().stream().mapToInt(c -> (alongU ? c.u() : c.v()) >> 8).min().orElseThrow();
    }

    private static int high(ObjectTexture texture, boolean alongU) {
        return texture.corners().stream().mapToInt(c -> (alongU ? c.u() : c.v()) >> 8).max().orElseThrow();
    }
}
