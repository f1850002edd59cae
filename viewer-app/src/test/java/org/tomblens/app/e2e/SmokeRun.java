package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.tomblens.app.e2e.RealWindow.Screen;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;

/**
 * What a user does first with the viewer, run by a {@link Launcher}: the window opens a file with no error, a whole
 * session in it (a sector clicked and its FloorData shown, an animation played, the flip map switched, every panel
 * opened, a screenshot taken) goes as it should, and every command runs on a real level. The installed application
 * and the classes under test on a trimmed set of modules are both checked with it.
 */
final class SmokeRun {
    /** Tall enough that the Render panel's flip switches show below its other switches. */
    private static final Screen SCREEN = new Screen(1920, 1600, 96);
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 1500;
    private static final String SETTINGS = StartSettings.window(WIDTH, HEIGHT).json();
    /** The Render panel shares its corner with the Level and Sounds panels: closed at first, they leave it in front. */
    private static final String RENDER_IN_FRONT = StartSettings.window(WIDTH, HEIGHT)
            .panels(List.of("Level", "Sounds"), false).json();

    private final Launcher launcher;

    SmokeRun(Launcher launcher) {
        this.launcher = launcher;
    }

    /**
     * Opens {@code file} (the bundled demo where null) in the window: it is loaded and on screen with no error, and
     * the window closes with status 0 when asked to (Ctrl+Q). Returns the {@code loaded} event.
     */
    JsonNode opens(Path home, Path file) throws Exception {
        var arguments = new ArrayList<String>();
        if (file != null) {
            arguments.add(file.toString());
        }
        arguments.addAll(List.of("--size", WIDTH + "x" + HEIGHT));
        try (var window = start(home, arguments, SETTINGS)) {
            var loaded = window.await("a file loaded", event -> "loaded".equals(event.path("event").asText())
                    || "error".equals(event.path("event").asText()), 90);
            assertEquals("loaded", loaded.path("event").asText(), launcher.name() + " could not open "
                    + (file == null ? "the demo" : file) + ": " + loaded + "\n" + window.output());
            window.await("the file on screen", event -> "ready".equals(event.path("event").asText()), 60);
            assertNoError(window);
            window.press("ctrl+q");
            assertEquals(0, window.awaitExit(30), window.output());
            assertNoError(window);
            return loaded;
        }
    }

    /**
     * The whole session on {@code file}, a level with a flip map, animated models and FloorData in its room 0:
     * Lara's animation plays in the Animation panel; looking down at a sector of room 0 with FloorData, a click
     * selects it and the Sector panel shows its functions; the Render panel switches the flip map on; F12 saves a
     * screenshot that shows the level, inside the home given; and started again, every panel the View menu lists
     * opens.
     */
    void wholeSession(Path home, Path file) throws Exception {
        var level = LevelReader.read(file);
        var sector = sectorWithFloorData(level);
        var outside = OutsideFolders.now();
        List<String> all;
        try (var window = start(home, List.of(file.toString(), "--camera", above(level, sector), "--model", "0",
                "--size", WIDTH + "x" + HEIGHT), RENDER_IN_FRONT)) {
            var ready = window.await("the level on screen", event -> "ready".equals(event.path("event").asText()),
                    90);
            window.click(window.panel("Animation", "Play"), "Play");
            window.await("an animation playing", event -> "player".equals(event.path("event").asText())
                    && event.path("playing").asBoolean(), 20);
            window.jumpAndClick(window.awaitPanelPassing("Animation", "offering to pause",
                    panel -> panel.path("controls").has("Pause")), "Pause");
            window.await("the animation paused", event -> "player".equals(event.path("event").asText())
                    && event.has("playing") && !event.path("playing").asBoolean(), 20);

            var view = ready.get("view");
            window.click(view.get(0).asInt() + view.get(2).asInt() / 2,
                    HEIGHT - view.get(1).asInt() - view.get(3).asInt() / 2);
            var selected = window.await("the sector selected", event -> "selected".equals(event.path("event")
                    .asText()) && "sector".equals(event.path("kind").asText()), 30);
            assertEquals(List.of(sector.room(), sector.x(), sector.z()), List.of(selected.get("room").asInt(),
                    selected.get("x").asInt(), selected.get("z").asInt()), "the sector under the view's middle");
            var functions = LevelFloorData.of(level).chain(sector).functions().size();
            assertTrue(selected.get("lines").size() >= functions, "a line per FloorData function (" + functions
                    + "): " + selected);

            var flip = "group " + firstFlipGroup(level);
            window.panel("Render", flip);
            var switched = window.turnSwitch("Render", flip, view.get(0).asInt() + view.get(2).asInt() / 3,
                    HEIGHT - view.get(1).asInt() - view.get(3).asInt() / 3);
            assertTrue(switched.path("values").path(flip).asBoolean(), "the flip map on");

            var shot = window.screenshot(1);
            assertTrue(shot.getWidth() >= WIDTH / 2 && shownPixels(shot) > shot.getWidth() * shot.getHeight() / 4,
                    "the screenshot shows the window, not an empty frame");
            var saved = Path.of(lastEvent(window, "screenshot").get("file").asText());
            assertTrue(saved.toAbsolutePath().startsWith(home), "saved in the home given: " + saved);

            all = titles(window.lastPanel("Menu"), "panels");
            window.press("ctrl+q");
            assertEquals(0, window.awaitExit(30), window.output());
            assertNoError(window);
        }
        everyPanelOpens(home.resolve("every-panel"), file, all);
        assertEquals(List.of(), outside.added(), "written outside the folder given");
        var temporary = names(Launcher.temporary(home));
        if (launcher.development()) {
            assertFalse(temporary.isEmpty(), "the native libraries went to the temporary folder given");
        } else {
            // The application's own launcher loads LWJGL's and Dear ImGui's libraries from its natives folder.
            assertTrue(temporary.stream().noneMatch(name -> name.startsWith("lwjgl") || name.contains("imgui")),
                    "no native library taken out of a jar: " + temporary);
        }
    }

    /**
     * The viewer started again on {@code file} with every panel the View menu lists open (as the settings of one
     * who opened them all keep them): each is open, and those in front of their corner are drawn.
     */
    private void everyPanelOpens(Path home, Path file, List<String> all) throws Exception {
        assertTrue(all.size() >= 10, "the View menu's panels: " + all);
        var settings = StartSettings.window(WIDTH, HEIGHT).panels(all, true).json();
        try (var window = start(home, List.of(file.toString(), "--size", WIDTH + "x" + HEIGHT), settings)) {
            window.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 90);
            var menu = window.awaitPanel("Menu", "with every panel open", shown -> titles(shown, "panelsOpen")
                    .containsAll(all));
            window.settled();
            for (var title : titles(window.lastPanel("Menu"), "panelsShown")) {
                window.await("the " + title + " panel drawn", event -> "panel".equals(event.path("event").asText())
                        && title.equals(event.path("title").asText()), 20);
            }
            assertTrue(titles(menu, "panelsShown").size() >= 4, "panels in front of their corners: " + menu);
            window.press("ctrl+q");
            assertEquals(0, window.awaitExit(30), window.output());
            assertNoError(window);
        }
    }

    /** Each command on {@code level}, a TR1 level with a cutscene, exits 0 and writes what it is asked to. */
    void everyCommand(Path home, Path level) throws Exception {
        var read = LevelReader.read(level);
        var out = Files.createDirectories(home.resolve("commands"));
        var route = out.resolve("route.tvr");
        var room = read.rooms().get(0);
        Files.writeString(route, "{\"colour\": \"4278255360\", \"waypoints\": [{\"type\": \"Position\", \"position\": \""
                + (room.x() + 512) / 1024.0 + "," + room.yBottom() / 1024.0 + "," + (room.z() + 512) / 1024.0
                + "\", \"room\": 0, \"index\": 0, \"notes\": \"\"}]}");
        var file = level.toString();
        var commands = List.of(
                List.of("info", file), List.of("info", "--json", file), List.of("check", file),
                List.of("render", file, "-o", out.resolve("render.png").toString()),
                List.of("export", file, "-o", out.resolve("level.glb").toString()),
                List.of("extract", file, "-o", out.resolve("extract").toString()),
                List.of("diff", file, file), List.of("route", file, "--route", route.toString()),
                List.of("cutscene", file), List.of("states", "--model", "0", file), List.of("boxes", file),
                List.of("flyby", file), List.of("pose", "--model", "0", "--all-keyframes", file),
                List.of("floordata", "--all", file));
        for (var command : commands) {
            var run = run(home, command);
            assertEquals(0, run.status(), launcher.name() + " " + String.join(" ", command) + ":\n" + run.output());
        }
        assertTrue(shownPixels(ImageIO.read(out.resolve("render.png").toFile())) > 0, "render drew the level");
        assertTrue(Files.size(out.resolve("level.glb")) > 1024, "export wrote the level");
        try (var files = Files.list(out.resolve("extract"))) {
            assertTrue(files.findAny().isPresent(), "extract took something out");
        }
    }

    private record Run(int status, String output) {}

    private Run run(Path home, List<String> arguments) throws Exception {
        var builder = new ProcessBuilder(launcher.command(home, arguments)).redirectErrorStream(true);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().putAll(launcher.environment(home));
        var process = builder.start();
        var output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(String.join(" ", arguments) + " still runs after 120 s");
        }
        return new Run(process.exitValue(), output);
    }

    private RealWindow start(Path home, List<String> arguments, String settings) throws Exception {
        Files.createDirectories(home);
        return RealWindow.start(launcher, home, arguments, settings, Map.of(), SCREEN);
    }

    private static void assertNoError(RealWindow window) throws IOException {
        var errors = window.events().stream().filter(event -> "error".equals(event.path("event").asText())).toList();
        assertTrue(errors.isEmpty(), "errors: " + errors);
    }

    /** A sector of room 0 whose FloorData holds functions. */
    private static SectorPosition sectorWithFloorData(Level level) {
        var floorData = LevelFloorData.of(level);
        return floorData.sectors().stream().filter(position -> position.room() == 0)
                .filter(position -> !floorData.chain(position).functions().isEmpty()).findFirst()
                .orElseThrow(() -> new AssertionError("room 0 has no sector with FloorData"));
    }

    /** The camera half way between the sector's floor and ceiling over its middle, looking straight down. */
    private static String above(Level level, SectorPosition position) {
        var room = level.rooms().get(position.room());
        var sector = room.sector(position.x(), position.z());
        var y = Math.max(sector.floorY() - 768, (sector.floorY() + sector.ceilingY()) / 2);
        return (room.x() + position.x() * 1024 + 512) + "," + y + "," + (room.z() + position.z() * 1024 + 512)
                + ",0,-89.9";
    }

    private static int firstFlipGroup(Level level) {
        return level.rooms().stream().filter(room -> room.alternateRoom() >= 0).mapToInt(room -> room.alternateGroup())
                .min().orElseThrow(() -> new AssertionError("the level has no flip map"));
    }

    private static JsonNode lastEvent(RealWindow window, String name) throws IOException {
        JsonNode last = null;
        for (var event : window.events()) {
            if (name.equals(event.path("event").asText())) {
                last = event;
            }
        }
        return last;
    }

    private static List<String> titles(JsonNode menu, String list) {
        var titles = new ArrayList<String>();
        menu.path(list).forEach(title -> titles.add(title.asText()));
        return titles;
    }

    /** The pixels of the image that are not of its most common colour (the empty background). */
    private static int shownPixels(BufferedImage image) {
        var counts = new java.util.HashMap<Integer, Integer>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                counts.merge(image.getRGB(x, y), 1, Integer::sum);
            }
        }
        var most = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        return image.getWidth() * image.getHeight() - most;
    }

    /** The names directly in {@code folder}. */
    static java.util.Set<String> names(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return java.util.Set.of();
        }
        try (var entries = Files.list(folder)) {
            var names = new HashSet<String>();
            entries.forEach(entry -> names.add(entry.getFileName().toString()));
            return names;
        }
    }
}
