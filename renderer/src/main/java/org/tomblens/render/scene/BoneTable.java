package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL31C.*;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.anim.Pose;
import org.tomblens.render.gl.TextureBuffer;

/**
 * The bone table the level shader reads by a vertex's bone: 3x4 matrices as RGBA32F texels, first the
 * entities posed this frame, then the sky at rest, then a model shown alone. Bases count matrices.
 */
final class BoneTable implements AutoCloseable {
    private static final int MATRIX_BYTES = Pose.MATRIX_FLOATS * Float.BYTES;

    private final TextureBuffer table;
    private final int skyBase;
    private final int aloneBase;
    private final int aloneMeshes;

    /** Room for {@code entityBytes} of entity bones, the sky's meshes and a model of {@code aloneMeshes}. */
    BoneTable(int entityBytes, int skyMeshes, int aloneMeshes) {
        skyBase = entityBytes / MATRIX_BYTES;
        aloneBase = skyBase + Math.max(1, skyMeshes);
        this.aloneMeshes = aloneMeshes;
        var empty = MemoryUtil.memAlloc((aloneBase + aloneMeshes) * MATRIX_BYTES);
        table = new TextureBuffer(empty, GL_RGBA32F, GL_STREAM_DRAW);
        MemoryUtil.memFree(empty);
    }

    /** Writes this frame's entity bones from the first matrix. */
    void entities(ByteBuffer bones) {
        table.update(0, bones);
    }

    int skyBase() {
        return skyBase;
    }

    void sky(ByteBuffer bones) {
        table.update((long) skyBase * MATRIX_BYTES, bones);
    }

    int aloneBase() {
        return aloneBase;
    }

    /** The most matrices a model shown alone may have. */
    int aloneMeshes() {
        return aloneMeshes;
    }

    /** Writes the bones of a model shown alone; more than {@link #aloneMeshes()} matrices is a mistake. */
    void alone(ByteBuffer bones) {
        if (bones.remaining() > aloneMeshes * MATRIX_BYTES) {
            throw new IllegalArgumentException(bones.remaining() / MATRIX_BYTES + " matrices, at most " + aloneMeshes);
        }
        table.update((long) aloneBase * MATRIX_BYTES, bones);
    }

    void bind(int unit) {
        table.bind(unit);
    }

    @Override
    public void close() {
        table.close();
    }
}
