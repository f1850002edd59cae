package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.demo.TownLevelGenerator;
import org.tomblens.maker.script.Tr4ScriptWriter;

/**
 * The offscreen commands as scripts use them: a contact sheet is a near-square grid of the frames `render`
 * gives for each file alone, and `bench --json` prints its contract's keys with values that fit the level.
 */
class RenderAndBenchCommandTest {
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2");
    private static final int TILE_WIDTH = 160;
    private static final int TILE_HEIGHT = 90;
    /** In rando-test1.tr4, half a sector behind Lara at her eyes, looking down the level past the fog's 12 sectors. */
    private static final String FAR_VIEW = "--camera=4412,-700,22489,157.5,-8";
    /** Rows at the top of a tile that hold its name: a 12-pixel line of text at scale 2 from row 10, in a band. */
    private static final int LABEL_ROWS = 40;

    @Test
    void aContactSheetLaysOutEachFilesOwnFrameInANearSquareGrid(@TempDir Path folder) throws IOException {
        var files = new ArrayList<Path>();
        files.add(DEMO);
        files.add(Corpus.file("tr1/rando-test1.phd"));
        files.add(Corpus.file("tr4/rando-test1.tr4"));
        var sheetFile = folder.resolve("sheet.png");
        var arguments = new ArrayList<String>(List.of("render", "--contact-sheet", sheetFile.toString(),
                "--size", TILE_WIDTH + "x" + TILE_HEIGHT));
        files.forEach(file -> arguments.add(file.toString()));
        var run = CommandRun.of(arguments.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        var sheet = ImageIO.read(sheetFile.toFile());
        // Three tiles: two columns (the ceiling of the square root), two rows.
        assertEquals(2 * TILE_WIDTH, sheet.getWidth());
        assertEquals(2 * TILE_HEIGHT, sheet.getHeight());
        for (int t = 0; t < files.size(); t++) {
            var single = folder.resolve("single-" + t + ".png");
            assertEquals(0, CommandRun.of("render", files.get(t).toString(), "-o", single.toString(), "--size",
                    TILE_WIDTH + "x" + TILE_HEIGHT).status());
            var alone = ImageIO.read(single.toFile());
            var left = (t % 2) * TILE_WIDTH;
            var top = (t / 2) * TILE_HEIGHT;
            var differing = 0;
            for (int y = LABEL_ROWS; y < TILE_HEIGHT; y++) {
                for (int x = 0; x < TILE_WIDTH; x++) {
                    differing += (sheet.getRGB(left + x, top + y) != alone.getRGB(x, y)) ? 1 : 0;
                }
            }
            assertEquals(0, differing, files.get(t) + ": pixels of its tile that differ from its own frame");
        }
        var empty = sheet.getRGB(TILE_WIDTH + TILE_WIDTH / 2, TILE_HEIGHT + TILE_HEIGHT / 2) & 0xFFFFFF;
        assertEquals(0x282828, empty, "the fourth place, with no file, stays dark grey");
    }

    /**
     * A TR4 level in a TRLE engine folder whose script sets a red fog: `render` fades it to red and clears to red,
     * while with --no-script it draws as the same level with no script near it.
     */
    @Test
    void aLevelBesideAScriptWithFogRendersFoggedUnlessToldNot(@TempDir Path engine) throws IOException {
        var levels = List.of(new Tr4ScriptWriter.Level("DATA\\TITLE", -1, 0, Map.of()),
                new Tr4ScriptWriter.Level("DATA\\RANDO-TEST1", 1, 0, Map.of(),
                        new Atmosphere(Optional.of(new Atmosphere.Colour(255, 0, 0)), List.of())));
        Files.write(engine.resolve("script.dat"), Tr4ScriptWriter.script(levels, List.of("ENGLISH.DAT")));
        Files.write(engine.resolve("english.dat"), Tr4ScriptWriter.language(List.of("Title", "Red Mist")));
        Files.createDirectories(engine.resolve("data"));
        var level = Files.createSymbolicLink(engine.resolve("data/rando-test1.tr4"),
                Corpus.file("tr4/rando-test1.tr4").toAbsolutePath());
        var plain = render(Corpus.file("tr4/rando-test1.tr4"), engine.resolve("plain.png"), FAR_VIEW);
        var fogged = render(level, engine.resolve("fogged.png"), FAR_VIEW);
        var told = render(level, engine.resolve("told.png"), FAR_VIEW, "--no-script");
        var changed = 0;
        var cleared = 0;
        for (int y = 0; y < TILE_HEIGHT; y++) {
            for (int x = 0; x < TILE_WIDTH; x++) {
                var before = plain.getRGB(x, y) & 0xFFFFFF;
                var after = fogged.getRGB(x, y) & 0xFFFFFF;
                assertEquals(before, told.getRGB(x, y) & 0xFFFFFF, "--no-script draws as without a script");
                if (before == 0x14171C) {
                    assertEquals(0xFF0000, after, "past the faces: the fog colour");
                    cleared++;
                } else if (before != after) {
                    assertTrue((after >> 16) >= (before >> 16) && (after >> 8 & 0xFF) <= (before >> 8 & 0xFF)
                            && (after & 0xFF) <= (before & 0xFF), "a face fades towards red");
                    changed++;
                }
            }
        }
        assertTrue(cleared > 0 || changed > 0, "the fog shows");
    }

    private static java.awt.image.BufferedImage render(Path level, Path png, String... more) throws IOException {
        var arguments = new ArrayList<>(List.of("render", level.toString(), "-o", png.toString(), "--size",
                TILE_WIDTH + "x" + TILE_HEIGHT));
        arguments.addAll(List.of(more));
        var run = CommandRun.of(arguments.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        return ImageIO.read(png.toFile());
    }

    @Test
    void benchJsonPrintsTheContractsKeysWithValuesThatFitTheLevel() throws IOException {
        var run = CommandRun.of("bench", "--json", "--frames", "3", "--size", TILE_WIDTH + "x" + TILE_HEIGHT,
                DEMO.toString());
        assertEquals(0, run.status(), run.err());
        var lines = run.out().strip().split("\n");
        assertEquals(1, lines.length, run.out());
        var result = new ObjectMapper().readTree(lines[0]);
        var keys = new ArrayList<String>();
        result.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("file", "parse_ms", "build_ms", "upload_ms", "frame_ms", "frame_ms_all_rooms",
                "draw_calls", "draw_calls_all_rooms", "visible_rooms", "rooms", "triangles", "heap_mb", "frame_cpu_ms"),
                keys);
        assertEquals("tomblens-demo.tr2", result.get("file").asText());
        assertEquals(5, result.get("rooms").asInt(), "the demo's five rooms");
        var visible = result.get("visible_rooms").asInt();
        assertTrue(visible >= 1 && visible <= 5, "visible rooms " + visible);
        assertTrue(result.get("draw_calls").asInt() > 0);
        assertTrue(result.get("triangles").asLong() > 0);
        for (var key : List.of("parse_ms", "build_ms", "upload_ms", "frame_ms", "frame_ms_all_rooms", "frame_cpu_ms")) {
            assertTrue(result.get(key).asDouble() >= 0, key);
        }
    }

    /**
     * Above the middle of the town, outside every room, every one of its 150 rooms is drawn; they spread far wider than
     * twenty sectors, and with the games' far view the frame draws only those that come within it.
     */
    @Test
    void benchWithTheFarViewDrawsOnlyTheRoomsWithinIt(@TempDir Path folder) throws IOException {
        var level = TownLevelGenerator.generate(TownLevelGenerator.DEFAULT_ROOMS);
        var town = folder.resolve(level.fileName());
        Files.write(town, TownLevelGenerator.generateBytes(TownLevelGenerator.DEFAULT_ROOMS));
        var rooms = level.rooms();
        var x = rooms.stream().mapToDouble(r -> r.x() + r.numXSectors() * 512.0).average().orElseThrow();
        var z = rooms.stream().mapToDouble(r -> r.z() + r.numZSectors() * 512.0).average().orElseThrow();
        var y = rooms.stream().mapToInt(r -> r.yTop()).min().orElseThrow() - 2048;
        // Rooms whose sector grid, from ceiling to floor, comes within twenty sectors of the eye.
        var within = rooms.stream().filter(r -> Math.sqrt(square(outside(x, r.x(), r.x() + r.numXSectors() * 1024.0))
                + square(outside(y, r.yTop(), r.yBottom()))
                + square(outside(z, r.z(), r.z() + r.numZSectors() * 1024.0))) <= 20 * 1024).count();
        var camera = List.of("--camera", Math.round(x) + "," + y + "," + Math.round(z) + ",0,-90");
        var all = benchJson(town, camera);
        var near = benchJson(town, camera, "--far-view");
        assertEquals(150, all.get("visible_rooms").asInt(), "from outside every room, every room is drawn");
        var drawn = near.get("visible_rooms").asInt();
        assertTrue(drawn >= within && drawn < 150, drawn + " rooms drawn with the far view, " + within
                + " of them within twenty sectors");
        assertTrue(near.get("triangles").asLong() < all.get("triangles").asLong());
    }

    private static double outside(double value, double min, double max) {
        return Math.max(Math.max(min - value, 0), value - max);
    }

    private static double square(double value) {
        return value * value;
    }

    private static JsonNode benchJson(Path file, List<String> camera, String... more) throws IOException {
        var arguments = new ArrayList<>(List.of("bench", "--json", "--frames", "1", "--size", "64x36"));
        arguments.addAll(camera);
        arguments.addAll(List.of(more));
        arguments.add(file.toString());
        var run = CommandRun.of(arguments.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        return new ObjectMapper().readTree(run.out().strip());
    }

    @Test
    void benchFromAGivenCameraMeasuresWhatThatCameraSees() throws IOException {
        // In the demo's pool, under the hall, looking down: the pool alone is in view.
        var run = CommandRun.of("bench", "--json", "--frames", "1", "--size", TILE_WIDTH + "x" + TILE_HEIGHT,
                "--camera", "3584,2000,3584,0,-80", DEMO.toString());
        assertEquals(0, run.status(), run.err());
        var result = new ObjectMapper().readTree(run.out().strip());
        assertEquals(1, result.get("visible_rooms").asInt());
        assertEquals(5, result.get("rooms").asInt());
    }

    @Test
    void benchOfAFileThatIsNoLevelSaysWhyAndExitsWithOne(@TempDir Path folder) throws IOException {
        var bad = Files.write(folder.resolve("bad.tr2"), new byte[] {1, 2, 3});
        var run = CommandRun.of("bench", "--frames", "1", "--size", "64x64", bad.toString());
        assertEquals(1, run.status());
        assertTrue(run.err().contains("bench: cannot read"), run.err());
    }
}
