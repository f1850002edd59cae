package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the X server shows of the window is what the viewer drew. With OpenGL drawn in software into an X11 window, as
 * here (Xvfb and Mesa's llvmpipe), the window gets only the part of each frame that changed and keeps the rest from
 * before; everything it shows must still be the picture.
 *
 * <p>The view: the bundled demo level's corridor, looking north at the goon looping his animation in the shrine, the
 * rest of the view and the interface still. The window's context is made through EGL, and again as on a system whose
 * EGL finds no driver (glvnd told of none), where the window falls back to GLX.
 */
class WindowContentsWindowTest {
    private static final int WIDTH = 1000;
    private static final int HEIGHT = 640;
    private static final String CORRIDOR = "4096,-900,9216,0,0";
    /**
     * How far from any pixel that changed between the window's screenshots a pixel must lie to count as still: the
     * goon's poses between two screenshots reach a little past those the screenshots caught.
     */
    private static final int MARGIN = 24;
    private static final int ROUNDS = 4;

    /**
     * The screen read twice, a tenth of a second apart, in each of four rounds while the goon moves, between the
     * window's own screenshots (F12, what it drew): wherever the picture did not change through all of them, the screen
     * shows it (below the menu bar); and the goon moves on the screen between the two reads of a round, while only his
     * part of the frames goes into the window (the interface, the menu bar's frame time included, holds still for half a
     * second at a time).
     */
    @ParameterizedTest(name = "context made through {0}")
    @ValueSource(strings = {"EGL", "native"})
    void theScreenShowsThePictureWhileOnlyTheGoonMoves(String context, @TempDir Path home) throws Exception {
        var settings = StartSettings.window(WIDTH, HEIGHT).toggle("animateEntities", true).json();
        // glvnd's EGL reads the drivers it may use from the files this names: one that is not there leaves it none.
        var variables = "EGL".equals(context) ? Map.<String, String>of()
                : Map.of("__EGL_VENDOR_LIBRARY_FILENAMES", home.resolve("no-such-driver.json").toString());
        try (var window = RealWindow.start(home, List.of("--camera", CORRIDOR, "--size", WIDTH + "x" + HEIGHT),
                settings, variables)) {
            var ready = window.awaitLevel();
            // The menu bar above the view shows the last frame's time, which changes by itself twice a second.
            var belowTheMenu = ViewArea.of(ready, HEIGHT).top();
            var presents = window.await("how frames go into the window",
                    event -> "presents".equals(event.path("event").asText()), 30);
            assertEquals("parts", presents.path("frames").asText(), "software OpenGL on X11 takes the parts that changed");
            assertEquals(context, presents.path("context").asText(), "how the window's GL context was made");
            // The X server draws the pointer into the screen itself.
            window.movePointerOff();
            window.await("the window at the animation's pace", event -> "frames".equals(event.path("event").asText())
                    && "animation".equals(event.path("pace").asText()), 30);
            var shots = new ArrayList<BufferedImage>();
            var screens = new ArrayList<BufferedImage>();
            var movedOnScreen = 0;
            for (int round = 1; round <= ROUNDS; round++) {
                shots.add(window.screenshot(2 * round - 1));
                Thread.sleep(300);   // frames that change only where the goon is go into the window meanwhile
                var read = window.shown();
                Thread.sleep(100);
                var again = window.shown();
                movedOnScreen += anyTrue(changedAnywhere(List.of(read, again))) ? 1 : 0;
                screens.add(read);
                screens.add(again);
                shots.add(window.screenshot(2 * round));
            }
            var changed = changedAnywhere(shots);
            var still = nearNone(changed, belowTheMenu);
            long compared = 0;
            long wrong = 0;
            for (var screen : screens) {
                assertEquals(WIDTH, screen.getWidth(), "the window's width on the screen");
                assertEquals(HEIGHT, screen.getHeight(), "the window's height on the screen");
                for (int y = 0; y < HEIGHT; y++) {
                    for (int x = 0; x < WIDTH; x++) {
                        if (still[y][x]) {
                            compared++;
                            wrong += (shots.get(0).getRGB(x, y) & 0xFFFFFF) != (screen.getRGB(x, y) & 0xFFFFFF) ? 1 : 0;
                        }
                    }
                }
            }
            var pixels = (long) screens.size() * WIDTH * HEIGHT;
            assertTrue(compared < pixels, "the goon's animation changes the picture");
            assertTrue(compared > 0.7 * pixels, compared + " pixels still of " + pixels);
            assertTrue(movedOnScreen >= ROUNDS - 1, "the goon moved on the screen in " + movedOnScreen + " of "
                    + ROUNDS + " tenths of a second");
            assertEquals(0, wrong, "still pixels the screen shows otherwise than the screenshots");
        }
    }

    /** Which pixels differ between any of the pictures. */
    private static boolean[][] changedAnywhere(List<BufferedImage> pictures) {
        var changed = new boolean[HEIGHT][WIDTH];
        var first = pictures.get(0);
        for (var picture : pictures) {
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    changed[y][x] |= (first.getRGB(x, y) & 0xFFFFFF) != (picture.getRGB(x, y) & 0xFFFFFF);
                }
            }
        }
        return changed;
    }

    private static boolean anyTrue(boolean[][] pixels) {
        for (var row : pixels) {
            for (var pixel : row) {
                if (pixel) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Which pixels, from row {@code top} down, lie more than {@value #MARGIN} pixels (across and down) from every
     * changed one.
     */
    private static boolean[][] nearNone(boolean[][] changed, int top) {
        var still = new boolean[HEIGHT][WIDTH];
        for (int y = top; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                still[y][x] = true;
            }
        }
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                if (changed[y][x]) {
                    for (int j = Math.max(0, y - MARGIN); j <= Math.min(HEIGHT - 1, y + MARGIN); j++) {
                        for (int i = Math.max(0, x - MARGIN); i <= Math.min(WIDTH - 1, x + MARGIN); i++) {
                            still[j][i] = false;
                        }
                    }
                }
            }
        }
        return still;
    }
}
