package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.e2e.RealWindow.Screen;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.format.testing.Corpus;

/**
 * Every switch of the Render panel, clicked in the real window, turns over and stays so through the frames that
 * follow, with the pointer moved off it; clicked again, it is as it was. On a level with a flip map, whose switch is
 * among them.
 */
class RenderSwitchesWindowTest {
    /** Tall enough that the Render panel shows every switch, the flip map's last. */
    private static final Screen SCREEN = new Screen(1920, 1600, 96);
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 1500;
    /** A TR1 level with one flip map, group 0. */
    private static final String LEVEL = "tr1/opentomb-altroom1.phd";

    @Test
    void eachSwitchTurnsOverAndStaysSoThenBack(@TempDir Path home) throws Exception {
        // The Render panel shares its corner with the Level and Sounds panels: closed, they leave it in front.
        var settings = StartSettings.window(WIDTH, HEIGHT).panels(List.of("Level", "Sounds"), false).json();
        try (var window = RealWindow.start(Launcher.DEVELOPMENT, home, List.of(Corpus.file(LEVEL).toString(),
                "--size", WIDTH + "x" + HEIGHT), settings, Map.of(), SCREEN)) {
            var view = ViewArea.of(window.awaitLevel(), HEIGHT);
            var switches = switches(window.panel(RenderPanel.TITLE, "Lighting (L)"));
            assertTrue(switches.size() >= 20 && switches.contains("group 0"),
                    "the panel's switches, the flip map's among them: " + switches);
            for (var name : switches) {
                for (int click = 1; click <= 2; click++) {
                    var before = window.lastPanel(RenderPanel.TITLE).path("values").path(name).asBoolean();
                    window.click(window.lastPanel(RenderPanel.TITLE), name);
                    window.move(view.left() + view.width() / 3, view.top() + view.height() / 3);
                    window.awaitPanel(RenderPanel.TITLE, "with " + name + (before ? " off" : " on") + " (click "
                            + click + ")", shown -> shown.path("values").path(name).asBoolean() != before);
                }
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
