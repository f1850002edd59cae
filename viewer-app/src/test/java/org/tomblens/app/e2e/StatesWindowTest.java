package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.states.StatesPanel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The States panel in the real window on Lara of a corpus level: opened from the Animation panel, a click on a
 * state change's arrow plays its source animation from the first frame of the dispatch's range, then the
 * target animation from the dispatch's frame, as the level's tables say.
 */
class StatesWindowTest {
    private static final Pattern COUNTS = Pattern.compile(": (\\d+) states, ");
    private static final Pattern DISPATCH =
            Pattern.compile("animation (\\d+), frames (\\d+)\\.\\.(\\d+) -> animation (\\d+) at frame (\\d+)");
    private static final int WIDTH = 1500;
    private static final int HEIGHT = 950;
    private static final String LEVEL = "tr2/rando-test1.tr2";

    @Test
    void clickingAnArrowPlaysTheStateChangeAsTheTablesSay(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(LEVEL));
        var settings = StartSettings.window(WIDTH, HEIGHT).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--model", "0",
                "--size", WIDTH + "x" + HEIGHT), settings)) {
            window.awaitLevel();
            window.click(window.panel(AnimationPanel.TITLE, "State graph"), "State graph");
            var states = window.awaitPanel(StatesPanel.TITLE, "showing a state change", panel -> firstChange(panel)
                    != null);
            window.settled();
            states = window.lastPanel(StatesPanel.TITLE);
            // Its first line: "<model>: N states, M state changes".
            var counted = COUNTS.matcher(RealWindow.texts(states).get(0));
            assertTrue(counted.find() && Integer.parseInt(counted.group(1)) > 10, "Lara's states: " + states);

            // A click on an arrow plays its first dispatch, the first of the list under the graph.
            window.click(states, firstChange(states));
            var shown = window.awaitPanel(StatesPanel.TITLE, "listing the state change's dispatches",
                    panel -> firstDispatch(panel) != null);
            var played = firstDispatch(shown);
            keepTheGraph(window);
            var fromAnim = Integer.parseInt(played.group(1));
            var low = Integer.parseInt(played.group(2));
            var toAnim = Integer.parseInt(played.group(4));
            var frame = Integer.parseInt(played.group(5));

            // What was played is a dispatch the level stores for that animation.
            var stored = level.animation();
            var animation = stored.animations().get(fromAnim);
            var found = false;
            for (int c = 0; c < animation.numStateChanges(); c++) {
                var change = stored.stateChanges().get(animation.stateChangeIndex() + c);
                for (int d = 0; d < change.numDispatches(); d++) {
                    var dispatch = stored.dispatches().get(change.dispatchIndex() + d);
                    found |= dispatch.low() == low && dispatch.nextAnimation() == toAnim
                            && dispatch.nextFrame() == frame;
                }
            }
            assertTrue(found, "animation " + fromAnim + " stores a dispatch from frame " + low + " to animation "
                    + toAnim + " frame " + frame);

            window.await("the source animation playing from the range's first frame", event ->
                    "player".equals(event.path("event").asText()) && event.path("animation").asInt() == fromAnim
                            && event.path("frame").asInt() == low && event.path("playing").asBoolean(), 20);
            window.await("the target animation playing from the dispatch's frame", event ->
                    "player".equals(event.path("event").asText()) && event.path("animation").asInt() == toAnim
                            && event.path("frame").asInt() == frame && event.path("playing").asBoolean(), 20);
        }
    }

    /**
     * Keeps the States panel, zoomed in about the arrow under the pointer (the one clicked), its state changes in
     * the tooltip: the guide's picture of the graph.
     */
    private static void keepTheGraph(RealWindow window) throws Exception {
        // The animation plays on, so the window never settles: the wheel's turns reach it before the screenshot's key.
        window.wheelUp(12);
        var shot = window.screenshot(1);
        var place = window.lastPanel(StatesPanel.TITLE).get("window");
        RealWindow.keep(shot.getSubimage(place.get(0).asInt(), place.get(1).asInt(), place.get(2).asInt(),
                place.get(3).asInt()), "state-graph.png");
    }

    /** The first dispatch the list under the graph shows, as it words it: "animation A, frames L..H -> ...". */
    private static Matcher firstDispatch(JsonNode panel) {
        var names = panel.path("controls").fieldNames();
        while (names.hasNext()) {
            var dispatch = DISPATCH.matcher(names.next());
            if (dispatch.matches()) {
                return dispatch;
            }
        }
        return null;
    }

    /**
     * The first state change the graph shows whose middle takes a click: its edges are named as the panel's
     * details name them, "from to to", and those taken as animations end say so.
     */
    private static String firstChange(JsonNode panel) {
        var names = panel.path("controls").fieldNames();
        while (names.hasNext()) {
            var name = names.next();
            if (name.contains(" to ") && !name.endsWith(", as animations end")) {
                return name;
            }
        }
        return null;
    }
}
