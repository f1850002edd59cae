package org.tomblens.render.overlay;

import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.view.Camera;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.testing.GlHarness;

/**
 * A level's frame and overlays with real OpenGL, seen from {@link #DISTANCE} units before the origin looking along
 * +Z with a 70° field of view, in a square picture: where a point of the plane z = 0 lands is plain perspective.
 */
final class FrontView {
    static final int SIZE = 128;
    /** The renderer's clear colour, 0.08/0.09/0.11. */
    static final int CLEAR = 0x14171C;
    static final float DISTANCE = 2000;
    private static final double TAN_HALF_FOV = Math.tan(Math.toRadians(35));

    private FrontView() {}

    /** Where (x, y, 0) lands in the image: +X to the right and -Y up. */
    static int[] pixel(float x, float y) {
        var ndcX = x / (DISTANCE * TAN_HALF_FOV);
        var ndcY = -y / (DISTANCE * TAN_HALF_FOV);
        return new int[] {(int) Math.floor((ndcX + 1) / 2 * SIZE), (int) Math.floor((1 - ndcY) / 2 * SIZE)};
    }

    /** The frame with its overlays as {@code options} ask; saved under {@code screenshot} unless that is null. */
    static RgbaImage draw(Level level, RenderOptions options, String screenshot) {
        var camera = new Camera().place(0, 0, -DISTANCE, 0, 0);
        camera.setVerticalFovDegrees(70);
        var prepared = PreparedLevel.of(level);
        try (var gl = new GlHarness(SIZE, SIZE);
             var renderer = LevelRenderer.upload(prepared, new FlipState(level.rooms(), level.version()));
             var overlay = new OverlayRenderer(prepared)) {
            gl.target().bind();
            renderer.render(camera, SIZE, SIZE, options, 0);
            overlay.draw(camera, options, renderer, Selection.NONE);
            return screenshot == null ? gl.read() : gl.readAndSave(screenshot);
        }
    }
}
