package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.geometry.LevelExtent;
import org.tomblens.format.read.LevelReader;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * The top view looks straight down without perspective: whatever a pixel shows, high or low, lies at the x and z
 * the pixel's place gives on a map of the picture's half-height up from the middle (screen up along the yaw, +Z at
 * yaw 0; right along +X).
 */
@ExtendWith(GlContextPerClass.class)
class TopViewRenderingTest {
    private static final int WIDTH = 96;
    private static final int HEIGHT = 64;
    private static final float HALF_HEIGHT = 3072;

    @Test
    void eachPixelShowsThePointBelowItsPlaceOnTheMap() throws IOException {
        var level = LevelReader.read(Path.of("..", "assets", "demo", "tomblens-demo.tr2"));
        var top = LevelExtent.of(level).top();
        var room = level.rooms().get(0);
        var cx = room.x() + room.numXSectors() * 512f;
        var cz = room.z() + room.numZSectors() * 512f;
        var camera = new Camera().place(cx, top - 2048, cz, 0, 0);
        camera.setTopView(true);
        camera.setTopViewHalfHeight(HALF_HEIGHT);
        var aspect = WIDTH / (float) HEIGHT;
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), WIDTH,
                HEIGHT)) {
            var options = new RenderOptions();
            options.entities = false;
            options.sprites = false;
            snapshot.shoot(camera, options, 0).writePng(Path.of("target", "screenshots", "top-view.png"));
            var hits = 0;
            var heights = new HashSet<Integer>();
            for (int py = 2; py < HEIGHT; py += 5) {
                for (int px = 2; px < WIDTH; px += 5) {
                    var picked = snapshot.renderer().pick(camera, WIDTH, HEIGHT, px, py, options);
                    if (picked.isNothing()) {
                        continue;
                    }
                    hits++;
                    heights.add(Math.round(picked.point().y));
                    var ndcX = (px + 0.5f) / WIDTH * 2 - 1;
                    var ndcY = 1 - (py + 0.5f) / HEIGHT * 2;
                    assertEquals(cx + ndcX * HALF_HEIGHT * aspect, picked.point().x, 1f, "x at pixel " + px + "," + py);
                    assertEquals(cz + ndcY * HALF_HEIGHT, picked.point().z, 1f, "z at pixel " + px + "," + py);
                }
            }
            assertTrue(hits > 40, hits + " pixels show the level");
            assertTrue(heights.size() > 1, "surfaces at more than one height: " + heights);
        }
    }
}
