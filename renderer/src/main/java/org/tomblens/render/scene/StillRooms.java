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
 * the same camera, view size, rooms and switches. Two pictures are kept: the sky with the rooms' faces that look the
 * same at every step of the rooms' ambient animation, and over it those that do not (faces with an animated texture,
 * which the rooms' ranges hold apart, and water rooms whole for their shimmer: {@link DrawnRooms#changesWithTime})
 * at the step last drawn. A frame at that step copies the second in and draws only what moves over it (entities,
 * sprites, the see-through passes); a frame at a new step copies the first in and draws only the faces that step,
 * which on a software renderer saves most of the cost of both kinds of frame while only the level's own animation
 * moves. The faces that step are drawn after all the others, not among them: as opaque and alpha-tested faces write
 * depth and do not blend, each pixel still shows the nearest face.
 */
final class StillRooms implements AutoCloseable {
    private Framebuffer still;
    private Framebuffer stepped;
    /** Whether {@code still} holds the sky and still rooms of the view noted; {@code stepped} those at {@code step}. */
    private boolean stillValid;
    private boolean steppedValid;
    private final Matrix4f viewProjection = new Matrix4f();
    private int width;
    private int height;
    private int[] rooms = new int[0];
    private int roomCount;
    private long switches;
    private long step;
    private boolean roomsMove;
    private int target;
    private final int[] bound = new int[1];
    /** The draw calls and triangles that drew the still rooms and the stepping ones, counted in each frame that shows them. */
    private int stillCalls;
    private long stillTriangles;
    private int steppedCalls;
    private long steppedTriangles;

    /**
     * Whether the rooms kept are those this frame would draw (at step {@code step} of the rooms' animation when
     * {@code roomsMove}); if so the {@code part} of them this frame draws anew (left, bottom, width, height) is copied
     * into the bound target, a view of {@code width} x {@code height} from its corner, which stays bound, and
     * {@code stats} counts the draw calls and triangles that drew them: a frame's figures say what it shows, whether
     * its rooms were drawn now or kept.
     */
    boolean reuse(Camera camera, DrawnRooms drawn, int width, int height, RenderOptions options, boolean roomsMove,
                  long step, int[] part, FrameStats stats) {
        // Into an array: LWJGL's single-value query would make a buffer object each frame.
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, bound);
        target = bound[0];
        var sameView = stillValid && camera.viewProjection().equals(viewProjection) && this.width == width
                && this.height == height && switches == switches(options) && sameRooms(drawn);
        if (!sameView) {
            viewProjection.set(camera.viewProjection());
            this.width = width;
            this.height = height;
            switches = switches(options);
            keepRooms(drawn);
            stillValid = false;
        }
        this.roomsMove = roomsMove;
        if (sameView && steppedValid && this.step == step) {
            glDisable(GL_SCISSOR_TEST);
            (roomsMove ? stepped : still).copyTo(target, 0, 0, part[0], part[1], part[2], part[3]);
            glEnable(GL_SCISSOR_TEST);
            count(stats, roomsMove);
            return true;
        }
        this.step = step;
        steppedValid = false;
        return false;
    }

    /**
     * Whether the sky and the still rooms must be drawn: if so the offscreen image that keeps them is made the target,
     * cleared as the frame's target was, and what drawing them costs is counted from {@code stats}' figures.
     */
    boolean drawsStill(FrameStats stats) {
        if (still == null || still.width() != width || still.height() != height) {
            close();
            still = new Framebuffer(width, height);
            stepped = new Framebuffer(width, height);
        }
        if (stillValid) {
            return false;
        }
        still.bind();
        glDisable(GL_SCISSOR_TEST);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
        stillCalls = -stats.drawCalls;
        stillTriangles = -stats.triangles;
        return true;
    }

    /** Notes the still rooms drawn, and whether what moves with time alone (cloud layers) was drawn among them. */
    void stillDrawn(boolean moving, FrameStats stats) {
        stillCalls += stats.drawCalls;
        stillTriangles += stats.triangles;
        stillValid = !moving;
    }

    /** Copies the still rooms into the offscreen image of the rooms that step, the target of drawing those. */
    void drawStepping(FrameStats stats) {
        glDisable(GL_SCISSOR_TEST);
        still.copyTo(stepped.id(), 0, 0);
        stepped.bind();
        steppedCalls = -stats.drawCalls;
        steppedTriangles = -stats.triangles;
    }

    /**
     * Copies the rooms of this frame into the frame's target, which is bound again with a viewport and scissor on
     * the whole view; counts what was kept of them into {@code stats}: the still rooms when they were kept
     * ({@code stillKept}, only those that step drawn), as a frame that keeps them all counts them. A frame at a new
     * step then says what the frames after it at that step say, and a panel showing the figures stays as it was.
     */
    void show(FrameStats stats, boolean stillKept) {
        if (roomsMove) {
            steppedCalls += stats.drawCalls;
            steppedTriangles += stats.triangles;
        }
        if (stillKept) {
            stats.drawCalls += stillCalls;
            stats.triangles += stillTriangles;
        }
        glDisable(GL_SCISSOR_TEST);
        (roomsMove ? stepped : still).copyTo(target, 0, 0);
        glViewport(0, 0, width, height);
        glEnable(GL_SCISSOR_TEST);
        glScissor(0, 0, width, height);
        steppedValid = stillValid;
    }

    private void count(FrameStats stats, boolean stepping) {
        stats.drawCalls += stillCalls + (stepping ? steppedCalls : 0);
        stats.triangles += stillTriangles + (stepping ? steppedTriangles : 0);
    }

    /** Forgets the rooms kept: something that shapes them changed in a way the next frame cannot see. */
    void forget() {
        stillValid = false;
        steppedValid = false;
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
        if (still != null) {
            still.close();
            stepped.close();
            still = null;
            stepped = null;
        }
        forget();
    }
}
