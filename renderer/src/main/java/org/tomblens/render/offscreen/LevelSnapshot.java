package org.tomblens.render.offscreen;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.view.Camera;
import org.tomblens.render.scene.FrameStats;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.view.RenderOptions;

/**
 * One level rendered offscreen, its flip groups off until turned on: upload, draw frames into a framebuffer,
 * read them back. Its FloorData is decoded once, for the renderer, for views placed in it and for overlays.
 */
public final class LevelSnapshot implements AutoCloseable {
    private final FlipState flips;
    private final LevelFloorData floorData;
    private final RoomFinder rooms;
    private final LevelRenderer renderer;
    private final Framebuffer target;

    /** Uploads {@code level}; a GL context must be current. */
    public LevelSnapshot(Level level, LevelGeometry geometry, LevelAnimation animation, int width, int height) {
        this(level, geometry, animation, RoomFinder.of(LevelFloorData.of(level)), width, height);
    }

    /** Uploads {@code level}, whose rooms {@code rooms} finds (its FloorData decoded already); a GL context must be current. */
    public LevelSnapshot(Level level, LevelGeometry geometry, LevelAnimation animation, RoomFinder rooms, int width,
                         int height) {
        this.target = new Framebuffer(width, height);
        this.flips = new FlipState(level.rooms(), level.version());
        this.floorData = rooms.floorData();
        this.rooms = rooms;
        this.renderer = LevelRenderer.upload(level, geometry, animation, flips, rooms);
    }

    /** The level's FloorData, decoded. */
    public LevelFloorData floorData() {
        return floorData;
    }

    /** Where the level's rooms are, for placing views ({@code DefaultView}) and following the camera. */
    public RoomFinder rooms() {
        return rooms;
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
