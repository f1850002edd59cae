package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL20C.*;

import java.nio.FloatBuffer;
import org.joml.Matrix4f;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.model.Level;

/**
 * The level shader (level.vert, level.frag), through which rooms, statics and models are all drawn, with its
 * uniforms, the level's fog bulbs and the distance fog. The shader is compiled with only the fogs a frame can
 * show ({@link LevelUniforms}): the fog bulbs when the level has any, the distance fog in the frames that fade
 * with it (made the first time one does). Setting them allocates nothing.
 */
final class LevelProgram implements AutoCloseable {
    /** The texture units the level's textures are bound to. */
    static final int PAGES_UNIT = 0;
    static final int OBJECT_TEXTURES_UNIT = 1;
    static final int BONES_UNIT = 2;

    private final boolean bulbs;
    /** The variants made, without and with the distance fog. */
    private final LevelUniforms[] variants = new LevelUniforms[2];
    private LevelUniforms current;
    private final FogBulbs fogBulbs;
    private final Matrix4f placement = new Matrix4f();
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);

    LevelProgram(Level level) {
        fogBulbs = new FogBulbs(level);
        bulbs = fogBulbs.any();
        current = variant(false);
    }

    /**
     * Puts the program in use for a view through {@code camera} at {@code seconds}, with the options'
     * lighting, water and texturing: nothing moved, no bones, untinted, opaque; faded by the distance fog
     * ({@link #distanceFog()}) when {@code distanceFog}.
     */
    void use(Camera camera, RenderOptions options, double seconds, boolean distanceFog) {
        current = variant(distanceFog);
        current.program.use();
        fogBulbs.uniformsOf(current);
        glUniformMatrix4fv(current.viewProjection, false, camera.viewProjection().get(matrix));
        glUniformMatrix4fv(current.model, false, placement.identity().get(matrix));
        glUniform1i(current.boneBase, -1);
        // Water shimmers step by step with the animated textures, so that it too changes only as a step begins.
        glUniform1f(current.time, (float) (AmbientSteps.start(seconds) % 3600));
        glUniform1i(current.fullBright, options.lighting ? 0 : 1);
        glUniform1i(current.waterEffect, options.waterEffect ? 1 : 0);
        glUniform1i(current.textured, options.textures ? 1 : 0);
        glUniform3f(current.tint, 1f, 1f, 1f);
        glUniform1f(current.opacity, 1f);
    }

    private LevelUniforms variant(boolean distanceFog) {
        var index = distanceFog ? 1 : 0;
        if (variants[index] == null) {
            variants[index] = new LevelUniforms(bulbs, distanceFog);
        }
        return variants[index];
    }

    /** Puts the program back in use, its uniforms as they were, after another was. */
    void resume() {
        current.program.use();
    }

    /** Fragments with less alpha are dropped; 0 keeps them all. */
    void alphaCut(float cut) {
        glUniform1f(current.alphaCut, cut);
    }

    /** Vertices take their matrix from the bone table at {@code base}, instance i from {@code base + i * stride}. */
    void bones(int base, int stride) {
        glUniform1i(current.boneBase, base);
        glUniform1i(current.boneStride, stride);
    }

    /** Vertices are where they are: no bones. */
    void noBones() {
        glUniform1i(current.boneBase, -1);
    }

    /** Moves what is drawn by (x, y, z); {@link #unmoved()} undoes it. */
    void movedBy(float x, float y, float z) {
        glUniformMatrix4fv(current.model, false, placement.translation(x, y, z).get(matrix));
    }

    void unmoved() {
        glUniformMatrix4fv(current.model, false, placement.identity().get(matrix));
    }

    /** Lines in one flat colour, unlit and untextured, until {@link #untinted()}. */
    void flatColour(float red, float green, float blue) {
        glUniform1i(current.fullBright, 1);
        glUniform1i(current.textured, 0);
        glUniform3f(current.tint, red, green, blue);
    }

    void untinted() {
        glUniform3f(current.tint, 1f, 1f, 1f);
    }

    FogBulbs fog() {
        return fogBulbs;
    }

    /** The distance fog of the variant in use: one that fades, after a {@link #use} that asked for it. */
    DistanceFog distanceFog() {
        return current.distanceFog;
    }

    @Override
    public void close() {
        for (var variant : variants) {
            if (variant != null) {
                variant.close();
            }
        }
        fogBulbs.close();
        MemoryUtil.memFree(matrix);
    }
}
