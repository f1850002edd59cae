package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.anim.Playhead;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * An entity held to a playhead is posed, frame after frame, wherever the playhead then stands: the renderer
 * is handed the playhead once and reads it, as an animation player playing the entity in place moves it.
 */
@ExtendWith(GlContextPerClass.class)
class HeldEntityTest {
    private static final int GOON = 4;

    @Test
    void theDemoGoonHeldToAPlayheadTakesThePoseOfEachFrameThePlayheadMovesTo() {
        var level = DemoLevelGenerator.generate();
        var prepared = PreparedLevel.of(level);
        var animation = prepared.animation();
        var entity = level.entities().get(GOON);
        var model = animation.models().byId(entity.type()).index();
        var data = level.animation();
        var walk = data.models().get(model).animation() + 1;
        var playhead = new Playhead(animation.timelines(), data.firstAnimation(model), data.animationEnd(model));
        playhead.select(walk);
        try (var snapshot = new LevelSnapshot(prepared, 96, 96)) {
            snapshot.renderer().holdEntity(GOON, playhead);
            // In front of the goon, who faces -Z, looking at it along +Z.
            var camera = new Camera().place(entity.x(), entity.y() - 512, entity.z() - 1536, 0, 0);
            var options = new RenderOptions();
            var middle = playhead.firstFrame() + (playhead.lastFrame() - playhead.firstFrame()) / 2;
            var frames = new int[] {playhead.firstFrame(), middle, playhead.firstFrame()};
            var images = new byte[frames.length][];
            for (int i = 0; i < frames.length; i++) {
                playhead.seek(frames[i] + 0.25);
                images[i] = snapshot.shoot(camera, options, 0).rgba();
                var corners = new float[24];
                assertTrue(snapshot.renderer().entityBounds(GOON, corners), "the goon is drawn");
                var pose = animation.poses().pose(model, walk, frames[i], 0.25f);
                // The keyframe box turned by the entity's angle (16384 per quarter turn) and moved to its place.
                var angle = entity.angle() / 65536.0 * 2 * Math.PI;
                for (int c = 0; c < 8; c++) {
                    var x = pose.boundingBox(c & 1);
                    var z = pose.boundingBox(4 + (c >> 2 & 1));
                    assertEquals(entity.x() + x * Math.cos(angle) + z * Math.sin(angle), corners[3 * c], 0.01);
                    assertEquals(entity.y() + pose.boundingBox(2 + (c >> 1 & 1)), corners[3 * c + 1], 0.01);
                    assertEquals(entity.z() - x * Math.sin(angle) + z * Math.cos(angle), corners[3 * c + 2], 0.01);
                }
            }
            assertFalse(Arrays.equals(images[0], images[1]), "the middle of the walk looks unlike its start");
            assertArrayEquals(images[0], images[2], "back at the start, the goon stands as it did");
        }
    }
}
