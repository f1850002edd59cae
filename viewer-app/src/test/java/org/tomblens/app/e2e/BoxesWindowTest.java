package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.format.testing.Corpus;

/**
 * The pathfinding boxes in the real window. Over the demo's hall: clicking a floor selects its sector, and its box
 * turns yellow and the boxes it overlaps cyan in the view, where before they had their zone's colour. Over a
 * corpus level whose ground and fly zones differ: choosing the fly zone in the Render panel's combo colours the
 * same boxes anew.
 */
class BoxesWindowTest {
    private static final int WIDTH = 1100;
    private static final int HEIGHT = 700;
    /** Four sectors above hall sector (2, 2), looking straight down: box 0 and its neighbours in sight. */
    private static final String ABOVE_THE_HALL = "2048,-4096,2560,0,-89.9";
    /**
     * A TR1 level whose boxes 23 to 33 (x 11264..16384, z 14336..23552) are ground zone 7 but fly zone 1 (TR1's
     * zone types: ground 1, ground 2, fly), and a camera above their middle looking down.
     */
    private static final String LEVEL = "tr1/rando-test1.phd";
    private static final String ABOVE_ZONE_SEVEN = "13824,-1800,18944,0,-89.9";
    /** Tall enough that the Render panel, below the Sector panel, shows its controls down to the boxes' combo. */
    private static final int TALL_WIDTH = 1280;
    private static final int TALL_HEIGHT = 960;

    @Test
    void clickingAFloorLightsUpItsBoxAndTheBoxesItOverlaps(@TempDir Path home) throws Exception {
        var settings = StartSettings.window(WIDTH, HEIGHT).toggle("showBoxes", true).toggle("animateEntities", false).json();
        try (var window = RealWindow.start(home, List.of("--camera", ABOVE_THE_HALL, "--size", WIDTH + "x" + HEIGHT),
                settings)) {
            var ready = window.awaitLevel();
            var view = ViewArea.of(ready, HEIGHT);
            int left = view.left();
            int top = view.top();
            int width = view.width();
            int height = view.height();
            window.settled();
            var before = window.screenshot(1);

            window.click(left + width / 2, top + height / 2);
            var selected = window.await("a sector selected", event -> "selected".equals(event.path("event").asText())
                    && "sector".equals(event.path("kind").asText()), 20);
            assertEquals(List.of(0, 2, 2), List.of(selected.get("room").asInt(), selected.get("x").asInt(),
                    selected.get("z").asInt()));
            window.settled();
            var after = window.screenshot(2);
            Files.createDirectories(Path.of("target", "screenshots"));
            ImageIO.write(after, "png", Path.of("target", "screenshots", "boxes-window.png").toFile());

            var yellow = 0;
            var cyan = 0;
            for (int y = top; y < top + height; y++) {
                for (int x = left; x < left + width; x++) {
                    var rgb = after.getRGB(x, y) & 0xFFFFFF;
                    if (rgb == (before.getRGB(x, y) & 0xFFFFFF)) {
                        continue;
                    }
                    int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
                    yellow += r > b + 40 && g > b + 40 ? 1 : 0;
                    cyan += g > r + 40 && b > r + 40 ? 1 : 0;
                }
            }
            assertTrue(yellow > 1000, yellow + " pixels turned yellow");
            assertTrue(cyan > 1000, cyan + " pixels turned cyan");
        }
    }

    @Test
    void choosingAnotherZoneTypeColoursTheBoxesByItsZones(@TempDir Path home) throws Exception {
        // The Render panel shares its corner with the Level and Sounds panels: closed, they leave it in front.
        var settings = StartSettings.window(TALL_WIDTH, TALL_HEIGHT).toggle("showBoxes", true)
                .toggle("animateEntities", false).panels(List.of("Level", "Sounds"), false).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--camera", ABOVE_ZONE_SEVEN,
                "--size", TALL_WIDTH + "x" + TALL_HEIGHT), settings)) {
            var ready = window.awaitLevel();
            var view = ViewArea.of(ready, TALL_HEIGHT);
            int left = view.left();
            int top = view.top();
            int width = view.width();
            int height = view.height();
            var render = window.panel(RenderPanel.TITLE, "zone");
            assertEquals("ground 1", render.get("values").get("zone").asText(),
                    "the boxes start coloured by their first ground zone");
            var before = window.screenshot(1);

            window.click(render, "zone");
            window.click(window.panel(RenderPanel.TITLE, "fly"), "fly");
            window.awaitPanel(RenderPanel.TITLE, "colouring by the fly zone", panel -> "fly".equals(panel.path("values")
                    .path("zone").asText()) && !panel.path("controls").has("fly"));
            window.settled();
            var after = window.screenshot(2);

            // Zone 7's hue (7 golden angles: green) gives way to zone 1's (one golden angle: blue) on every box.
            var greenBefore = 0;
            var blueAfter = 0;
            for (int y = top; y < top + height; y++) {
                for (int x = left; x < left + width; x++) {
                    greenBefore += dominant(before.getRGB(x, y), 8) ? 1 : 0;
                    blueAfter += dominant(after.getRGB(x, y), 0) ? 1 : 0;
                }
            }
            var area = width * height;
            assertTrue(greenBefore > area / 3, greenBefore + " of " + area + " pixels green under ground zone 7");
            assertTrue(blueAfter > area / 3, blueAfter + " of " + area + " pixels blue under fly zone 1");
        }
    }

    /** Whether the channel at {@code shift} (16 red, 8 green, 0 blue) stands plainly above both others. */
    private static boolean dominant(int rgb, int shift) {
        var channel = rgb >> shift & 0xFF;
        for (var other : new int[] {16, 8, 0}) {
            if (other != shift && channel <= (rgb >> other & 0xFF) + 40) {
                return false;
            }
        }
        return true;
    }
}
