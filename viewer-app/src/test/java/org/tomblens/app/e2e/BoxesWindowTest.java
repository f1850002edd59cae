package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pathfinding boxes in the real window over the demo's hall: clicking a floor selects its sector, and its box
 * turns yellow and the boxes it overlaps cyan in the view, where before they had their zone's colour.
 */
class BoxesWindowTest {
    private static final int WIDTH = 1100;
    private static final int HEIGHT = 700;
    /** Four sectors above hall sector (2, 2), looking straight down: box 0 and its neighbours in sight. */
    private static final String ABOVE_THE_HALL = "2048,-4096,2560,0,-89.9";

    @Test
    void clickingAFloorLightsUpItsBoxAndTheBoxesItOverlaps(@TempDir Path home) throws Exception {
        var settings = "{\"windowWidth\": " + WIDTH + ", \"windowHeight\": " + HEIGHT
                + ", \"toggles\": {\"showBoxes\": true, \"animateEntities\": false}}";
        try (var window = RealWindow.start(home, List.of("--camera", ABOVE_THE_HALL, "--size", WIDTH + "x" + HEIGHT),
                settings)) {
            var ready = window.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 60);
            var view = ready.get("view");
            int left = view.get(0).asInt();
            int top = HEIGHT - view.get(1).asInt() - view.get(3).asInt();
            int width = view.get(2).asInt();
            int height = view.get(3).asInt();
            window.settled();
            var before = screenshot(window, home, 1);

            window.click(left + width / 2, top + height / 2);
            var selected = window.await("a sector selected", event -> "selected".equals(event.path("event").asText())
                    && "sector".equals(event.path("kind").asText()), 20);
            assertEquals(List.of(0, 2, 2), List.of(selected.get("room").asInt(), selected.get("x").asInt(),
                    selected.get("z").asInt()));
            window.settled();
            var after = screenshot(window, home, 2);
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

    /** Takes the window's own screenshot (F12), the {@code count}-th of the run. */
    private static BufferedImage screenshot(RealWindow window, Path home, int count) throws Exception {
        window.press("F12");
        window.await("screenshot " + count, event -> "screenshot".equals(event.path("event").asText())
                && countOf(window) >= count, 20);
        var shots = window.events().stream().filter(event -> "screenshot".equals(event.path("event").asText()))
                .toList();
        var file = Path.of(shots.get(count - 1).get("file").asText());
        var copy = home.resolve("shot-" + count + ".png");
        Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
        return ImageIO.read(copy.toFile());
    }

    private static long countOf(RealWindow window) {
        try {
            return window.events().stream().filter(event -> "screenshot".equals(event.path("event").asText())).count();
        } catch (java.io.IOException e) {
            return 0;
        }
    }
}
