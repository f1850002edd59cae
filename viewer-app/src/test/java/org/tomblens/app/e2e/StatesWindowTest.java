package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
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
    private static final int WIDTH = 1500;
    private static final int HEIGHT = 950;
    private static final String LEVEL = "tr2/rando-test1.tr2";

    @Test
    void clickingAnArrowPlaysTheStateChangeAsTheTablesSay(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(LEVEL));
        var settings = "{\"windowWidth\": " + WIDTH + ", \"windowHeight\": " + HEIGHT + "}";
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--model", "0",
                "--size", WIDTH + "x" + HEIGHT), settings)) {
            window.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 60);
            window.click(window.panel(AnimationPanel.TITLE, "stateGraph"), "stateGraph");
            var states = window.panel(StatesPanel.TITLE, "firstEdge");
            assertTrue(states.get("states").asInt() > 10, "Lara's states: " + states);

            window.click(states, "firstEdge");
            var played = window.awaitPanel(StatesPanel.TITLE, "having played a state change",
                    panel -> panel.path("played").has("fromAnim")).get("played");
            var fromAnim = played.get("fromAnim").asInt();
            var low = played.get("low").asInt();
            var toAnim = played.get("toAnim").asInt();
            var frame = played.get("frame").asInt();

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
}
