package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;

/**
 * The measuring tool in the real window, over the demo's hall seen straight down from four sectors up: M, then two
 * clicks on the floor a known number of pixels apart along a row; the distance the window tells is what those pixels
 * span on a floor that far below a 70° view, in units, sectors and clicks.
 */
class MeasureWindowTest {
    private static final int WIDTH = 1100;
    private static final int HEIGHT = 700;
    private static final float EYE_Y = -4096;
    private static final String ABOVE_THE_HALL = "2048," + (int) EYE_Y + ",2560,0,-89.9";
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2");

    @Test
    void twoClicksOnTheFloorMeasureTheDistanceTheirPixelsSpan(@TempDir Path home) throws Exception {
        var floor = LevelReader.read(DEMO).rooms().get(0).sector(2, 2).floorY();
        var settings = StartSettings.window(WIDTH, HEIGHT).toggle("animateEntities", false).toggle("entities", false)
                .toggle("sprites", false).json();
        try (var window = RealWindow.start(home, List.of("--camera", ABOVE_THE_HALL, "--size", WIDTH + "x" + HEIGHT),
                settings)) {
            var ready = window.awaitLevel();
            var view = ViewArea.of(ready, HEIGHT);
            int left = view.left();
            int top = view.top();
            int width = view.width();
            int height = view.height();
            window.press("m");
            var row = top + height / 2;
            var apart = width / 6;
            window.click(left + width / 2 - apart / 2, row);
            window.await("the first point", event -> "measured".equals(event.path("event").asText())
                    && event.path("to").isNull(), 20);
            window.click(left + width / 2 + apart / 2, row);
            var measured = window.await("the distance", event -> "measured".equals(event.path("event").asText())
                    && !event.path("to").isNull(), 20);

            // A 70° view: the picture's height spans 2 h tan 35° of a floor h below the eye; pixels are square.
            var below = floor - EYE_Y;
            var expected = apart * 2 * below * Math.tan(Math.toRadians(35)) / height;
            var units = measured.get("units").asDouble();
            assertEquals(expected, units, expected * 0.02 + 8, measured.toString());
            assertEquals(units / 1024, measured.get("sectors").asDouble(), 1e-3);
            assertEquals(units / 256, measured.get("clicks").asDouble(), 1e-3);
            assertEquals(0, measured.get("upOrDown").asDouble(), 2, "both points on the floor");
            assertEquals(floor, measured.get("from").get(1).asDouble(), 2);
        }
    }
}
