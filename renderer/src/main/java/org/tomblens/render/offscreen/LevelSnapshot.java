package org.tomblens.render.offscreen;

import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.scene.FrameStats;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * One prepared level rendered offscreen as the viewer draws it, its flip groups off until turned on: upload, draw
 * frames into a framebuffer, read them back.
 */
public final class LevelSnapshot implements AutoCloseable {
    private final PreparedLevel prepared;
    private final FlipState flips;
    private final LevelRenderer renderer;
    private final Framebuffer target;

    /** Uploads {@code prepared}; a GL context must be current. */
    public LevelSnapshot(PreparedLevel prepared, int width, int height) {
        this.prepared = prepared;
        this.target = new Framebuffer(width, height);
        this.flips = new FlipState(prepared.level().rooms(), prepared.level().version());
        this.renderer = LevelRenderer.upload(prepared, flips);
    }

    /** The level drawn, and all that was derived from it. */
    public PreparedLevel prepared() {
        return prepared;
    }

    public LevelRenderer renderer() {
        return renderer;
    }

    /** The level's flip groups, which the frames drawn follow. */
    public FlipState flips() {
        return flips;
    }

    public Framebuffer target() {
        return target;
    }

    /** Draws one frame at {@code seconds} into the target. */
    public FrameStats draw(Camera camera, RenderOptions options, double seconds) {
        target.bind();
        return renderer.render(camera, target.width(), target.height(), options, seconds);
    }

    /** Draws one frame and reads it back. */
    public RgbaImage shoot(Camera camera, RenderOptions options, double seconds) {
        draw(camera, options, seconds);
        return target.read();
    }

    @Override
    public void close() {
        renderer.close();
        target.close();
    }
}
