package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.app.session.LevelPreparation;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.level.LevelPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.app.ui.textures.TexturesPanel;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.maker.write.LevelWriter;

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
    /** 104 entities, most of three types; no warning while loading. */
    private static final String LAKE = "tr5/trview-lake.trc";
    /** §3.4.6: room flag 0x1 is water. */
    private static final int WATER = 0x1;

    /**
     * The viewer on a corpus level with these panels closed and those open: the Level, Render, Textures and
     * Sounds panels share a corner, so a test of one closes the others.
     */
    private static RealWindow start(Path home, String level, List<String> closed, List<String> opened) throws Exception {
        return start(home, Corpus.file(level), closed, opened);
    }

    private static RealWindow start(Path home, Path level, List<String> closed, List<String> opened) throws Exception {
        var settings = StartSettings.window(WIDTH, HEIGHT).panels(closed, false).panels(opened, true).json();
        var window = RealWindow.start(home, List.of(level.toString(), "--size", WIDTH + "x" + HEIGHT),
                settings);
        window.awaitLevel();
        return window;
    }

    /** The number in the first cell of each row the panel's table of this name shows. */
    private static List<Integer> numbers(JsonNode panel, String table) {
        return RealWindow.rows(panel, table).stream().map(row -> Integer.valueOf(row.get(0))).toList();
    }

    /** The number the Level panel shows beside one of its counts' labels. */
    private static int count(JsonNode panel, String label) {
        var texts = RealWindow.texts(panel);
        var at = texts.indexOf(label);
        assertTrue(at >= 0 && at + 1 < texts.size(), label + " in " + texts);
        return Integer.parseInt(texts.get(at + 1));
    }

    private static JsonNode awaitSelected(RealWindow window, String kind, Predicate<JsonNode> wanted)
            throws Exception {
        return window.await(kind + " selected", event -> "selected".equals(event.path("event").asText())
                && kind.equals(event.path("kind").asText()) && wanted.test(event), 20);
    }

    @Test
    void theLevelPanelShowsTheLevelsCounts(@TempDir Path home) throws Exception {
        var file = Corpus.file(LAKE);
        var level = LevelReader.read(file);
        var warnings = LevelPreparation.prepare(file, file.getFileName().toString(), Files.readAllBytes(file),
                (fraction, stage) -> { }).warnings();
        try (var window = start(home, LAKE, List.of("Render", "Sounds"), List.of())) {
            assertEquals(List.of(), warnings, "the lake reads without a warning");
            var panel = window.awaitPanel(LevelPanel.TITLE, "saying there is no warning",
                    shown -> RealWindow.texts(shown).contains("No warnings while loading."));
            var texts = RealWindow.texts(panel);
            assertTrue(texts.contains("trview-lake.trc"), texts.toString());
            assertTrue(texts.contains("Version: TR5"), texts.toString());
            assertTrue(texts.contains("Platform: PC, variant: PC"), texts.toString());
            assertEquals(5, count(panel, "Rooms"));
            assertEquals(104, count(panel, "Entities"));
            assertEquals(level.staticMeshes().size(), count(panel, "Static meshes"));
            assertEquals(level.texturing().objectTextures().size(), count(panel, "Object textures"));
            assertEquals(level.textures().pageCount(), count(panel, "Texture pages"));
            assertEquals(level.cameras().size(), count(panel, "Cameras"));
            assertEquals(level.flybyCameras().size(), count(panel, "Flyby cameras"));
            assertEquals(level.soundSources().size(), count(panel, "Sound sources"));
            assertEquals(level.floorData().size(), count(panel, "FloorData words"));
        }
    }

    @Test
    void theLevelPanelCountsItsWarningsAndOpensThem(@TempDir Path home) throws Exception {
        // The demo level written with its mesh trees cut off: every model of two or more meshes has nodes past the
        // table, which read as zero and are warned of, one warning a model.
        var demo = LevelReader.read(BundledDemoLevel.bytes(), BundledDemoLevel.fileName());
        var file = home.resolve("cut-trees.tr2");
        Files.write(file, LevelWriter.write(SyntheticLevels.withMeshTrees(demo, Ints.own(new int[0]))));
        var models = demo.animation().models().stream().filter(model -> model.numMeshes() > 1).count();
        var warnings = LevelPreparation.prepare(file, file.getFileName().toString(), Files.readAllBytes(file),
                (fraction, stage) -> { }).warnings();
        assertEquals(models, warnings.size(), "one warning a model of two or more meshes: " + warnings);
        var header = "Warnings (" + warnings.size() + ")";
        try (var window = start(home, file, List.of("Render", "Sounds"), List.of())) {
            var lines = warnings.stream().map(DataWarning::toString).toList();
            var panel = window.panel(LevelPanel.TITLE, header);
            var texts = RealWindow.texts(panel);
            assertTrue(lines.stream().noneMatch(texts::contains), "the warnings start folded: " + texts);

            window.click(panel, header);
            var open = window.awaitPanel(LevelPanel.TITLE, "showing the warnings",
                    shown -> RealWindow.texts(shown).containsAll(lines));
            var shown = RealWindow.texts(open);
            assertEquals(lines, shown.subList(shown.size() - lines.size(), shown.size()), "the warnings, in order, last");
        }
    }


    @Test
    void theRoomsPanelListsEveryRoomFiltersByFlagAndFliesOverAClickedSector(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(RANDO));
        var water = IntStream.range(0, level.rooms().size())
                .filter(r -> (level.rooms().get(r).flags() & WATER) != 0).boxed().toList();
        assertEquals(List.of(5, 6, 8), water);
        try (var window = start(home, RANDO, List.of(), List.of())) {
            var panel = window.panel(RoomsPanel.TITLE, "roomFilter");
            assertEquals(IntStream.range(0, 10).boxed().toList(), numbers(panel, "rooms"), "every room, in order");
            for (var row : RealWindow.rows(panel, "rooms")) {
                var room = Integer.parseInt(row.get(0));
                assertEquals(water.contains(room), row.get(1).contains("water"), "room " + room + "'s flags: " + row);
            }
            assertTrue(RealWindow.texts(panel).contains("Choose a room to see its sectors."), "no room chosen yet");
            assertFalse(panel.path("controls").has("sectorMap"), "no map yet");

            window.click(panel, "roomFilter");
            window.type("water");
            var filtered = window.awaitPanel(RoomsPanel.TITLE, "listing the water rooms",
                    shown -> numbers(shown, "rooms").equals(water));

            window.click(filtered, "rooms/" + water.get(0));
            var mapped = window.awaitPanel(RoomsPanel.TITLE, "mapping room 5", shown -> RealWindow.texts(shown)
                    .stream().anyMatch(text -> text.startsWith("Room 5: ")) && shown.path("controls").has("sectorMap"));
            window.await("a flight into room 5", event -> "flown".equals(event.path("event").asText())
                    && event.get("index").asInt() == 5, 20);

            // The map is a cell per sector, sector (0, 0) at its bottom left; sector (1, 1) is a cell right of and
            // above it: the map has Z going up.
            var map = mapped.get("controls").get("sectorMap");
            var cell = map.get(2).asDouble() / level.rooms().get(5).numXSectors();
            assertEquals(cell, map.get(3).asDouble() / level.rooms().get(5).numZSectors(), 1, "square cells");
            window.click(map.get(0).asInt() + (int) (1.5 * cell), map.get(1).asInt() + map.get(3).asInt()
                    - (int) (1.5 * cell));
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
            assertEquals(IntStream.range(0, level.entities().size()).boxed().toList(), numbers(panel, "entities"),
                    "every entity, in order");

            window.click(panel, "typeFilter");
            window.type(Integer.toString(type));
            var filtered = window.awaitPanel(EntitiesPanel.TITLE, "listing type " + type,
                    shown -> numbers(shown, "entities").equals(ofType));
            for (var row : RealWindow.rows(filtered, "entities")) {
                assertTrue(row.get(1).endsWith("(" + type + ")"), "the type column: " + row);
                assertEquals(level.entities().get(Integer.parseInt(row.get(0))).room(), Integer.parseInt(row.get(2)));
            }

            window.click(filtered, "entities/" + ofType.get(0));
            awaitSelected(window, "entity", event -> event.get("entity").asInt() == ofType.get(0));
        }
    }

    @Test
    void renderSwitchesChangeTheOptionsWhetherClickedOrKeyed(@TempDir Path home) throws Exception {
        try (var window = start(home, RANDO, List.of("Level", "Sounds"), List.of())) {
            // A switch near the panel's top, in view whatever the panel's height.
            var panel = window.panel(RenderPanel.TITLE, "Textures");
            assertTrue(panel.get("values").get("Textures").asBoolean());
            assertTrue(panel.get("values").get("Lighting (L)").asBoolean());

            window.click(panel, "Textures");
            window.awaitPanel(RenderPanel.TITLE, "with textures off", shown -> !shown.get("values").get("Textures")
                    .asBoolean());
            window.press("l");
            var keyed = window.awaitPanel(RenderPanel.TITLE, "with lighting off", shown -> !shown.get("values")
                    .get("Lighting (L)").asBoolean());
            assertFalse(keyed.get("values").get("Textures").asBoolean(), "the click stays");
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
            var panel = window.panel(TexturesPanel.TITLE, "page image");
            // The Page slider: [page shown, first page, last page].
            var page = panel.get("values").get("Page");
            assertEquals(0, page.get(0).asInt());
            assertTrue(page.get(2).asInt() + 1 >= level.textures().pageCount(), page.toString());
            var zoom = panel.get("values").get("Zoom").get(0).asDouble();
            var corner = panel.get("controls").get("page image");
            assertEquals(256 * zoom, corner.get(2).asDouble(), 1, "the page drawn " + zoom + " times as large");

            window.move(corner.get(0).asInt() + (int) ((middle(texture, true) + 0.5) * zoom),
                    corner.get(1).asInt() + (int) ((middle(texture, false) + 0.5) * zoom));
            var hovered = window.awaitPanel(TexturesPanel.TITLE, "naming object texture " + chosen,
                    shown -> hover(shown).contains("object texture " + chosen + ","));
            assertTrue(hover(hovered).startsWith("texel ("), hover(hovered));
        }
    }

    /** What the Textures panel's tooltip over the page says, or nothing while it shows none. */
    private static String hover(JsonNode panel) {
        return RealWindow.texts(panel).stream().filter(text -> text.startsWith("texel (")).findFirst().orElse("");
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
