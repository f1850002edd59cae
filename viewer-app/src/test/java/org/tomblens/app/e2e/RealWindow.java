package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardWatchEventKinds;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.imageio.ImageIO;

/**
 * The real application in a real X11 window on a private Xvfb display, driven with real input events
 * through xdotool, observed through its event log ({@code TOMBLENS_EVENT_LOG}) and its own screenshots.
 */
final class RealWindow implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path home;
    private final Path log;
    private final Display display;
    private final Process viewer;
    private String windowId;
    /** Where the pointer was last moved to in the window, or null before the first move. */
    private int[] pointer;

    /** The events parsed so far, and how many bytes of the log they took. */
    private final List<JsonNode> read = new ArrayList<>();
    private long logRead;
    /** Whether a drag pressed the left button and has not yet released it. */
    private boolean buttonHeld;

    private RealWindow(Path home, Display display, Process viewer) {
        this.home = home;
        this.log = home.resolve("events.jsonl");
        this.display = display;
        this.viewer = viewer;
    }

    /** Xvfb and xdotool must be installed: CI installs them; elsewhere the test is skipped, saying why. */
    static void requireTools() {
        for (var tool : List.of("Xvfb", "xdotool", "xrdb")) {
            if (!onPath(tool)) {
                var message = tool + " is not installed (Debian: apt-get install xvfb xdotool x11-xserver-utils)";
                if ("1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
                    fail(message);
                }
                abort(message);
            }
        }
    }

    private static boolean onPath(String tool) {
        var path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (var folder : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, tool))) {
                return true;
            }
        }
        return false;
    }

    /** Starts a display and the viewer on it with these arguments, in a fresh home folder. */
    static RealWindow start(Path home, List<String> arguments, String settingsJson) throws Exception {
        return start(home, arguments, settingsJson, Map.of());
    }

    /** As {@link #start(Path, List, String)}, with these variables added to the viewer's environment. */
    static RealWindow start(Path home, List<String> arguments, String settingsJson, Map<String, String> variables)
            throws Exception {
        return start(home, arguments, settingsJson, variables, Screen.DESKTOP);
    }

    /**
     * A display's screen: its size in pixels and the dots per inch its X resources give ({@code Xft.dpi}, what
     * desktops set for their scale and what GLFW reads as the content scale: 96 is 100 %).
     */
    record Screen(int width, int height, int dpi) {
        static final Screen DESKTOP = new Screen(1600, 1000, 96);
    }

    /** As {@link #start(Path, List, String, Map)}, on a display with this screen. */
    static RealWindow start(Path home, List<String> arguments, String settingsJson, Map<String, String> variables,
                            Screen screen) throws Exception {
        return start(Launcher.DEVELOPMENT, home, arguments, settingsJson, variables, screen);
    }

    /** As {@link #start(Path, List, String, Map, Screen)}, started by this launcher. */
    static RealWindow start(Launcher launcher, Path home, List<String> arguments, String settingsJson,
                            Map<String, String> variables, Screen screen) throws Exception {
        requireTools();
        var display = Display.of(screen);
        var config = home.resolve(".config/tomblens");
        Files.createDirectories(config);
        Files.createDirectories(Launcher.temporary(home));
        Files.writeString(config.resolve("settings.json"), settingsJson);
        var builder = new ProcessBuilder(launcher.command(home, arguments)).redirectErrorStream(true)
                .redirectOutput(home.resolve("viewer.log").toFile());
        var environment = builder.environment();
        environment.put("DISPLAY", display.name());
        environment.putAll(launcher.environment(home));
        environment.put("TOMBLENS_EVENT_LOG", home.resolve("events.jsonl").toString());
        environment.put("XCURSOR_THEME", "Adwaita");
        // Mesa keeps the shaders llvmpipe compiled for one start for the next, as on a user's machine, here in the
        // build's folder for the whole run rather than in each fresh home, where every start compiled them again.
        environment.put("MESA_SHADER_CACHE_DIR", Path.of("target", "shader-cache").toAbsolutePath().toString());
        environment.remove("WAYLAND_DISPLAY");
        environment.putAll(variables);
        return new RealWindow(home, display, builder.start());
    }

    /** Waits for an event the predicate accepts, or fails after {@code seconds}. */
    JsonNode await(String what, Predicate<JsonNode> wanted, int seconds) throws Exception {
        return awaitLog(what, log -> log.stream().filter(wanted).findFirst().orElse(null), seconds);
    }

    /** Waits for the level to be on screen (the event {@code ready}), or fails after 60 s; returns that event. */
    JsonNode awaitLevel() throws Exception {
        return await("the level on screen", event -> "ready".equals(event.path("event").asText()), 60);
    }

    /**
     * Waits until the viewer has said it is settled after all it told so far: it drew frames without telling
     * anything new, so the panels' places are those the log said last, and what was asked has been done.
     */
    void settled() throws Exception {
        awaitLog("the window settled", log -> log.isEmpty() || !isSettled(last(log)) ? null : last(log), 20);
    }

    /**
     * Waits until the viewer has settled with the pointer resting at (x, y), so Dear ImGui knows what is under
     * it: a press then lands on that control (a tab, for one, takes a press only where the last frame hovered).
     */
    private void pointerRestsAt(int x, int y) throws Exception {
        awaitLog("the pointer resting at (" + x + ", " + y + ")", log -> {
            var last = log.isEmpty() ? null : last(log);
            return last != null && isSettled(last) && last.path("pointer").path(0).asInt() == x
                    && last.path("pointer").path(1).asInt() == y ? last : null;
        }, 20);
    }

    /** The last event that says what the window shows or did; how it paces its frames is no such event. */
    private static JsonNode last(List<JsonNode> log) {
        for (int i = log.size() - 1; i > 0; i--) {
            if (!"frames".equals(log.get(i).path("event").asText())) {
                return log.get(i);
            }
        }
        return log.get(0);
    }

    private static boolean isSettled(JsonNode event) {
        return "settled".equals(event.path("event").asText());
    }

    /**
     * Waits until {@code found} finds what is wanted in the whole log (it gives null till then), or fails after
     * {@code seconds}; between looks it waits for the viewer to write to the log (or to its folder), not for a time.
     */
    private JsonNode awaitLog(String what, Function<List<JsonNode>, JsonNode> found, int seconds) throws Exception {
        var deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        try (var watch = home.getFileSystem().newWatchService()) {
            home.register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);
            while (System.nanoTime() < deadline) {
                var event = found.apply(events());
                if (event != null) {
                    return event;
                }
                if (!viewer.isAlive()) {
                    fail("the viewer exited (" + viewer.exitValue() + ") waiting for " + what + ":\n" + viewerLog());
                }
                // Woken by a write, or after a second at most to see whether the viewer still runs.
                var written = watch.poll(Math.min(1000, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)),
                        TimeUnit.MILLISECONDS);
                if (written != null) {
                    written.pollEvents();
                    written.reset();
                }
            }
        }
        fail("no " + what + " within " + seconds + " s; events: " + events() + "\n" + viewerLog());
        return null;
    }

    /** A panel's latest report once one shows this control, and the window has settled after it. */
    JsonNode panel(String title, String control) throws Exception {
        await("the " + title + " panel showing " + control, event -> isPanel(event, title)
                && event.path("controls").has(control), 30);
        settled();
        return lastPanel(title);
    }

    /**
     * A panel's latest report, once it is one {@code wanted} accepts and still is when the window has settled after
     * it: what a click changed stays changed through the frames that follow.
     */
    JsonNode awaitPanel(String title, String what, Predicate<JsonNode> wanted) throws Exception {
        awaitPanelPassing(title, what, wanted);
        settled();
        var last = lastPanel(title);
        assertTrue(wanted.test(last), "the " + title + " panel " + what + " once the window settled: " + last);
        return last;
    }

    /**
     * Clicks the switch {@code name} of the panel {@code title} and moves the pointer off it, to (x, y) of the window;
     * returns the panel's report once it shows the switch turned over and still does when the window has settled.
     */
    JsonNode turnSwitch(String title, String name, int x, int y) throws Exception {
        var before = lastPanel(title).path("values").path(name).asBoolean();
        click(lastPanel(title), name);
        move(x, y);
        return awaitPanel(title, "with " + name + (before ? " off" : " on"),
                shown -> shown.path("values").path(name).asBoolean() != before);
    }

    /**
     * A panel's latest report, once it is one {@code wanted} accepts, taken as it passes: for a state that moves on by
     * itself (something playing), in which the window does not settle.
     */
    JsonNode awaitPanelPassing(String title, String what, Predicate<JsonNode> wanted) throws Exception {
        return await("the " + title + " panel " + what, event -> isPanel(event, title) && wanted.test(event)
                && event.equals(lastPanelOrNull(title)), 20);
    }

    /** A panel's latest report. */
    JsonNode lastPanel(String title) throws Exception {
        var last = lastPanelOrNull(title);
        assertNotNull(last, "the " + title + " panel reported itself: " + events());
        return last;
    }

    private JsonNode lastPanelOrNull(String title) {
        try {
            JsonNode last = null;
            for (var event : events()) {
                if (isPanel(event, title)) {
                    last = event;
                }
            }
            return last;
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean isPanel(JsonNode event, String title) {
        return "panel".equals(event.path("event").asText()) && title.equals(event.path("title").asText());
    }

    /** The lines of text a panel's report says it showed, tooltips included, in the order drawn. */
    static List<String> texts(JsonNode panel) {
        var texts = new ArrayList<String>();
        panel.path("texts").forEach(text -> texts.add(text.asText()));
        return texts;
    }

    /** The rows a panel's report says the table of this name showed, each as its cells. */
    static List<List<String>> rows(JsonNode panel, String table) {
        var rows = new ArrayList<List<String>>();
        panel.path("rows").path(table).forEach(row -> {
            var cells = new ArrayList<String>();
            row.forEach(cell -> cells.add(cell.asText()));
            rows.add(cells);
        });
        return rows;
    }

    /**
     * Clicks a control where the panel's report says it is ([x, y, width, height]): half way down, and near its
     * left end, inside the first column of a table's row (whose middle can fall on a column's resizing border), on
     * a switch's box rather than its label, on a slider's low end.
     */
    void click(JsonNode panel, String control) throws Exception {
        var point = pointAt(panel, control);
        click(point[0], point[1]);
    }

    /**
     * Drags with the left button from where {@link #click(JsonNode, String)} would click {@code from} to where it
     * would click {@code to}, in steps the viewer sees one by one, as a hand moves.
     */
    void drag(JsonNode panel, String from, String to) throws Exception {
        var start = pointAt(panel, from);
        var end = pointAt(panel, to);
        move(start[0], start[1]);
        pointerRestsAt(start[0], start[1]);
        xdotool("mousedown", "1");
        buttonHeld = true;
        // The press is seen on its own before the pointer moves, as a hand presses, then moves.
        move(start[0], start[1] + 1);
        pointerRestsAt(start[0], start[1] + 1);
        for (int step = 1; step <= 4; step++) {
            var x = start[0] + (end[0] - start[0]) * step / 4;
            var y = start[1] + (end[1] - start[1]) * step / 4;
            move(x, y);
            pointerRestsAt(x, y);
        }
        xdotool("mouseup", "1");
        buttonHeld = false;
    }

    /** As {@link #jumpAndClick(int, int)}, where {@link #click(JsonNode, String)} would click. */
    void jumpAndClick(JsonNode panel, String control) throws Exception {
        var point = pointAt(panel, control);
        jumpAndClick(point[0], point[1]);
    }

    private static int[] pointAt(JsonNode panel, String control) {
        var place = panel.path("controls").get(control);
        assertNotNull(place, control + " in " + panel);
        return new int[] {place.get(0).asInt() + Math.min(place.get(2).asInt() / 2, 8),
                place.get(1).asInt() + place.get(3).asInt() / 2};
    }

    /** Takes the window's own screenshot (F12), the {@code count}-th of the run, and reads it back. */
    BufferedImage screenshot(int count) throws Exception {
        press("F12");
        var shot = awaitLog("screenshot " + count, log -> {
            var shots = log.stream().filter(event -> "screenshot".equals(event.path("event").asText())).toList();
            return shots.size() >= count ? shots.get(count - 1) : null;
        }, 20);
        var copy = home.resolve("shot-" + count + ".png");
        Files.copy(Path.of(shot.get("file").asText()), copy, StandardCopyOption.REPLACE_EXISTING);
        return ImageIO.read(copy.toFile());
    }

    /**
     * Keeps a screenshot, or a part of one, as {@code target/screenshots/NAME}: a picture of the guide is made from
     * it (assets/readme/make-pictures.sh), so the name stays.
     */
    static void keep(BufferedImage shot, String name) throws IOException {
        var kept = Path.of("target", "screenshots", name);
        Files.createDirectories(kept.getParent());
        ImageIO.write(shot, "png", kept.toFile());
    }

    /**
     * The events written so far: whole lines only, since a long line can be read while it is being written. The log
     * only grows, so each look reads and parses what was added since the last, not the whole log again.
     */
    List<JsonNode> events() throws IOException {
        if (Files.exists(log)) {
            try (var file = new RandomAccessFile(log.toFile(), "r")) {
                var added = new byte[(int) (file.length() - logRead)];
                file.seek(logRead);
                file.readFully(added);
                var whole = added.length;
                while (whole > 0 && added[whole - 1] != '\n') {
                    whole--;
                }
                for (var line : new String(added, 0, whole, StandardCharsets.UTF_8).split("\n")) {
                    if (!line.isBlank()) {
                        read.add(JSON.readTree(line));
                    }
                }
                logRead += whole;
            }
        }
        return List.copyOf(read);
    }

    /** Waits for the viewer to exit by itself and returns its exit status; fails after {@code seconds}. */
    int awaitExit(int seconds) throws Exception {
        if (!viewer.waitFor(seconds, TimeUnit.SECONDS)) {
            fail("the viewer still runs after " + seconds + " s:\n" + viewerLog());
        }
        return viewer.exitValue();
    }

    /** What the viewer printed so far, its standard output and error together. */
    String output() throws IOException {
        return viewerLog();
    }

    private String viewerLog() throws IOException {
        var file = home.resolve("viewer.log");
        return Files.exists(file) ? Files.readString(file) : "";
    }

    /** Moves the pointer to (x, y) of the window and, once the viewer has seen it there, clicks the left button. */
    void click(int x, int y) throws Exception {
        move(x, y);
        pointerRestsAt(x, y);
        xdotool("click", "1");
    }

    /**
     * Moves the pointer to (x, y) and clicks there in one step, with no frame of the viewer's between: what a
     * tablet, a touch screen, a remote desktop or a script does.
     */
    void jumpAndClick(int x, int y) throws Exception {
        xdotool("mousemove", "--window", window(), Integer.toString(x), Integer.toString(y), "click", "1");
        pointer = new int[] {x, y};
    }

    /** Moves the pointer to the screen's top left corner, off the window, where the screen shows no cursor over it. */
    void movePointerOff() throws Exception {
        xdotool("mousemove", "--sync", "0", "0");
        pointer = null;
    }

    /** Moves the pointer to (x, y) of the window, returning once it is there. */
    void move(int x, int y) throws Exception {
        // xdotool's --sync waits for the pointer to move, so not when it is there already.
        if (pointer == null || pointer[0] != x || pointer[1] != y) {
            xdotool("mousemove", "--sync", "--window", window(), Integer.toString(x), Integer.toString(y));
            pointer = new int[] {x, y};
        }
    }

    /**
     * Holds a key down for {@code millis}: the length of the press is part of the gesture (the camera flies while
     * a key is down), so it is timed in one xdotool run, which no process start lengthens.
     */
    void hold(String key, int millis) throws Exception {
        xdotool("keydown", "--window", window(), key, "sleep", String.format(Locale.ROOT, "%.3f", millis / 1000.0),
                "keyup", "--window", window(), key);
    }

    /** Turns the mouse wheel away from the user (what zooms in) by this many notches, where the pointer is. */
    void wheelUp(int notches) throws Exception {
        xdotool("click", "--repeat", Integer.toString(notches), "4");
    }

    void press(String key) throws Exception {
        xdotool("key", "--window", window(), key);
    }

    /** Presses {@code key} {@code times} times over, a key at a time. */
    void press(String key, int times) throws Exception {
        xdotool("key", "--window", window(), "--repeat", Integer.toString(times), "--delay", "20", key);
    }

    /** Types text into whatever has the keyboard, as a user would. */
    void type(String text) throws Exception {
        xdotool("type", "--window", window(), "--delay", "50", text);
    }

    private String window() throws Exception {
        if (windowId == null) {
            // Visible only: the window is made hidden and shown once its parts are ready, and the X server refuses
            // the keyboard's focus to a window not on screen.
            windowId = xdotool("search", "--sync", "--onlyvisible", "--name", "TombLens").trim().split("\\s+")[0];
            xdotool("windowfocus", "--sync", windowId);
        }
        return windowId;
    }

    /** The window's contents as the X server shows them now: what a user sees, not what the viewer drew. */
    BufferedImage shown() throws Exception {
        var place = geometry();
        return display.screen().part(place[0], place[1], place[2], place[3]);
    }

    /**
     * The window's place and size on the screen as the X server has them ([x, y, width, height]), asked of
     * xdotool rather than of the viewer.
     */
    int[] geometry() throws Exception {
        var values = new java.util.HashMap<String, Integer>();
        for (var line : xdotool("getwindowgeometry", "--shell", window()).split("\n")) {
            var pair = line.trim().split("=", 2);
            if (pair.length == 2 && pair[1].matches("-?\\d+")) {
                values.put(pair[0], Integer.parseInt(pair[1]));
            }
        }
        return new int[] {values.get("X"), values.get("Y"), values.get("WIDTH"), values.get("HEIGHT")};
    }

    private String xdotool(String... arguments) throws Exception {
        return display.xdotool(arguments);
    }

    @Override
    public void close() throws Exception {
        viewer.destroy();
        if (!viewer.waitFor(10, TimeUnit.SECONDS)) {
            viewer.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        // The display serves the next window: a drag that failed half way leaves no button held there.
        if (buttonHeld) {
            xdotool("mouseup", "1");
        }
    }
}
