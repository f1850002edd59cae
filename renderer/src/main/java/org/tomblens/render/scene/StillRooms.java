package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import java.util.Arrays;
import org.joml.Matrix4f;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.RenderOptions;

/**
 * The rooms of the last frame, kept as drawn (colour and depth, offscreen) while nothing that shapes them changes:
 * the same camera, view rectangle, rooms and switches, and, where the rooms drawn animate their textures or water,
 * the same step of that animation. A frame then copies them in and draws only what moves over them (entities,
 * sprites, the see-through passes), which on a software renderer is most of a frame's cost saved while only the
 * level's entities animate. A window whose depth buffer cannot take the copy is drawn in full every frame.
 */
final class StillRooms implements AutoCloseable {
    private Framebuffer kept;
    private boolean valid;
    private boolean refused;
    private final Matrix4f viewProjection = new Matrix4f();
    private final int[] area = new int[4];
    private int[] rooms = new int[0];
    private int roomCount;
    private long switches;
    private long step;
    private int target;
    private final int[] bound = new int[1];
    /** The draw calls and triangles that drew the rooms kept, counted again in each frame that shows them. */
    private int drawCalls;
    private long triangles;

    /**
     * Whether the rooms kept are those this frame would draw; if so the {@code part} of them this frame draws anew
     * (left, bottom, width, height within the view) is copied into the bound target's rectangle from (x, y), which
     * stays bound, and {@code stats} counts the draw calls and triangles that drew
     * them: a frame's figures say what it shows, whether its rooms were drawn now or kept. {@code step} is the step
     * of the rooms' own animation, or 0 when none of them animates.
     */
    boolean reuse(Camera camera, DrawnRooms drawn, int x, int y, int width, int height, RenderOptions options,
                  long step, int[] part, FrameStats stats) {
        // Into an array: LWJGL's single-value query would make a buffer object each frame.
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, bound);
        target = bound[0];
        var same = valid && !refused && camera.viewProjection().equals(viewProjection) && area[0] == x && area[1] == y
                && area[2] == width && area[3] == height && switches == switches(options) && this.step == step
                && sameRooms(drawn);
        if (same && copyPart(x, y, part)) {
            stats.drawCalls += drawCalls;
            stats.triangles += triangles;
            return true;
        }
        viewProjection.set(camera.viewProjection());
        area[0] = x;
        area[1] = y;
        area[2] = width;
        area[3] = height;
        switches = switches(options);
        this.step = step;
        keepRooms(drawn);
        valid = false;
        return false;
    }

    /**
     * Makes the offscreen image the target for drawing the rooms, cleared as the frame's target was, and starts
     * counting what drawing them costs from {@code stats}' figures; false when
     * rooms cannot be kept for the window, which the rooms are then drawn into directly.
     */
    boolean drawInto(FrameStats stats) {
        if (refused) {
            return false;
        }
        drawCalls = -stats.drawCalls;
        triangles = -stats.triangles;
        if (kept == null || kept.width() != area[2] || kept.height() != area[3]) {
            close();
            kept = new Framebuffer(area[2], area[3]);
        }
        kept.bind();
        glDisable(GL_SCISSOR_TEST);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
        return true;
    }

    /**
     * Keeps the rooms just drawn offscreen (with what {@code stats} counted of their drawing), unless {@code moving} (what moves with time alone was drawn among them),
     * and copies them into the frame's target, which is bound again with its viewport and scissor; false when the
     * target refused the copy, and the rooms must be drawn into it again.
     */
    boolean keep(boolean moving, FrameStats stats) {
        drawCalls += stats.drawCalls;
        triangles += stats.triangles;
        var copied = kept.copyTo(target, area[0], area[1]);
        glViewport(area[0], area[1], area[2], area[3]);
        glEnable(GL_SCISSOR_TEST);
        glScissor(area[0], area[1], area[2], area[3]);
        refused = !copied;
        valid = copied && !moving;
        return copied;
    }

    private boolean copyPart(int x, int y, int[] part) {
        glDisable(GL_SCISSOR_TEST);
        var copied = kept.copyTo(target, x, y, part[0], part[1], part[2], part[3]);
        glEnable(GL_SCISSOR_TEST);
        return copied;
    }

    /** Forgets the rooms kept: something that shapes them changed in a way the next frame cannot see. */
    void forget() {
        valid = false;
    }

    private boolean sameRooms(DrawnRooms drawn) {
        if (drawn.count() != roomCount) {
            return false;
        }
        for (int i = 0; i < roomCount; i++) {
            if (drawn.room(i) != rooms[i]) {
                return false;
            }
        }
        return true;
    }

    private void keepRooms(DrawnRooms drawn) {
        if (rooms.length < drawn.count()) {
            rooms = Arrays.copyOf(rooms, Math.max(drawn.count(), 2 * rooms.length));
        }
        roomCount = drawn.count();
        for (int i = 0; i < roomCount; i++) {
            rooms[i] = drawn.room(i);
        }
    }

    /** The switches that change how the rooms are drawn, one bit each. */
    private static long switches(RenderOptions options) {
        return bit(options.lighting, 0) | bit(options.textures, 1) | bit(options.smoothTextures, 2)
                | bit(options.portalCulling, 3) | bit(options.connectedRoomsOnly, 4) | bit(options.staticMeshes, 5)
                | bit(options.waterEffect, 6) | bit(options.sky, 7) | bit(options.fog, 8)
                | bit(options.scriptAtmosphere, 9) | bit(options.farView, 10);
    }

    private static long bit(boolean on, int at) {
        return on ? 1L << at : 0;
    }

    @Override
    public void close() {
        if (kept != null) {
            kept.close();
            kept = null;
        }
        valid = false;
    }
}
