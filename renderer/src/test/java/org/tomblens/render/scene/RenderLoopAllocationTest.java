package org.tomblens.render.scene;

import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.cutscene.CutscenePack;
import org.tomblens.format.cutscene.PackedCast;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.maker.cutscene.CutscenePackWriter;
import org.tomblens.render.testing.GlHarness;

/**
 * Drawing frames, with animated entities, animated textures, overlays (a level diff's tints among them), fog bulbs
 * and a script's distance fog
 * and sky layer, allocates nothing on
 * the heap; nor does drawing a model alone, posed anew every frame, with an entity held in place in the level at
 * a playhead moved every frame, nor a pack cutscene's actors staged at a new frame every frame.
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
             var snapshot = new LevelSnapshot(PreparedLevel.of(level), 320, 180);
             var overlay = new OverlayRenderer(snapshot.prepared())) {
            var camera = room < 0 ? DefaultView.start(level, new Camera()) : DefaultView.room(level, room, new Camera());
            var options = new RenderOptions();
            options.showTriggers = true;
            options.showPortals = true;
            options.showEntityBoxes = true;
            var selection = Selection.sector(0, 2, 6);
            var other = PreparedLevel.of(LevelReader.read(Corpus.file("tr1/rando-test1.phd")));
            overlay.showDiff(LevelDiff.of(snapshot.prepared(), other), false);
            var grey = new Atmosphere.Colour(40, 50, 60);
            snapshot.renderer().atmosphere(new Atmosphere(Optional.of(grey),
                    List.of(new Atmosphere.SkyLayer(1, grey, 5))));
            // As the window draws: the rooms kept between frames while only entities move.
            snapshot.renderer().keepStillRooms(true);
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

    /**
     * A pack cutscene staged in the corpus's TR4 level and moved on a frame each frame: Lara posed in her entity's
     * stead and another model drawn as an actor that is no entity, both turned mesh by mesh from the pack's nodes.
     */
    @Test
    void aHundredFramesOfAPackCutscenesActorsAllocateNoHeap() throws Exception {
        var bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        var level = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        var prepared = PreparedLevel.of(level);
        var frames = 60;
        var models = level.animation().models();
        var other = java.util.stream.IntStream.range(0, models.size()).filter(m -> models.get(m).id() != 0
                && models.get(m).id() != 8 && models.get(m).numMeshes() >= 3).findFirst().orElseThrow();
        var actors = new java.util.ArrayList<CutscenePackWriter.Actor>();
        for (var model : List.of(prepared.animation().models().byId(0).index(), other)) {
            var meshes = level.animation().models().get(model).numMeshes();
            var nodes = new java.util.ArrayList<CutscenePackWriter.Node>();
            for (int n = 0; n <= meshes; n++) {
                int[] x = new int[frames];
                int[] y = new int[frames];
                for (int f = 0; f < frames; f++) {
                    x[f] = n == 0 ? 100 * actors.size() : (7 * n + 5 * f) & 1023;
                    y[f] = n == 0 ? -f : (300 - 3 * f) & 1023;
                }
                nodes.add(new CutscenePackWriter.Node(x, y, new int[frames]));
            }
            actors.add(new CutscenePackWriter.Actor((int) level.animation().models().get(model).id(), nodes));
        }
        var still = new CutscenePackWriter.Node(new int[frames], new int[frames], new int[frames]);
        var lara = level.entities().stream().filter(entity -> entity.type() == 0).findFirst().orElseThrow();
        var cutscene = CutscenePack.read(CutscenePackWriter.bin(List.of(new CutscenePackWriter.Cutscene(frames,
                lara.x(), lara.y(), lara.z(), -1, still, still, actors)))).cutscenes().get(0);
        var cast = PackedCast.of(cutscene, cutscene.decode(), level, prepared.animation());
        assertTrue(cast.entity(0) >= 0 && cast.model(1) == other, "Lara an entity, the other drawn with its model");
        try (var gl = new GlHarness(16, 16);
             var snapshot = new LevelSnapshot(prepared, 320, 180)) {
            var camera = DefaultView.start(level, new Camera());
            var options = new RenderOptions();
            for (int frame = 0; frame < 2000; frame++) {
                snapshot.renderer().stage(cast, frame % frames);
                snapshot.draw(camera, options, frame / 30.0);
            }
            var thread = Thread.currentThread().getId();
            var before = bean.getThreadAllocatedBytes(thread);
            for (int frame = 0; frame < 100; frame++) {
                snapshot.renderer().stage(cast, frame % frames);
                snapshot.draw(camera, options, frame / 30.0);
            }
            var allocated = bean.getThreadAllocatedBytes(thread) - before;
            assertTrue(allocated < 2048, "100 frames allocated " + allocated + " bytes");
        }
    }

    @Test
    void aHundredFramesOfAModelAloneAndAnEntityHeldInPlaceAllocateNoHeap() throws Exception {
        var bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        var level = LevelReader.read(Path.of("..", "assets", "demo", "tomblens-demo.tr2"));
        var prepared = PreparedLevel.of(level);
        var animation = prepared.animation();
        try (var gl = new GlHarness(16, 16);
             var snapshot = new LevelSnapshot(prepared, 320, 180);
             var stage = new ModelStage(snapshot.renderer())) {
            var goon = animation.models().byId(16).index();
            var walk = level.animation().models().get(goon).animation() + 1;
            var timeline = animation.timelines().get(walk);
            var playhead = new Playhead(animation.timelines(), level.animation().firstAnimation(goon),
                    level.animation().animationEnd(goon));
            playhead.select(walk);
            snapshot.renderer().holdEntity(4, playhead);
            var pose = animation.poses().newPose(goon);
            var camera = DefaultView.start(level, new Camera());
            var stageCamera = new Camera();
            var options = new RenderOptions();
            Runnable frame = new Runnable() {
                private int count;

                @Override
                public void run() {
                    var frames = timeline.frameEnd() - timeline.frameStart() + 1;
                    playhead.seek(timeline.frameStart() + count % frames + 0.5);
                    animation.poses().evaluate(goon, walk, playhead.frame(), playhead.fraction(), pose);
                    snapshot.draw(camera, options, count / 30.0);
                    ModelStage.aim(stageCamera, -512, 512, -1024, 0, -512, 512, 3.7f, -0.3f, 1.4f);
                    stage.drawModel(goon, pose, stageCamera, 240, 240, options, count / 30.0);
                    count++;
                }
            };
            // Enough frames for the JIT to have compiled the frame's code, even on a busy machine: until it has,
            // objects its escape analysis would remove are allocated.
            for (int i = 0; i < 2000; i++) {
                frame.run();
            }
            var thread = Thread.currentThread().getId();
            var before = bean.getThreadAllocatedBytes(thread);
            for (int i = 0; i < 100; i++) {
                frame.run();
            }
            var allocated = bean.getThreadAllocatedBytes(thread) - before;
            assertTrue(allocated < 2048, "100 frames allocated " + allocated + " bytes");
        }
    }
}
