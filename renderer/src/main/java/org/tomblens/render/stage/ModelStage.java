package org.tomblens.render.stage;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.gl.VertexLayout;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.overlay.OverlayMesh;
import org.tomblens.render.view.Camera;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.view.RenderOptions;

/**
 * One model of a level shown by itself, for an inset view: a moveable in a pose or a static mesh, drawn
 * with the level's own uploaded textures and model buffers into an offscreen image, on a neutral
 * background, over a floor grid at the model's origin (where the games stand it on the floor) and inside
 * its boxes: a moveable's keyframe box, a static's visibility and collision boxes.
 *
 * <p>Drawing a frame allocates nothing: the pose, the lines and the image are reused until the size changes.
 */
public final class ModelStage implements AutoCloseable {
    /** The background, the grid and the boxes, as RGBA floats. */
    public static final float[] BACKGROUND = {0.23f, 0.25f, 0.28f, 1f};
    public static final float[] GRID = {0.36f, 0.39f, 0.43f, 1f};
    public static final float[] GRID_SECTOR = {0.50f, 0.54f, 0.60f, 1f};
    public static final float[] KEYFRAME_BOX = {1.0f, 0.85f, 0.2f, 1f};
    public static final float[] VISIBILITY_BOX = {0.3f, 0.85f, 1.0f, 1f};
    public static final float[] COLLISION_BOX = {1.0f, 0.45f, 0.25f, 1f};

    private static final int SECTOR = 1024;
    private static final int GRID_STEP = 256;

    private final LevelRenderer level;
    private final ShaderProgram flat = ShaderProgram.load("flat");
    private final int viewProjection = flat.uniform("uViewProjection");
    private final int lineArray;
    private final int lineBuffer;
    private final OverlayMesh lines = new OverlayMesh(0, 512);
    private final float[] matrices;
    private final ByteBuffer bones;
    private final FloatBuffer bonesAsFloats;
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);
    private final float[] corners = new float[24];
    private final float[] from = new float[3];
    private final float[] to = new float[3];
    private Framebuffer target;
    private long triangles;

    /** A stage for the models of the level {@code level} draws; make and use it on the GL thread. */
    public ModelStage(LevelRenderer level) {
        this.level = level;
        matrices = new float[level.alone().mostMeshes() * Pose.MATRIX_FLOATS];
        bones = MemoryUtil.memAlloc(matrices.length * Float.BYTES);
        bonesAsFloats = bones.asFloatBuffer();
        lineArray = glGenVertexArrays();
        lineBuffer = glGenBuffers();
        glBindVertexArray(lineArray);
        glBindBuffer(GL_ARRAY_BUFFER, lineBuffer);
        VertexLayout.flat();
        glBindVertexArray(0);
    }

    /**
     * Draws moveable model {@code model} (its index in the level's model table) in {@code pose} into a
     * {@code width} x {@code height} image seen through {@code camera}; returns the image's texture.
     */
    public int drawModel(int model, Pose pose, Camera camera, int width, int height, RenderOptions options,
                         double seconds) {
        pose.copyMatrices(matrices, 0);
        bonesAsFloats.clear().put(matrices, 0, pose.meshCount() * Pose.MATRIX_FLOATS);
        bones.clear().limit(pose.meshCount() * Pose.MATRIX_FLOATS * Float.BYTES);
        lines.clear();
        grid(gridExtent(pose.boundingBox(0), pose.boundingBox(1), pose.boundingBox(4), pose.boundingBox(5)));
        box(pose.boundingBox(0), pose.boundingBox(1), pose.boundingBox(2), pose.boundingBox(3), pose.boundingBox(4),
                pose.boundingBox(5), KEYFRAME_BOX);
        return draw(level.alone().modelOwner(model), camera, width, height, options, seconds);
    }

    /** Draws static mesh type {@code staticIndex} with its visibility and collision boxes; see {@link #drawModel}. */
    public int drawStatic(int staticIndex, BoundingBox visibility, BoundingBox collision, Camera camera, int width,
                          int height, RenderOptions options, double seconds) {
        unposed();
        grid(Math.max(gridExtent(visibility.minX(), visibility.maxX(), visibility.minZ(), visibility.maxZ()),
                gridExtent(collision.minX(), collision.maxX(), collision.minZ(), collision.maxZ())));
        box(visibility, VISIBILITY_BOX);
        box(collision, COLLISION_BOX);
        return draw(level.alone().staticOwner(staticIndex), camera, width, height, options, seconds);
    }

    /**
     * Draws mesh pointer {@code pointer}'s mesh as stored, inside {@code bounds} (its vertices' box); see
     * {@link #drawModel}.
     */
    public int drawMesh(int pointer, BoundingBox bounds, Camera camera, int width, int height, RenderOptions options,
                        double seconds) {
        unposed();
        grid(gridExtent(bounds.minX(), bounds.maxX(), bounds.minZ(), bounds.maxZ()));
        box(bounds, KEYFRAME_BOX);
        return draw(level.alone().meshOwner(pointer), camera, width, height, options, seconds);
    }

    /** One mesh where it is stored: one identity matrix, and no lines yet. */
    private void unposed() {
        bonesAsFloats.clear().put(IDENTITY);
        bones.clear().limit(Pose.MATRIX_FLOATS * Float.BYTES);
        lines.clear();
    }

    private static final float[] IDENTITY = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0};

    /** Triangles of the model in the last image. */
    public long triangles() {
        return triangles;
    }

    /** The last image, read back (top row first), for saving or checking. */
    public RgbaImage read() {
        return target == null ? new RgbaImage(1, 1, new byte[4]) : target.read();
    }

    /**
     * Places {@code camera} to look at the middle of the box (minX, maxX, minY, maxY, minZ, maxZ) from
     * direction {@code yaw} and {@code pitch} (radians, as the camera takes them), far enough away for the
     * whole box to fit the view, times {@code zoom}.
     */
    public static void aim(Camera camera, float minX, float maxX, float minY, float maxY, float minZ, float maxZ,
                           float yaw, float pitch, float zoom) {
        var cx = (minX + maxX) / 2;
        var cy = (minY + maxY) / 2;
        var cz = (minZ + maxZ) / 2;
        var dx = maxX - minX;
        var dy = maxY - minY;
        var dz = maxZ - minZ;
        var radius = Math.max(256f, (float) Math.sqrt(dx * dx + dy * dy + dz * dz) / 2);
        var distance = radius / (float) Math.sin(Math.toRadians(camera.verticalFovDegrees() / 2)) * zoom;
        camera.place(cx, cy, cz, yaw, pitch);
        var cosPitch = (float) Math.cos(pitch);
        // Back away along the view direction (forward is (sin yaw cos pitch, -sin pitch, cos yaw cos pitch)).
        camera.position().add(-(float) Math.sin(yaw) * cosPitch * distance, (float) Math.sin(pitch) * distance,
                -(float) Math.cos(yaw) * cosPitch * distance);
    }

    private int draw(int owner, Camera camera, int width, int height, RenderOptions options, double seconds) {
        if (target == null || target.width() != width || target.height() != height) {
            if (target != null) {
                target.close();
            }
            target = Framebuffer.textured(Math.max(1, width), Math.max(1, height));
        }
        target.bind();
        glDisable(GL_SCISSOR_TEST);
        glClearColor(BACKGROUND[0], BACKGROUND[1], BACKGROUND[2], BACKGROUND[3]);
        glClearDepth(1.0);
        glDepthMask(true);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        camera.update(width / (float) Math.max(1, height));
        drawLines(camera);
        triangles = level.alone().draw(owner, bones, camera, width, height, options, seconds);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        return target.texture();
    }

    private void drawLines(Camera camera) {
        flat.use();
        glUniformMatrix4fv(viewProjection, false, camera.viewProjection().get(matrix));
        var data = lines.lines();
        glBindVertexArray(lineArray);
        glBindBuffer(GL_ARRAY_BUFFER, lineBuffer);
        glBufferData(GL_ARRAY_BUFFER, data, GL_STREAM_DRAW);
        glEnable(GL_DEPTH_TEST);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDrawArrays(GL_LINES, 0, data.remaining() / OverlayMesh.STRIDE);
        glDisable(GL_BLEND);
        glBindVertexArray(0);
    }

    /** How far the floor grid reaches from the origin: a sector beyond the box, in whole sectors. */
    private static int gridExtent(float minX, float maxX, float minZ, float maxZ) {
        var reach = Math.max(Math.max(Math.abs(minX), Math.abs(maxX)), Math.max(Math.abs(minZ), Math.abs(maxZ)));
        return (int) Math.min(16 * SECTOR, (Math.ceil(reach / SECTOR) + 1) * SECTOR);
    }

    /** Lines every 256 units on the floor (y = 0), brighter on sector edges. */
    private void grid(int extent) {
        for (int at = -extent; at <= extent; at += GRID_STEP) {
            var colour = at % SECTOR == 0 ? GRID_SECTOR : GRID;
            line(at, 0, -extent, at, 0, extent, colour);
            line(-extent, 0, at, extent, 0, at, colour);
        }
    }

    private void line(float x0, float y0, float z0, float x1, float y1, float z1, float[] colour) {
        from[0] = x0;
        from[1] = y0;
        from[2] = z0;
        to[0] = x1;
        to[1] = y1;
        to[2] = z1;
        lines.line(from, to, colour);
    }

    private void box(BoundingBox box, float[] colour) {
        box(box.minX(), box.maxX(), box.minY(), box.maxY(), box.minZ(), box.maxZ(), colour);
    }

    private void box(float minX, float maxX, float minY, float maxY, float minZ, float maxZ, float[] colour) {
        for (int i = 0; i < 8; i++) {
            corners[3 * i] = (i & 1) == 0 ? minX : maxX;
            corners[3 * i + 1] = (i & 2) == 0 ? minY : maxY;
            corners[3 * i + 2] = (i & 4) == 0 ? minZ : maxZ;
        }
        lines.box(corners, colour);
    }

    @Override
    public void close() {
        if (target != null) {
            target.close();
        }
        glDeleteVertexArrays(lineArray);
        glDeleteBuffers(lineBuffer);
        flat.close();
        MemoryUtil.memFree(bones);
        MemoryUtil.memFree(matrix);
    }
}
