package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import java.util.Arrays;
import org.joml.Matrix4f;
import org.tomblens.format.geometry.WorldGeometry;
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
 *
 * <p>The faces that step show only within their screen area ({@link #steppingArea}), the same at every
 * step of one view: outside it the second picture is the first. So once it holds a step of the view, a new step
 * copies and draws only within the part of the view the frame draws anew, which takes in that area.
 */
final class StillRooms implements AutoCloseable {
    /** What a frame keeps of its rooms ({@link #reuse}). */
    enum Kept {
        /** All of them: those of its step are copied into the part it draws anew. */
        ALL,
        /**
         * The still ones: a new step, whose rooms are drawn over them within the part drawn anew, into the picture
         * of the stepping rooms, which is bound, before {@link #show}.
         */
        STILL,
        /** None: all are drawn. */
        NONE
    }

    private Framebuffer still;
    private Framebuffer stepped;
    /** Whether {@code still} holds the sky and still rooms of the view noted; {@code stepped} those at {@code step}. */
    private boolean stillValid;
    private boolean steppedValid;
    /** Whether {@code stepped} holds the view noted at some step: outside the stepping area, the still rooms. */
    private boolean steppedHoldsView;
    private final ScreenArea stepping = new ScreenArea();
    private final float[] bound = new float[4];
    /** The rectangle a frame copies its rooms into and draws in: left, bottom, width, height. */
    private final int[] shown = new int[4];
    private final Matrix4f viewProjection = new Matrix4f();
    private int width;
    private int height;
    private int[] rooms = new int[0];
    private int roomCount;
    private long switches;
    private long step;
    private boolean roomsMove;
    private int target;
    private final int[] boundTarget = new int[1];
    /** The draw calls and triangles that drew the still rooms and the stepping ones, counted in each frame that shows them. */
    private int stillCalls;
    private long stillTriangles;
    private int steppedCalls;
    private long steppedTriangles;

    /**
     * Where the rooms drawn can change at step {@code step} of their animation, in a view of {@code width} x
     * {@code height}: the screen area of each water room with its shimmer and of the faces with an animated texture,
     * when that is a step other than the one kept; otherwise nothing. The part of the view a frame draws anew must
     * take it in.
     */
    ScreenArea steppingArea(Camera camera, DrawnRooms drawn, WorldGeometry world, RenderOptions options, int width,
                            int height, long step) {
        stepping.clear();
        if (step == this.step) {
            return stepping;
        }
        for (int i = 0; i < drawn.count(); i++) {
            var room = drawn.room(i);
            if (drawn.changesWithTime(room, world, options)
                    && drawn.steppingScreenBound(room, options, camera.viewProjection(), bound)) {
                stepping.cover(bound, width, height);
            }
        }
        return stepping;
    }

    /**
     * How much of the rooms this frame would draw (at step {@code step} of the rooms' animation when
     * {@code roomsMove}) is kept. The {@code part} of the view this frame draws anew (left, bottom, width, height) is
     * where they are copied into the bound target, a view of {@code width} x {@code height} from its corner: all of
     * them ({@link Kept#ALL}), which stays bound; or, at a new step of a view kept, the still rooms into the picture of
     * those that step, which is bound, to draw those over them in that part ({@link Kept#STILL}). {@code stats} counts
     * the draw calls and triangles that drew what is kept: a frame's figures say what it shows, whether its rooms
     * were drawn now or kept.
     */
    Kept reuse(Camera camera, DrawnRooms drawn, int width, int height, RenderOptions options, boolean roomsMove,
               long step, int[] part, FrameStats stats) {
        // Into an array: LWJGL's single-value query would make a buffer object each frame.
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, boundTarget);
        target = boundTarget[0];
        var sameView = stillValid && camera.viewProjection().equals(viewProjection) && this.width == width
                && this.height == height && switches == switches(options) && sameRooms(drawn);
        if (!sameView) {
            viewProjection.set(camera.viewProjection());
            this.width = width;
            this.height = height;
            switches = switches(options);
            keepRooms(drawn);
            stillValid = false;
            steppedHoldsView = false;
        }
        this.roomsMove = roomsMove;
        System.arraycopy(part, 0, shown, 0, shown.length);
        if (sameView && steppedValid && this.step == step) {
            glDisable(GL_SCISSOR_TEST);
            (roomsMove ? stepped : still).copyTo(target, 0, 0, part[0], part[1], part[2], part[3]);
            glEnable(GL_SCISSOR_TEST);
            count(stats, roomsMove);
            return Kept.ALL;
        }
        this.step = step;
        steppedValid = false;
        if (sameView && roomsMove && steppedHoldsView) {
            glDisable(GL_SCISSOR_TEST);
            still.copyTo(stepped.id(), 0, 0, part[0], part[1], part[2], part[3]);
            stepped.bind();
            glEnable(GL_SCISSOR_TEST);
            glScissor(part[0], part[1], part[2], part[3]);
            steppedCalls = -stats.drawCalls;
            steppedTriangles = -stats.triangles;
            return Kept.STILL;
        }
        shown[0] = 0;
        shown[1] = 0;
        shown[2] = width;
        shown[3] = height;
        return Kept.NONE;
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
     * Copies the rooms of this frame into the frame's target, which is bound again with a viewport on the whole view
     * and a scissor on the part the frame draws: the whole view, or the part {@link #reuse} was given when it kept
     * the still rooms. Counts what was kept of them into {@code stats}: the still rooms when they were kept
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
        (roomsMove ? stepped : still).copyTo(target, 0, 0, shown[0], shown[1], shown[2], shown[3]);
        glViewport(0, 0, width, height);
        glEnable(GL_SCISSOR_TEST);
        glScissor(shown[0], shown[1], shown[2], shown[3]);
        steppedValid = stillValid;
        steppedHoldsView |= roomsMove && stillValid;
    }

    private void count(FrameStats stats, boolean stepping) {
        stats.drawCalls += stillCalls + (stepping ? steppedCalls : 0);
        stats.triangles += stillTriangles + (stepping ? steppedTriangles : 0);
    }

    /** Forgets the rooms kept: something that shapes them changed in a way the next frame cannot see. */
    void forget() {
        stillValid = false;
        steppedValid = false;
        steppedHoldsView = false;
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
