package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.testing.GlHarness;

/**
 * Drawing frames, with animated entities, animated textures, overlays and fog bulbs, allocates nothing on
 * the heap.
 */
class RenderLoopAllocationTest {

    /** The demo level from its start, and a TR5 level from its room 3, which holds a fog bulb. */
    static Stream<Arguments> views() {
        return Stream.of(Arguments.of(Path.of("..", "assets", "demo", "tomblens-demo.tr2"), -1),
                Arguments.of(Corpus.file("tr5/rando-test1.trc"), 3));
    }

    @ParameterizedTest
    @MethodSource("views")
    void aHundredAnimatedFramesWithOverlaysAllocateNoHeap(Path file, int room) throws Exception {
        var bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        var level = LevelReader.read(file);
        try (var gl = new GlHarness(16, 16);
             var snapshot = new LevelSnapshot(level, LevelGeometry.build(level), LevelAnimation.build(level), 320, 180);
             var overlay = new OverlayRenderer(level, org.tomblens.format.floordata.LevelFloorData.of(level))) {
            var camera = room < 0 ? DefaultView.start(level, new Camera()) : DefaultView.room(level, room, new Camera());
            var options = new RenderOptions();
            options.showTriggers = true;
            options.showPortals = true;
            options.showEntityBoxes = true;
            var selection = Selection.sector(0, 2, 6);
            for (int frame = 0; frame < 200; frame++) {
                snapshot.draw(camera, options, frame / 30.0);
                overlay.draw(camera, options, snapshot.renderer(), selection);
            }
            var thread = Thread.currentThread().getId();
            var before = bean.getThreadAllocatedBytes(thread);
            for (int frame = 200; frame < 300; frame++) {
                snapshot.draw(camera, options, frame / 30.0);
                overlay.draw(camera, options, snapshot.renderer(), selection);
            }
            var allocated = bean.getThreadAllocatedBytes(thread) - before;
            // A little slack for the JIT's own bookkeeping; a single buffer view per frame would exceed it.
            assertTrue(allocated < 2048, "100 frames allocated " + allocated + " bytes");
        }
    }
}
