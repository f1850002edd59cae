package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * A frame says whether it shows what changes with time alone; a window draws no more frames of a still picture
 * on that word. So a frame that says no must look the same whenever it is drawn, and one of a place where
 * water shimmers, a texture cycles or an entity walks must say yes.
 */
@ExtendWith(GlContextPerClass.class)
class ChangesWithTimeTest {
    private static final int SIZE = 64;
    /** Rooms viewed per level: spread over its rooms, enough to meet water, animated textures and entities. */
    private static final int VIEWS = 24;
    /**
     * A time after the first frame at which every animation has moved on: 41.1 frames of 30 per second, a
     * part-way pose of any looped animation, and step 8 of the three-texture cycles (one every 5 frames).
     */
    private static final double LATER = 1.37;
    /** The demo's fifth entity, the masked goon in the shrine. */
    private static final int GOON = 4;

    static Stream<Arguments> levels() {
        var levels = new ArrayList<Level>();
        CorpusCache.levels().forEach(levels::add);
        levels.add(DemoLevelFile.read());
        return levels.stream().map(level -> Arguments.of(level.fileName(), level));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void aFrameThatSaysItIsStillLooksTheSameWhenDrawnLater(String name, Level level) {
        var prepared = PreparedLevel.of(level);
        var rooms = prepared.rooms();
        try (var snapshot = new LevelSnapshot(prepared, SIZE, SIZE)) {
            var count = level.rooms().size();
            for (int view = 0; view < Math.min(VIEWS, count); view++) {
                var room = (int) ((long) view * count / Math.min(VIEWS, count));
                var camera = DefaultView.room(rooms, r -> r, room, new Camera());
                for (var animate : new boolean[] {true, false}) {
                    var options = new RenderOptions();
                    options.animateEntities = animate;
                    var first = snapshot.shoot(camera, options, 0).rgba();
                    var changes = snapshot.renderer().stats().changesWithTime;
                    var later = snapshot.shoot(camera, options, LATER).rgba();
                    assertEquals(changes, snapshot.renderer().stats().changesWithTime,
                            "room " + room + ": the same view says the same at any time");
                    if (!changes) {
                        assertArrayEquals(first, later, "room " + room + (animate ? "" : ", entities frozen")
                                + ": said to be still, yet it changed");
                    }
                }
            }
        }
    }

    /** The demo's hall looks down into the pool, a water room whose surface cycles three ripple textures. */
    @Test
    void theDemoHallOverThePoolChangesWithTime() {
        var level = DemoLevelFile.read();
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE)) {
            var options = new RenderOptions();
            options.animateEntities = false;
            // Above the pool's opening (hall sectors 3..4, 3..4), looking down into it.
            var camera = new Camera().place(4096, -2048, 2048, 0, (float) Math.toRadians(-60));
            var first = snapshot.shoot(camera, options, 0).rgba();
            assertTrue(snapshot.renderer().wasDrawn(1), "the pool is drawn");
            assertTrue(snapshot.renderer().stats().changesWithTime);
            assertFalse(Arrays.equals(first, snapshot.shoot(camera, options, LATER).rgba()), "the water moved");
        }
    }

    /**
     * In the demo's corridor looking north into the shrine, where the goon stands: with entities frozen nothing
     * there moves; with them animated the goon loops its first animation.
     */
    @Test
    void theDemoCorridorChangesOnlyWhileTheGoonIsAnimated() {
        var level = DemoLevelFile.read();
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE)) {
            var camera = new Camera().place(4096, -900, 9216, 0, 0);
            var options = new RenderOptions();
            options.animateEntities = false;
            var first = snapshot.shoot(camera, options, 0).rgba();
            assertFalse(snapshot.renderer().wasDrawn(1), "the pool, behind, is not drawn");
            assertTrue(snapshot.renderer().stats().visibleEntities > 0, "the goon is drawn");
            assertFalse(snapshot.renderer().stats().changesWithTime);
            assertArrayEquals(first, snapshot.shoot(camera, options, LATER).rgba());

            options.animateEntities = true;
            first = snapshot.shoot(camera, options, 0).rgba();
            assertTrue(snapshot.renderer().stats().changesWithTime);
            assertFalse(Arrays.equals(first, snapshot.shoot(camera, options, LATER).rgba()), "the goon moved");
        }
    }

    /**
     * Water and animated textures move six steps a second (every five of the games' 30 ticks): within a step the
     * hall over the pool looks the same, and the frame says when the next step begins.
     */
    @Test
    void theWaterAndAnimatedTexturesChangeOnlyAsAStepBegins() {
        var level = DemoLevelFile.read();
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE)) {
            var options = new RenderOptions();
            options.animateEntities = false;
            var camera = new Camera().place(4096, -2048, 2048, 0, (float) Math.toRadians(-60));
            // 1.37 s and 1.45 s are both in step 8 (1.33 to 1.5 s); 1.5 s begins step 9.
            var early = snapshot.shoot(camera, options, 1.37).rgba();
            assertEquals(1.5, snapshot.renderer().stats().nextChange, 1e-9);
            assertArrayEquals(early, snapshot.shoot(camera, options, 1.45).rgba(), "the same step looks the same");
            assertFalse(Arrays.equals(early, snapshot.shoot(camera, options, 1.5).rgba()), "the next step moved");
        }
    }

    /**
     * In the demo's shrine, by its north wall looking north, the goon stands behind the camera in the room drawn:
     * out of view, it is not drawn and its animation does not make the frame change; turned to it, the camera sees it
     * and the frame changes at once and all the time.
     */
    @Test
    void anEntityAnimatingOutOfViewLeavesTheFrameStill() {
        var level = DemoLevelFile.read();
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE)) {
            var options = new RenderOptions();
            var corners = new float[24];
            var away = new Camera().place(6144, -2048, 17408, 0, 0);
            var first = snapshot.shoot(away, options, 0).rgba();
            assertTrue(snapshot.renderer().wasDrawn(3), "the shrine is drawn");
            assertFalse(snapshot.renderer().entityBounds(GOON, corners), "the goon, behind, is not drawn");
            assertFalse(snapshot.renderer().stats().changesWithTime);
            assertEquals(Double.POSITIVE_INFINITY, snapshot.renderer().stats().nextChange);
            assertArrayEquals(first, snapshot.shoot(away, options, LATER).rgba());

            var towards = new Camera().aim(6144, -2048, 17408, 3584, -1536, 16896);
            first = snapshot.shoot(towards, options, LATER).rgba();
            assertTrue(snapshot.renderer().entityBounds(GOON, corners), "the goon, in front, is drawn");
            assertTrue(snapshot.renderer().stats().changesWithTime);
            assertEquals(LATER, snapshot.renderer().stats().nextChange, "an animating entity changes all the time");
            assertFalse(Arrays.equals(first, snapshot.shoot(towards, options, LATER + 0.1).rgba()), "the goon moved");
        }
    }
}
