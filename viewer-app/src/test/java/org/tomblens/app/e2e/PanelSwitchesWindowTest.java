package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.app.e2e.RealWindow.Screen;
import org.tomblens.format.testing.Corpus;

/**
 * Every switch of a panel (its checkboxes, a table's Hide boxes among them), clicked in the real window, turns over
 * and stays so through the frames that follow, with the pointer moved off it; clicked again, it is as it was. Each
 * panel is open alone, on a level with a flip map (whose switch is the Render panel's) and Lara's model chosen.
 */
class PanelSwitchesWindowTest {
    /** Tall enough that the Render panel shows every switch, the flip map's last. */
    private static final Screen SCREEN = new Screen(1920, 1600, 96);
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 1500;
    /** A TR1 level with one flip map, group 0, and three rooms. */
    private static final String LEVEL = "tr1/opentomb-altroom1.phd";
    private static final List<String> PANELS = List.of("Level", "Rooms", "Sector", "Entities", "Render", "Textures",
            "Meshes", "Sounds", "Animation", "States", "Model view", "Boxes", "Cameras", "Cutscenes", "Diff", "Route",
            "Lua console", "Plugins");

    /** Each panel with switches on that level, with the fewest it shows there. */
    static Stream<Arguments> panels() {
        return Stream.of(Arguments.of("Render", 20), Arguments.of("Rooms", 3), Arguments.of("Textures", 1),
                Arguments.of("Meshes", 1), Arguments.of("Animation", 2));
    }

    @ParameterizedTest
    @MethodSource("panels")
    void eachSwitchTurnsOverAndStaysSoThenBack(String title, int fewest, @TempDir Path home) throws Exception {
        var others = PANELS.stream().filter(panel -> !panel.equals(title)).toList();
        var settings = StartSettings.window(WIDTH, HEIGHT).panels(others, false).panels(List.of(title), true).json();
        try (var window = RealWindow.start(Launcher.DEVELOPMENT, home, List.of(Corpus.file(LEVEL).toString(),
                "--model", "0", "--size", WIDTH + "x" + HEIGHT), settings, Map.of(), SCREEN)) {
            var view = ViewArea.of(window.awaitLevel(), HEIGHT);
            // Where the pointer goes after each click, off the panel: a third of the way into the view.
            var restX = view.left() + view.width() / 3;
            var restY = view.top() + view.height() / 3;
            window.settled();
            var switches = switches(window.lastPanel(title));
            assertTrue(switches.size() >= fewest, "the " + title + " panel's switches: " + switches);
            if (title.equals("Render")) {
                assertTrue(switches.contains("group 0"), "the flip map's switch: " + switches);
            }
            for (var name : switches) {
                var before = window.lastPanel(title).path("values").path(name).asBoolean();
                window.turnSwitch(title, name, restX, restY);
                var back = window.turnSwitch(title, name, restX, restY);
                assertEquals(before, back.path("values").path(name).asBoolean(), name + " back as it was");
            }
        }
    }

    /** The names of the panel's controls that hold a switch's value. */
    private static List<String> switches(JsonNode panel) {
        var names = new ArrayList<String>();
        panel.path("values").fields().forEachRemaining(value -> {
            if (value.getValue().isBoolean()) {
                names.add(value.getKey());
            }
        });
        return names;
    }
}
