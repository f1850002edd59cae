package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.model.Words;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.RenderOptions;

/**
 * A renderer that keeps its rooms between frames copies them in again only while the camera, the rooms drawn, the
 * switches and the rooms' own animation step stay as they were, and its frames are pixel for pixel those of a
 * renderer that draws every frame whole.
 */
@ExtendWith(GlContextPerClass.class)
class StillRoomsTest {
    private static final int WIDTH = 96;
    private static final int HEIGHT = 64;

    /** In the demo's shrine, looking at the goon, which loops its animation. */
    @Test
    void onlyTheAnimatingGoonIsDrawnAgainWhileTheCameraStays() {
        var prepared = PreparedLevel.of(DemoLevelFile.read());
        try (var keeping = new LevelSnapshot(prepared, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(prepared, WIDTH, HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            var options = new RenderOptions();
            var camera = new Camera().aim(6144, -2048, 17408, 3584, -1536, 16896);
            keeping.shoot(camera, options, 0);
            assertFalse(keeping.renderer().stats().roomsKept, "the first frame draws its rooms");
            for (var seconds : new double[] {0.4, 0.9, 1.37}) {
                var kept = keeping.shoot(camera, options, seconds).rgba();
                assertTrue(keeping.renderer().stats().roomsKept, seconds + " s: the rooms are copied in");
                assertArrayEquals(whole.shoot(camera, options, seconds).rgba(), kept, seconds + " s");
            }

            var moved = new Camera().aim(6144, -2048, 17000, 3584, -1536, 16896);
            var frame = keeping.shoot(moved, options, 1.5).rgba();
            assertFalse(keeping.renderer().stats().roomsKept, "a camera moved draws its rooms");
            assertArrayEquals(whole.shoot(moved, options, 1.5).rgba(), frame);

            options.lighting = false;
            frame = keeping.shoot(moved, options, 1.6).rgba();
            assertFalse(keeping.renderer().stats().roomsKept, "a switch turned draws the rooms");
            assertArrayEquals(whole.shoot(moved, options, 1.6).rgba(), frame);
        }
    }

    /**
     * Over the demo's pool, whose water and ripples move six steps a second: the rooms are kept within a step, and at
     * the next only the pool's room is drawn again, over the others kept, and only in the part of the view where it
     * shows.
     */
    @Test
    void roomsWithWaterAreKeptOnlyWithinAStep() {
        var prepared = PreparedLevel.of(DemoLevelFile.read());
        try (var keeping = new LevelSnapshot(prepared, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(prepared, WIDTH, HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            var options = new RenderOptions();
            var camera = new Camera().place(4096, -2048, 2048, 0, (float) Math.toRadians(-60));
            keeping.shoot(camera, options, 1.37);
            // 1.37 s and 1.45 s are both in step 8 (1.33 to 1.5 s); 1.5 s begins step 9.
            var frame = keeping.shoot(camera, options, 1.45).rgba();
            assertTrue(keeping.renderer().stats().roomsKept, "the same step keeps the rooms");
            var lastStep = whole.shoot(camera, options, 1.45).rgba();
            assertArrayEquals(lastStep, frame);
            frame = keeping.shoot(camera, options, 1.5).rgba();
            var stats = keeping.renderer().stats();
            assertFalse(stats.roomsKept, "the next step draws the rooms");
            assertTrue(stats.onlySteppingRoomsDrawn, "only those that step, over the others");
            var steppingCalls = stats.drawCalls;
            var steppingTriangles = stats.triangles;
            var nextStep = whole.shoot(camera, options, 1.5).rgba();
            assertArrayEquals(nextStep, frame);
            // The pool is part of the view: the step draws anew only there, and nothing outside it changed.
            assertFalse(Arrays.equals(lastStep, nextStep), "the pool's shimmer moved");
            assertTrue(stats.pixelsDrawn > 0 && stats.pixelsDrawn < WIDTH * HEIGHT,
                    stats.pixelsDrawn + " of " + WIDTH * HEIGHT + " pixels drawn anew");
            assertEquals(0, ChangedPixels.outside(lastStep, nextStep, WIDTH, HEIGHT, stats.changedParts,
                    stats.changedPartCount), "pixels changed outside the parts drawn anew");
            keeping.shoot(camera, options, 1.55);
            assertTrue(keeping.renderer().stats().roomsKept, "within step 9 the rooms are kept again");
            assertEquals(keeping.renderer().stats().drawCalls, steppingCalls,
                    "the frame that drew only the rooms that step counts the draw calls of those it kept, as this one");
            assertEquals(keeping.renderer().stats().triangles, steppingTriangles, "and their triangles");
        }
    }

    /**
     * An entity that stands still and whose own model takes an animated texture: the demo's item in the first room,
     * whose mesh alone shows object texture 10, put into a group of its own with texture 8, so that the two take
     * turns at each step. At the next step the item is drawn anew, and nothing outside the part drawn anew changed.
     */
    @Test
    void anEntityWhoseOwnTextureStepsIsDrawnAnewAtTheNextStep() {
        var demo = DemoLevelFile.read();
        var groups = demo.texturing().animatedTextures();
        var words = new short[groups.size() + 3];
        for (int i = 0; i < groups.size(); i++) {
            words[i] = (short) groups.get(i);
        }
        words[0]++;
        words[groups.size()] = 1;
        words[groups.size() + 1] = 10;
        words[groups.size() + 2] = 8;
        var prepared = PreparedLevel.of(SyntheticLevels.withAnimatedTextures(demo, Words.own(words)));
        try (var keeping = new LevelSnapshot(prepared, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(prepared, WIDTH, HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            var options = new RenderOptions();
            options.animateEntities = false;
            var camera = new Camera().aim(2560, -512, 4608, 2560, -128, 6656);
            // 0.05 s is in step 0 and 0.2 s in step 1 (from 0.17 s).
            keeping.shoot(camera, options, 0.05);
            var lastStep = whole.shoot(camera, options, 0.05).rgba();
            var frame = keeping.shoot(camera, options, 0.2).rgba();
            var stats = keeping.renderer().stats();
            var nextStep = whole.shoot(camera, options, 0.2).rgba();
            assertFalse(Arrays.equals(lastStep, nextStep), "the item's texture stepped");
            assertArrayEquals(nextStep, frame);
            assertTrue(stats.pixelsDrawn < WIDTH * HEIGHT, stats.pixelsDrawn + " of " + WIDTH * HEIGHT + " pixels");
            assertEquals(0, ChangedPixels.outside(lastStep, nextStep, WIDTH, HEIGHT, stats.changedParts,
                    stats.changedPartCount), "pixels changed outside the parts drawn anew");
        }
    }

    /**
     * Cold War's start (TR2 Golden Mask), where entities animate among animated textures and water: at 30 frames a
     * second, every frame is the one drawn whole, whether it kept the rooms, drew only those that step, or drew all.
     */
    @Test
    void coldWarsStartAtThirtyFramesASecondIsTheFrameDrawnWhole() throws Exception {
        var kept = new int[1];
        var stepped = new int[1];
        coldWarsStart(new RenderOptions(), (frame, stats) -> {
            kept[0] += stats.roomsKept ? 1 : 0;
            stepped[0] += stats.onlySteppingRoomsDrawn ? 1 : 0;
        });
        // Steps begin at frames 0 (drawn whole), 5 and 10.
        assertEquals(9, kept[0]);
        assertEquals(2, stepped[0]);
    }

    /**
     * Cold War's start with the entities' animation off: the rooms still step six times a second, but within a step
     * nothing in view changes, so those frames draw no pixel anew (the entities that stand still are not drawn again
     * for the rooms' sake), and every frame is still the one drawn whole.
     */
    @Test
    void entitiesStandingStillAreNotDrawnAgainWithinAStep() throws Exception {
        var options = new RenderOptions();
        options.animateEntities = false;
        coldWarsStart(options, (frame, stats) -> {
            // Steps begin at frames 0, 5 and 10 (the first frame draws everything).
            if (frame % 5 == 0) {
                assertFalse(stats.roomsKept, "frame " + frame + " begins a step");
            } else {
                assertTrue(stats.roomsKept, "frame " + frame + " keeps the rooms");
                assertEquals(0, stats.pixelsDrawn, "frame " + frame + " draws nothing anew");
            }
        });
    }

    /** What a test learns of each frame a renderer that keeps its rooms drew. */
    private interface FrameCheck {
        void check(int frame, FrameStats stats);
    }

    /**
     * Draws twelve frames of Cold War's start at 30 a second with a renderer that keeps its rooms, hands each frame's
     * figures to {@code check}, and holds each to the frame a renderer that draws every frame whole gives.
     */
    private static void coldWarsStart(RenderOptions options, FrameCheck check) throws Exception {
        var prepared = PreparedLevel.of(LevelReader.read(Corpus.file("tr2/goldmask-cold-war.tr2")));
        try (var keeping = new LevelSnapshot(prepared, 2 * WIDTH, 2 * HEIGHT);
             var whole = new LevelSnapshot(prepared, 2 * WIDTH, 2 * HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            var camera = DefaultView.start(prepared.rooms(), new Camera());
            for (int frame = 0; frame < 12; frame++) {
                var seconds = frame / 30.0;
                var image = keeping.shoot(camera, options, seconds).rgba();
                check.check(frame, keeping.renderer().stats());
                assertArrayEquals(whole.shoot(camera, options, seconds).rgba(), image, "frame " + frame);
            }
        }
    }
}
