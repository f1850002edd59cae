package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Words;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * While its rooms are kept and only entities move, a renderer draws anew only the part of the view where the
 * animating entities can be, and its frames are still pixel for pixel those of a renderer that draws every frame
 * whole.
 */
@ExtendWith(GlContextPerClass.class)
class KeptViewTest {
    private static final int WIDTH = 160;
    private static final int HEIGHT = 96;
    private static final long VIEW = (long) WIDTH * HEIGHT;
    /** The demo's fifth entity, the masked goon in the shrine. */
    private static final int GOON = 4;
    private static final PreparedLevel DEMO = PreparedLevel.of(DemoLevelFile.read());

    /** The demo's corridor, the goon looping its animation some way ahead of the camera. */
    @Test
    void onlyWhereTheGoonCanBeIsDrawnAgain() {
        onlyWhereTheGoonIsIsDrawnAgain(DemoLevelFile.read());
    }

    /**
     * The same with the box each keyframe stores (§6.3) emptied in every animation, as a file may hold them: where the
     * goon is drawn anew comes from its triangles as posed, so its animation still shows whole.
     */
    @Test
    void keyframesWithoutTheirBoxesChangeNothing() {
        var demo = DemoLevelFile.read();
        var frames = demo.animation().frames().toArray();
        var poses = LevelAnimation.build(demo).poses();
        var emptied = 0;
        for (int a = 0; a < demo.animation().animations().size(); a++) {
            var animation = demo.animation().animations().get(a);
            for (int k = 0; k < poses.keyframeCount(a); k++) {
                var first = (int) (animation.frameOffset() / 2) + k * animation.frameSize();
                for (int word = first; word < first + 6 && word < frames.length; word++) {
                    emptied += frames[word] != 0 ? 1 : 0;
                    frames[word] = 0;
                }
            }
        }
        assertTrue(emptied > 0, "the demo's keyframes store boxes");
        onlyWhereTheGoonIsIsDrawnAgain(SyntheticLevels.withKeyframes(demo, Words.own(frames)));
    }

    private static void onlyWhereTheGoonIsIsDrawnAgain(Level level) {
        var prepared = PreparedLevel.of(level);
        try (var keeping = new LevelSnapshot(prepared, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(prepared, WIDTH, HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            var options = new RenderOptions();
            var camera = new Camera().place(4096, -900, 9216, 0, 0);
            var last = keeping.shoot(camera, options, 0).rgba();
            assertEquals(VIEW, keeping.renderer().stats().pixelsDrawn, "the first frame draws the whole view");
            var first = whole.shoot(camera, options, 0).rgba();
            var changed = false;
            for (var seconds : new double[] {0.3, 0.75, 1.2, 1.9}) {
                var kept = keeping.shoot(camera, options, seconds).rgba();
                var stats = keeping.renderer().stats();
                assertTrue(stats.roomsKept, seconds + " s: the rooms are copied in");
                assertTrue(stats.pixelsDrawn > 0 && stats.pixelsDrawn < VIEW / 2,
                        seconds + " s: " + stats.pixelsDrawn + " of " + VIEW + " pixels drawn anew");
                assertEquals(stats.pixelsDrawn, (long) stats.changed[2] * stats.changed[3], seconds + " s");
                assertEquals(0, ChangedPixels.outside(last, kept, WIDTH, HEIGHT, stats.changed, 1),
                        seconds + " s: pixels changed outside " + Arrays.toString(stats.changed));
                assertEquals(0, ChangedPixels.outside(last, kept, WIDTH, HEIGHT, stats.changedParts,
                        stats.changedPartCount), seconds + " s: pixels changed outside the parts "
                        + Arrays.toString(Arrays.copyOf(stats.changedParts, 4 * stats.changedPartCount)));
                var drawnWhole = whole.shoot(camera, options, seconds).rgba();
                assertArrayEquals(drawnWhole, kept, seconds + " s");
                changed |= !Arrays.equals(first, drawnWhole);
                last = kept;
            }
            assertTrue(changed, "the goon's animation changes the picture");

            options.transparency = false;
            var frame = keeping.shoot(camera, options, 2.2).rgba();
            assertEquals(VIEW, keeping.renderer().stats().pixelsDrawn, "a switch turned draws the whole view");
            assertArrayEquals(whole.shoot(camera, options, 2.2).rgba(), frame);
            frame = keeping.shoot(camera, options, 2.5).rgba();
            assertTrue(keeping.renderer().stats().pixelsDrawn < VIEW / 2, "then only the goon's part again");
            assertArrayEquals(whole.shoot(camera, options, 2.5).rgba(), frame);
        }
    }

    /**
     * A renderer that copies into its target, which keeps the last frame as the window's picture does, only the colour
     * of what changed leaves there, frame by frame, the frames drawn whole; asked to copy the whole view with its depth
     * afterwards, it lets what tests that depth, the overlays, draw as over a frame drawn whole. The camera moves
     * before the last frame: the depth the target held until then is the last view's.
     */
    @Test
    void onlyTheChangesGoIntoATargetThatKeepsTheLastFrame() {
        try (var keeping = new LevelSnapshot(DEMO, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(DEMO, WIDTH, HEIGHT);
             var keepingOverlay = new OverlayRenderer(DEMO);
             var wholeOverlay = new OverlayRenderer(DEMO)) {
            keeping.renderer().keepStillRooms(true);
            keeping.renderer().copyOnlyChanges(true);
            var options = new RenderOptions();
            var camera = new Camera().place(4096, -900, 9216, 0, 0);
            for (var seconds : new double[] {0, 0.3, 0.75, 1.2}) {
                var frame = keeping.shoot(camera, options, seconds).rgba();
                assertArrayEquals(whole.shoot(camera, options, seconds).rgba(), frame, seconds + " s");
            }
            assertTrue(keeping.renderer().stats().roomsKept, "the last frames drew only the goon's part");

            options.showPortals = true;
            camera.place(4096, -1100, 8704, 0.4f, 0.1f);
            keeping.draw(camera, options, 1.5);
            assertTrue(keeping.renderer().copyWholeView(), "the frame copied the view's colour alone");
            assertFalse(keeping.renderer().copyWholeView(), "and then the whole view once");
            assertTrue(keepingOverlay.draw(camera, options, keeping.renderer(), Selection.NONE), "portals in view");
            whole.draw(camera, options, 1.5);
            wholeOverlay.draw(camera, options, whole.renderer(), Selection.NONE);
            assertArrayEquals(whole.target().read().rgba(), keeping.target().read().rgba(),
                    "the overlays as drawn whole");
        }
    }

    /**
     * The camera inside the goon, at its chest, looking the way it faces: the space the triangles of a mesh round the
     * eye fill passes behind it, where it has no place on the screen, so the whole view is drawn.
     */
    @Test
    void aMeshReachingBehindTheEyeHasTheWholeViewDrawn() {
        var goon = DEMO.level().entities().get(GOON);
        var camera = new Camera().place(goon.x(), goon.y() - 512, goon.z(), 0, 0);
        assertEquals(VIEW, pixelsDrawnAgain(camera), "pixels drawn anew");
    }

    /**
     * The camera a little in front of the goon, looking at it: the box round all of its posed triangles reaches
     * behind the eye, but each mesh's lies before it, so the part drawn anew is where its meshes show, less than the
     * whole view.
     */
    @Test
    void anEntityWhoseMeshesAllLieBeforeTheEyeHasItsPartDrawn() {
        var goon = DEMO.level().entities().get(GOON);
        var camera = new Camera().place(goon.x(), goon.y() - 512, goon.z() - 256, 0, 0);
        var drawn = pixelsDrawnAgain(camera);
        assertTrue(drawn > 0 && drawn < VIEW, drawn + " of " + VIEW + " pixels drawn anew");
    }

    /**
     * How many pixels a frame half a second on draws anew through {@code camera}, asserting that the frame is the one
     * a renderer that draws every frame whole makes.
     */
    private static long pixelsDrawnAgain(Camera camera) {
        try (var keeping = new LevelSnapshot(DEMO, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(DEMO, WIDTH, HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            var options = new RenderOptions();
            keeping.shoot(camera, options, 0);
            var frame = keeping.shoot(camera, options, 0.5).rgba();
            assertTrue(keeping.renderer().stats().roomsKept);
            assertArrayEquals(whole.shoot(camera, options, 0.5).rgba(), frame);
            return keeping.renderer().stats().pixelsDrawn;
        }
    }
}
