package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real window draws no frames of a still picture, nor for an entity animating out of view, an entity animating
 * in view at the games' 30 frames per second, water and animated textures at their six steps a second, and a flying
 * camera as fast as it can. The window logs each change of pace with the frames drawn so
 * far and its clock; waking it with a pointer move makes it log one, which counts the frames of the wait.
 *
 * <p>The view: the bundled demo level's corridor, looking north into the shrine where the goon stands; the
 * pool, whose water shimmers, lies behind.
 *
 * <p>Tagged {@code alone}: it counts frames against the clock, so the build runs it with no other test beside it.
 */
@Tag("alone")
class FramePacingWindowTest {
    private static final int WIDTH = 1000;
    private static final int HEIGHT = 640;
    private static final String CORRIDOR = "4096,-900,9216,0,0";
    /** In the shrine by its north wall, looking north: the goon stands in the room, behind the camera. */
    private static final String SHRINE_WALL = "6144,-2048,17408,0,0";
    /** Over the pool's opening in the hall, looking down at its water. */
    private static final String OVER_THE_POOL = "4096,-2048,2048,0,-60";
    private static final long WAIT_MILLIS = 3000;

    @Test
    void aStillPictureCostsNoFrames(@TempDir Path home) throws Exception {
        try (var window = start(home, false)) {
            var left = leftAlone(window, "idle");
            assertTrue(left.frames() <= 3, left.frames() + " frames drawn in " + left.seconds() + " s of a still picture");
        }
    }

    @Test
    void theGoonWalkingIsDrawnAtThirtyFramesASecond(@TempDir Path home) throws Exception {
        try (var window = start(home, true)) {
            var left = leftAlone(window, "animation");
            var inThreeSeconds = left.frames() / left.seconds() * 3;
            assertTrue(inThreeSeconds >= 80 && inThreeSeconds <= 100,
                    left.frames() + " frames in " + left.seconds() + " s: " + inThreeSeconds + " in 3 s");
        }
    }

    @Test
    void anEntityAnimatingOutOfViewCostsNoFrames(@TempDir Path home) throws Exception {
        try (var window = start(home, true, SHRINE_WALL)) {
            var left = leftAlone(window, "idle");
            assertTrue(left.frames() <= 3, left.frames() + " frames drawn in " + left.seconds()
                    + " s with only the goon behind the camera animating");
        }
    }

    /** The pool's water and ripple textures move six steps a second: the window draws each step, and no more. */
    @Test
    void waterInViewIsDrawnAtItsSixStepsASecond(@TempDir Path home) throws Exception {
        try (var window = start(home, false, OVER_THE_POOL)) {
            var left = leftAlone(window, "animation");
            var inThreeSeconds = left.frames() / left.seconds() * 3;
            assertTrue(inThreeSeconds >= 12 && inThreeSeconds <= 21,
                    left.frames() + " frames in " + left.seconds() + " s: " + inThreeSeconds + " in 3 s");
        }
    }

    @Test
    void aFlyingCameraIsDrawnFasterThanTheAnimation(@TempDir Path home) throws Exception {
        try (var window = start(home, true)) {
            var animating = window.await("the window at the animation's pace", event -> isPace(event, "animation"), 30);
            window.hold("w", 2000);
            var flying = window.await("the window at full rate", event -> isPace(event, "full")
                    && event.get("drawn").asLong() > animating.get("drawn").asLong(), 20);
            var after = window.await("the window back at the animation's pace", event -> isPace(event, "animation")
                    && event.get("drawn").asLong() > flying.get("drawn").asLong(), 20);
            var frames = after.get("drawn").asLong() - flying.get("drawn").asLong();
            var seconds = after.get("seconds").asDouble() - flying.get("seconds").asDouble();
            assertTrue(seconds >= 2, "full rate while the key is held: " + seconds + " s");
            assertTrue(frames / seconds > 40, frames + " frames in " + seconds + " s of flying");
        }
    }

    private static RealWindow start(Path home, boolean animateEntities) throws Exception {
        return start(home, animateEntities, CORRIDOR);
    }

    private static RealWindow start(Path home, boolean animateEntities, String camera) throws Exception {
        // A quarter of the usual speed: two seconds of flying along the corridor stop short of the goon ahead, so
        // that what is in view still animates afterwards (at full speed the camera passes him, and the window
        // rightly goes still).
        var settings = StartSettings.window(WIDTH, HEIGHT).set("cameraSpeed", 1024).toggle("animateEntities", animateEntities).json();
        var window = RealWindow.start(home, List.of("--camera", camera, "--size", WIDTH + "x" + HEIGHT), settings);
        window.awaitLevel();
        return window;
    }

    /** Frames drawn over a time the window was left alone. */
    private record LeftAlone(long frames, double seconds) {}

    /**
     * Waits for the window to take {@code pace}, leaves it alone {@value #WAIT_MILLIS} ms, then moves the pointer,
     * which the window answers at full rate: the frames between the two changes of pace, less the one that drew
     * the move, are those of the time left alone.
     */
    private static LeftAlone leftAlone(RealWindow window, String pace) throws Exception {
        var settled = window.await("the window at the " + pace + " pace", event -> isPace(event, pace), 30);
        Thread.sleep(WAIT_MILLIS);   // the measurement itself: what the window draws while left alone
        window.move(WIDTH / 2 + 7, HEIGHT / 2 + 5);
        var woken = window.await("the window awake", event -> isPace(event, "full")
                && event.get("drawn").asLong() > settled.get("drawn").asLong(), 20);
        return new LeftAlone(woken.get("drawn").asLong() - settled.get("drawn").asLong() - 1,
                woken.get("seconds").asDouble() - settled.get("seconds").asDouble());
    }

    private static boolean isPace(JsonNode event, String pace) {
        return "frames".equals(event.path("event").asText()) && pace.equals(event.path("pace").asText());
    }
}
