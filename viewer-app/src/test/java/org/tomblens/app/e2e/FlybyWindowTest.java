package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.cli.TombLensCommand;
import org.tomblens.app.ui.cameras.CamerasPanel;
import org.tomblens.format.testing.Corpus;

/**
 * A flyby played in the real window: Play in the Cameras panel, Pause once past half the sequence, and the camera
 * stands where `flyby --json` says the path is at the time paused (within a unit); Esc leaves the flyby, the
 * camera where it was.
 */
class FlybyWindowTest {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 960;
    private static final String LEVEL = "tr4/rando-test1.tr4";

    @Test
    void aPausedFlybyStandsTheCameraWhereItsPathIsAndEscLeavesIt(@TempDir Path home) throws Exception {
        var out = new StringWriter();
        var command = TombLensCommand.commandLine();
        command.setOut(new PrintWriter(out));
        assertEquals(0, command.execute("flyby", Corpus.file(LEVEL).toString(), "--sequence", "0", "--json"));
        var path = new ObjectMapper().readTree(out.toString()).get("path");
        var duration = path.get(path.size() - 1).get("t").asDouble();

        // The Cameras panel alone in its dock, so its tab is the one shown.
        var settings = StartSettings.window(WIDTH, HEIGHT)
                .panels(List.of("Level", "Render", "Textures", "Sounds", "Boxes"), false)
                .panels(List.of(CamerasPanel.TITLE), true).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--size", WIDTH + "x"
                + HEIGHT), settings)) {
            window.awaitLevel();
            var panel = window.panel(CamerasPanel.TITLE, "Play");
            assertTrue(panel.get("controls").has("Flyby sequences (1)"), "one sequence: " + panel);
            window.click(panel, "Play");
            // The scrub bar, [time, 0, the sequence's length], moves with the flyby.
            var past = window.awaitPanelPassing(CamerasPanel.TITLE, "playing past half the sequence",
                    shown -> shown.get("controls").has("Pause")
                            && shown.path("values").path("scrub").path(0).asDouble() >= duration / 2);
            assertEquals(duration, past.get("values").get("scrub").get(2).asDouble(), 0.05);
            // The panel reports every frame while the flyby plays, so the window never settles: click at once.
            window.jumpAndClick(past, "Pause");
            var paused = window.await("the flyby paused", event -> isFlyby(event) && !event.get("playing").asBoolean()
                    && event.get("sequence").asInt() == 0, 20);
            var time = paused.get("time").asDouble();
            window.awaitPanel(CamerasPanel.TITLE, "showing the time paused at", shown -> shown.get("controls")
                    .has("Play") && Math.abs(shown.path("values").path("scrub").path(0).asDouble() - time) < 1e-3);
            assertTrue(time >= duration / 2 && time < duration, "paused at " + time + " of " + duration + " s");
            var sample = path.get((int) Math.floor(time * 30 + 1e-9)).get("position");
            var camera = paused.get("camera");
            for (int axis = 0; axis < 3; axis++) {
                assertEquals(sample.get(axis).asDouble(), camera.get(axis).asDouble(), 1.0, "axis " + axis + " at "
                        + time + " s");
            }

            window.press("Escape");
            var left = window.await("the flyby left", event -> isFlyby(event) && event.get("sequence").asInt() < 0, 20);
            // The panel reports the frame after the one that left the flyby: wait for it rather than read the last.
            window.awaitPanel(CamerasPanel.TITLE, "without a scrub bar once the flyby is left",
                    shown -> !shown.path("values").has("scrub"));
            for (int axis = 0; axis < 3; axis++) {
                assertEquals(camera.get(axis).asDouble(), left.get("camera").get(axis).asDouble(), 1.0,
                        "the camera stays where the flyby left it");
            }
        }
    }

    private static boolean isFlyby(JsonNode event) {
        return "flyby".equals(event.path("event").asText());
    }
}
