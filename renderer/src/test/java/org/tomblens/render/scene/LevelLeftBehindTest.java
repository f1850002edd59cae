package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;
import static org.lwjgl.opengl.GL30C.*;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.lwjgl.system.Configuration;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.render.testing.GlHarness;
import org.tomblens.render.ui.PageTextures;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.RenderOptions;

/**
 * What the viewer makes for a level on screen (its renderer with every pass drawn once, its overlays with the
 * boxes and cameras shown, the texture pages the panels show, the model stage) leaves nothing behind once
 * closed, as when the next level takes its place: every GL object it made is deleted (counted by asking GL, for
 * each kind of object, which names are live) and every native buffer it allocated through LWJGL is freed
 * (counted by LWJGL's debug allocator, which the build turns on for this module's tests).
 */
class LevelLeftBehindTest {
    /** Far beyond the names one level takes: Mesa hands out the lowest free name of each kind. */
    private static final int NAMES = 1 << 14;

    static Stream<Path> levels() {
        return Stream.of(Corpus.file("tr2/goldmask-cold-war.tr2"), Corpus.file("tr4/rando-test1.tr4"),
                Corpus.file("tr5/trview-lake.trc"), Path.of("..", "assets", "demo", "tomblens-demo.tr2"));
    }

    @ParameterizedTest
    @MethodSource("levels")
    void aLevelClosedLeavesNoGlObjectAndNoNativeBuffer(Path file) throws Exception {
        assertTrue(Configuration.DEBUG_MEMORY_ALLOCATOR.get(false), "the debug allocator is on (surefire's argLine)");
        var prepared = PreparedLevel.of(LevelReader.read(file));
        try (var gl = new GlHarness(64, 64)) {
            var objectsBefore = liveObjects();
            var bytesBefore = nativeBytes();
            var level = prepared.level();
            var renderer = LevelRenderer.upload(prepared, new FlipState(level.rooms(), level.version()));
            var overlay = new OverlayRenderer(prepared);
            var pages = new PageTextures(prepared.geometry().pages());
            var stage = new ModelStage(renderer);
            var options = new RenderOptions();
            options.showBoxes = true;
            options.showCameras = true;
            options.showPortals = true;
            options.showTriggers = true;
            // Every overlay layer, each made at its first showing.
            options.showSoundSources = true;
            options.showLights = true;
            var camera = DefaultView.start(level, new Camera());
            renderer.render(camera, 64, 64, options, 0.5);
            // And with the far view, whose distance fog the level shader has in a variant made at its first use.
            var farView = new RenderOptions();
            farView.farView = true;
            renderer.render(camera, 64, 64, farView, 0.5);
            overlay.draw(camera, options, renderer, Selection.sector(0, 1, 1));
            renderer.pick(camera, 64, 64, 32, 32, options);
            for (int page = 0; page < pages.count(); page++) {
                pages.texture(page);
            }
            var model = 0;
            var pose = prepared.animation().poses().newPose(model);
            stage.drawModel(model, pose, new Camera(), 64, 64, options, 0.5);
            var objectsWhileShown = liveObjects();

            stage.close();
            pages.close();
            overlay.close();
            renderer.close();
            // A program deleted while in use lives on until another is used (GL 3.3 core, 7.3): the next level's
            // first draw does that in the viewer.
            glUseProgram(0);

            assertNotEquals(objectsBefore, objectsWhileShown, "the level made GL objects: " + objectsWhileShown);
            assertEquals(objectsBefore, liveObjects(), "live GL objects of each kind, before and after the level");
            assertEquals(bytesBefore, nativeBytes(), "native bytes allocated through LWJGL, before and after");
        }
    }

    /** How many names of each kind of GL object are live. */
    private static Map<String, Integer> liveObjects() {
        var live = new LinkedHashMap<String, Integer>();
        live.put("buffers", count(name -> glIsBuffer(name)));
        live.put("textures", count(name -> glIsTexture(name)));
        live.put("vertex arrays", count(name -> glIsVertexArray(name)));
        live.put("framebuffers", count(name -> glIsFramebuffer(name)));
        live.put("renderbuffers", count(name -> glIsRenderbuffer(name)));
        live.put("programs", count(name -> glIsProgram(name)));
        live.put("shaders", count(name -> glIsShader(name)));
        return live;
    }

    private static int count(IntPredicate isLive) {
        var count = 0;
        for (int name = 1; name < NAMES; name++) {
            count += isLive.test(name) ? 1 : 0;
        }
        return count;
    }

    private static long nativeBytes() {
        var bytes = new long[1];
        MemoryUtil.memReport((address, memory, threadId, threadName, stacktrace) -> bytes[0] += memory);
        return bytes[0];
    }
}
