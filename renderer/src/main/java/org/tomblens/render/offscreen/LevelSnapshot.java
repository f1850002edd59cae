package org.tomblens.render.offscreen;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.scene.Camera;
import org.tomblens.render.scene.FrameStats;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.scene.RenderOptions;

/** One level rendered offscreen: upload, draw frames into a framebuffer, read them back. */
public final class LevelSnapshot implements AutoCloseable {
    private final LevelRenderer renderer;
    private final Framebuffer target;

    /** Uploads {@code level}; a GL context must be current. */
    public LevelSnapshot(Level level, LevelGeometry geometry, LevelAnimation animation, int width, int height) {
        this.target = new Framebuffer(width, height);
        this.renderer = LevelRenderer.upload(level, geometry, animation);
    }

    public LevelRenderer renderer() {
        return renderer;
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
