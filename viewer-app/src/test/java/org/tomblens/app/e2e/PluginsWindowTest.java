package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.scripts.ConsolePanel;
import org.tomblens.app.ui.scripts.PluginsPanel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Plugins and the Lua console in the real window: the shipped Secrets plugin, put in the settings folder's
 * plugins/, draws its window with the level's three secret pickups; a plugin that fails inside its window is
 * disabled with its message while the viewer goes on; a line typed in the console prints the room count, a
 * wrong one its error with the line, and one selecting an item selects it in the Entities panel; a line that
 * never ends runs while the window goes on answering, and Stop ends it.
 */
class PluginsWindowTest {
    private static final String LEVEL = "tr2/goldmask-cold-war.tr2";

    @Test
    void pluginsDrawTheirWindowsAndAFailingOneIsDisabledAlone(@TempDir Path home) throws Exception {
        var plugins = home.resolve(".config/tomblens/plugins");
        var secrets = Files.createDirectories(plugins.resolve("secrets"));
        for (var name : List.of("manifest.json", "plugin.lua")) {
            Files.copy(Path.of("../assets/plugins/secrets").resolve(name), secrets.resolve(name));
        }
        var broken = Files.createDirectories(plugins.resolve("broken"));
        Files.writeString(broken.resolve("manifest.json"),
                "{\"name\": \"Broken\", \"author\": \"a test\", \"description\": \"Fails inside its window.\"}");
        Files.writeString(broken.resolve("plugin.lua"), """
                function render_ui()
                  ImGui.Begin({ name = "Broken window" })
                  ImGui.Text({ text = "about to fail" })
                  error("broken on purpose")
                end
                """);
        var settings = StartSettings.defaults().panels(List.of("Sounds"), false)
                .panels(List.of(PluginsPanel.TITLE), true).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), settings)) {
            window.awaitLevel();

            var drawn = window.awaitPanel("Secrets", "the plugin's window listing secrets",
                    panel -> RealWindow.texts(panel).contains("3 secrets"));
            for (var secret : List.of("Secret 1", "Secret 2", "Secret 3")) {
                assertTrue(drawn.path("controls").has("secrets/" + secret), drawn.path("controls").toString());
            }

            var listed = window.awaitPanel(PluginsPanel.TITLE, "the failing plugin disabled",
                    panel -> RealWindow.texts(panel).stream().anyMatch(t -> t.contains("broken on purpose")));
            var error = RealWindow.texts(listed).stream().filter(t -> t.contains("broken on purpose")).findFirst()
                    .orElseThrow();
            assertTrue(error.endsWith("plugin.lua:4: broken on purpose"), error);
            assertEquals(false, value(listed, "Broken"));
            assertEquals(true, value(listed, "Secrets"));
        }
    }

    /**
     * A plugin drawing with trview's input fields, child window, combo box and flag tables: what the fields return
     * is what it shows again, and text typed into its field comes back to it as trview returns it.
     */
    @Test
    void aPluginDrawsInputFieldsAChildWindowAndACombo(@TempDir Path home) throws Exception {
        var controls = Files.createDirectories(home.resolve(".config/tomblens/plugins/controls"));
        Files.writeString(controls.resolve("manifest.json"),
                "{\"name\": \"Controls\", \"author\": \"a test\", \"description\": \"Draws input fields.\"}");
        Files.writeString(controls.resolve("plugin.lua"), """
                local name, count, x, y, z = "lara", 7, 1.5, 2.5, 3.5
                function render_ui()
                  local flags = ImGui.WindowFlags.NoCollapse | ImGui.WindowFlags.AlwaysAutoResize
                  if ImGui.Begin({ name = "Controls", flags = flags }) then
                    local changed
                    changed, name = ImGui.InputText({ label = "name", value = name,
                      flags = ImGui.InputTextFlags.CharsNoBlank })
                    changed, count = ImGui.InputInt({ label = "count", value = count })
                    changed, x, y, z = ImGui.InputFloat3({ label = "where", value1 = x, value2 = y, value3 = z })
                    ImGui.Text({ text = "name is " .. name .. ", count " .. count .. ", flags " .. flags })
                    if ImGui.BeginCombo({ label = "choice", preview_value = "first" }) then
                      ImGui.Selectable({ label = "second", selected = false,
                        flags = ImGui.SelectableFlags.AllowDoubleClick })
                      ImGui.EndCombo()
                    end
                    if ImGui.BeginChild({ name = "inner", flags = ImGui.WindowFlags.NoScrollbar }) then
                      ImGui.Text({ text = "inside the child" })
                    end
                    ImGui.EndChild()
                  end
                  ImGui.End()
                end
                """);
        var settings = StartSettings.defaults().panels(List.of("Sounds"), false).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), settings)) {
            window.awaitLevel();
            // Dear ImGui's window flags: NoCollapse is 1 << 5, AlwaysAutoResize 1 << 6 (imgui.h).
            var drawn = window.awaitPanel("Controls", "the plugin's fields",
                    panel -> RealWindow.texts(panel).contains("name is lara, count 7, flags 96"));
            assertTrue(RealWindow.texts(drawn).contains("inside the child"), drawn.toString());
            assertEquals("lara", drawn.path("values").path("name").asText());
            assertEquals(7, drawn.path("values").path("count").asInt());
            assertEquals(List.of(1.5, 2.5, 3.5), List.of(drawn.path("values").path("where").path(0).asDouble(),
                    drawn.path("values").path("where").path(1).asDouble(),
                    drawn.path("values").path("where").path(2).asDouble()));
            assertEquals("first", drawn.path("values").path("choice").asText());

            window.settled();
            window.click(window.lastPanel("Controls"), "name");
            window.press("End");
            window.type("croft");
            window.awaitPanel("Controls", "the typed text back in the plugin",
                    panel -> RealWindow.texts(panel).contains("name is laracroft, count 7, flags 96"));
        }
    }

    /** A folder of plugins typed into the Plugins panel is remembered: the viewer started again loads its plugins. */
    @Test
    void aFolderOfPluginsTheUserAddedIsFoundAfterARestart(@TempDir Path home) throws Exception {
        var folder = Files.createDirectories(home.resolve("elsewhere/my plugins"));
        var mine = Files.createDirectories(folder.resolve("mine"));
        Files.writeString(mine.resolve("manifest.json"),
                "{\"name\": \"Mine\", \"author\": \"a test\", \"description\": \"Kept in a folder of its own.\"}");
        Files.writeString(mine.resolve("plugin.lua"), """
                function render_ui()
                  ImGui.Begin({ name = "Mine" })
                  -- As in trview, the interface is drawn before a level is open.
                  if trview.level then
                    ImGui.Text({ text = "rooms: " .. #trview.level.rooms })
                  end
                  ImGui.End()
                end
                """);
        var rooms = LevelReader.read(Corpus.file(LEVEL)).rooms().size();
        var settings = StartSettings.defaults().panels(List.of("Sounds"), false)
                .panels(List.of(PluginsPanel.TITLE), true).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), settings)) {
            window.awaitLevel();
            window.panel(PluginsPanel.TITLE, "pluginFolder");
            window.settled();
            window.click(window.lastPanel(PluginsPanel.TITLE), "pluginFolder");
            window.type(folder.toString());
            window.press("Return");
            window.awaitPanel(PluginsPanel.TITLE, "the added folder's plugin listed",
                    panel -> panel.path("values").path("Mine").asBoolean());
            // The folder field still has the keyboard, which keeps the viewer's own keys from it: leave it first.
            window.press("Escape");
            window.settled();
            window.press("ctrl+q");
            assertEquals(0, window.awaitExit(30), window.output());
        }
        var saved = Files.readString(home.resolve(".config/tomblens/settings.json"));
        assertTrue(saved.contains(folder.toString()), saved);

        Files.delete(home.resolve("events.jsonl"));
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), saved)) {
            window.awaitLevel();
            var listed = window.awaitPanel(PluginsPanel.TITLE, "the remembered folder's plugin listed",
                    panel -> panel.path("values").path("Mine").asBoolean());
            assertTrue(RealWindow.texts(listed).contains("Folder: " + folder), RealWindow.texts(listed).toString());
            window.awaitPanel("Mine", "the remembered plugin's window",
                    panel -> RealWindow.texts(panel).contains("rooms: " + rooms));
        }
    }

    /** Only the console and the Entities panel, so neither is a tab behind another. */
    private static final StartSettings CONSOLE_AND_ENTITIES = StartSettings.defaults().panels(List.of("Level", "Rooms",
            "Sector", "Render", "Textures", "Sounds", "Animation", "States", "Model view", "Boxes", "Cameras"), false)
            .panels(List.of(EntitiesPanel.TITLE, ConsolePanel.TITLE), true);

    @Test
    void aRunawayLineRunsWhileTheWindowAnswersAndStopEndsIt(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(LEVEL));
        var byType = level.entities().stream().collect(Collectors.groupingBy(e -> e.type(), Collectors.counting()));
        var type = byType.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        long ofType = byType.get(type);
        assertTrue(ofType < level.entities().size());
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), CONSOLE_AND_ENTITIES.json())) {
            window.awaitLevel();
            // It asks the window for the selection on every turn, so it waits on the window as it loops.
            runInConsole(window, "while true do local s = trview.level.selected_item end");
            var running = window.awaitPanel(ConsolePanel.TITLE, "running the line with a Stop button",
                    panel -> panel.path("controls").has("Stop")
                            && RealWindow.texts(panel).contains("console 1 is running"));

            var entities = window.panel(EntitiesPanel.TITLE, "typeFilter");
            window.click(entities, "typeFilter");
            window.type(Integer.toString(type));
            window.awaitPanel(EntitiesPanel.TITLE, "filtered while the line runs",
                    panel -> RealWindow.rows(panel, "entities").size() == ofType);
            assertTrue(window.lastPanel(ConsolePanel.TITLE).path("controls").has("Stop"), "still running");

            window.click(running, "Stop");
            var stopped = window.awaitPanel(ConsolePanel.TITLE, "the line stopped",
                    panel -> RealWindow.texts(panel).contains("error: console 1:1: script stopped"));
            assertTrue(stopped.path("controls").has("Run"), "the console takes the next line: " + stopped);
        }
    }

    @Test
    void aLineTypedInTheConsoleRunsOnTheLevelOnScreen(@TempDir Path home) throws Exception {
        var settings = CONSOLE_AND_ENTITIES.json();
        var level = LevelReader.read(Corpus.file(LEVEL));
        var rooms = level.rooms().size();
        var third = level.entities().get(2);
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), settings)) {
            window.awaitLevel();
            runInConsole(window, "print(#trview.level.rooms)");
            window.awaitPanel(ConsolePanel.TITLE, "the room count printed",
                    panel -> RealWindow.texts(panel).contains(String.valueOf(rooms)));
            runInConsole(window, "print(trview.level.items[1].nope.x)");
            window.awaitPanel(ConsolePanel.TITLE, "the error with its line",
                    panel -> RealWindow.texts(panel).contains("error: console 2:1: attempt to index a nil value"
                            + " (field 'nope')"));
            runInConsole(window, "trview.level.selected_item = trview.level.items[3]");
            window.awaitPanel(EntitiesPanel.TITLE, "the script's item selected in the window",
                    panel -> RealWindow.texts(panel).stream().anyMatch(text -> text.startsWith("#2 ")
                            && text.endsWith(" in room " + third.room())));
        }
    }

    /**
     * A Scriptable a console line places over the demo's hall, straight below the camera: the pointer resting on the
     * middle of the view, where its point projects, asks its {@code on_tooltip}; a click there calls its
     * {@code on_click} (on the console's thread, which prints) instead of choosing the floor; once removed, a click
     * there chooses the floor's sector, and the script is not called again.
     */
    @Test
    void aScriptableTheConsolePlacedIsHoveredAndClickedWhereItStands(@TempDir Path home) throws Exception {
        var width = 1100;
        var height = 700;
        var settings = CONSOLE_AND_ENTITIES.set("windowWidth", width).set("windowHeight", height)
                .toggle("animateEntities", false).toggle("entities", false).toggle("sprites", false).json();
        // Over the key hole of the demo's hall (room 0, sector 2, 6, whose floor is at 0), looking straight down.
        var overTheHall = "2560,-1536,6656,0,-89.9";
        try (var window = RealWindow.start(home, List.of("--camera", overTheHall, "--size", width + "x" + height),
                settings)) {
            var ready = window.awaitLevel();
            var view = ViewArea.of(ready, height);
            runInConsole(window, "s = Scriptable.new({ position = Vector3.new(2560, -512, 6656), notes = 'here',"
                    + " on_click = function(self) print('clicked at ' .. self.position.x) end,"
                    + " on_tooltip = function(self) print('asked') return 'tip' end })"
                    + " trview.level:add_scriptable(s) print('added')");
            window.awaitPanel(ConsolePanel.TITLE, "the Scriptable added",
                    panel -> RealWindow.texts(panel).contains("added"));
            var x = view.left() + view.width() / 2;
            var y = view.top() + view.height() / 2;
            window.move(x, y);
            window.awaitPanel(ConsolePanel.TITLE, "its tooltip asked for",
                    panel -> RealWindow.texts(panel).contains("asked"));
            window.click(x, y);
            window.await("the click on it", event -> "clicked".equals(event.path("event").asText())
                    && event.path("scriptable").asInt() == 0, 20);
            window.awaitPanel(ConsolePanel.TITLE, "its on_click run",
                    panel -> RealWindow.texts(panel).contains("clicked at 2560.0"));

            runInConsole(window, "trview.level:remove_scriptable(s) print('removed')");
            window.awaitPanel(ConsolePanel.TITLE, "the Scriptable removed",
                    panel -> RealWindow.texts(panel).contains("removed"));
            window.click(x, y);
            var chosen = window.await("the floor under it chosen", event -> "selected".equals(event.path("event")
                    .asText()) && "sector".equals(event.path("kind").asText()), 20);
            assertEquals(List.of(0, 2, 6), List.of(chosen.path("room").asInt(), chosen.path("x").asInt(),
                    chosen.path("z").asInt()), chosen.toString());
            var console = window.lastPanel(ConsolePanel.TITLE);
            assertEquals(1, RealWindow.texts(console).stream().filter("clicked at 2560.0"::equals).count(),
                    RealWindow.texts(console).toString());
        }
    }

    /**
     * An item's Hide check box in the Entities panel and a script's {@code visible} are one state: a line hiding Lara
     * checks her box, and a click on the box shows her again for the script too.
     */
    @Test
    void theEntitiesPanelsHideBoxAndAScriptsVisibleAreOneState(@TempDir Path home) throws Exception {
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString()), CONSOLE_AND_ENTITIES.json())) {
            window.awaitLevel();
            window.awaitPanel(EntitiesPanel.TITLE, "Lara shown", panel -> Boolean.FALSE.equals(value(panel,
                    "entities/hide0")));
            runInConsole(window, "trview.level.items[1].visible = false");
            var hidden = window.awaitPanel(EntitiesPanel.TITLE, "her box checked by the script",
                    panel -> Boolean.TRUE.equals(value(panel, "entities/hide0")));
            window.settled();
            window.click(window.lastPanel(EntitiesPanel.TITLE), "entities/hide0");
            window.awaitPanel(EntitiesPanel.TITLE, "her box cleared by the click",
                    panel -> Boolean.FALSE.equals(value(panel, "entities/hide0")));
            runInConsole(window, "print('Lara visible: ' .. tostring(trview.level.items[1].visible))");
            window.awaitPanel(ConsolePanel.TITLE, "the script seeing her shown",
                    panel -> RealWindow.texts(panel).contains("Lara visible: true"));
            assertTrue(hidden.path("controls").has("entities/hide0"), hidden.toString());
        }
    }

    /** Runs a line typed into the console as a user does: a click in its field, the line, Enter. */
    private static void runInConsole(RealWindow window, String line) throws Exception {
        window.settled();
        window.click(window.lastPanel(ConsolePanel.TITLE), "lua");
        window.type(line);
        window.press("Return");
    }

    private static Object value(JsonNode panel, String control) {
        var value = panel.path("values").path(control);
        return value.isBoolean() ? value.asBoolean() : value.toString();
    }
}
