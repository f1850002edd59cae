package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL20C.*;

import java.nio.FloatBuffer;
import org.joml.Matrix4f;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.model.Level;
import org.tomblens.render.gl.ShaderProgram;

/**
 * The level shader (level.vert, level.frag), through which rooms, statics and models are all drawn, with its
 * uniforms, the level's fog bulbs and the distance fog. Setting them allocates nothing.
 */
final class LevelProgram implements AutoCloseable {
    /** The texture units the level's textures are bound to. */
    static final int PAGES_UNIT = 0;
    static final int OBJECT_TEXTURES_UNIT = 1;
    static final int BONES_UNIT = 2;

    private final ShaderProgram program = ShaderProgram.load("level");
    private final int viewProjection = program.uniform("uViewProjection");
    private final int model = program.uniform("uModel");
    private final int boneBase = program.uniform("uBoneBase");
    private final int boneStride = program.uniform("uBoneStride");
    private final int time = program.uniform("uTime");
    private final int fullBright = program.uniform("uFullBright");
    private final int waterEffect = program.uniform("uWaterEffect");
    private final int textured = program.uniform("uTextured");
    private final int tint = program.uniform("uTint");
    private final int opacity = program.uniform("uOpacity");
    private final int alphaCut = program.uniform("uAlphaCut");
    private final FogBulbs fogBulbs;
    private final DistanceFog distanceFog = new DistanceFog(program);
    private final Matrix4f placement = new Matrix4f();
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);

    LevelProgram(Level level) {
        program.use();
        glUniform1i(program.uniform("uPages"), PAGES_UNIT);
        glUniform1i(program.uniform("uObjectTextures"), OBJECT_TEXTURES_UNIT);
        glUniform1i(program.uniform("uBones"), BONES_UNIT);
        fogBulbs = new FogBulbs(level, program);
    }

    /**
     * Puts the program in use for a view through {@code camera} at {@code seconds}, with the options'
     * lighting, water and texturing: nothing moved, no bones, untinted, opaque, no distance fog.
     */
    void use(Camera camera, RenderOptions options, double seconds) {
        program.use();
        glUniformMatrix4fv(viewProjection, false, camera.viewProjection().get(matrix));
        glUniformMatrix4fv(model, false, placement.identity().get(matrix));
        glUniform1i(boneBase, -1);
        // Water shimmers step by step with the animated textures, so that it too changes only as a step begins.
        glUniform1f(time, (float) (AmbientSteps.start(seconds) % 3600));
        glUniform1i(fullBright, options.lighting ? 0 : 1);
        glUniform1i(waterEffect, options.waterEffect ? 1 : 0);
        glUniform1i(textured, options.textures ? 1 : 0);
        glUniform3f(tint, 1f, 1f, 1f);
        glUniform1f(opacity, 1f);
        distanceFog.off();
    }

    /** Puts the program back in use, its uniforms as they were, after another was. */
    void resume() {
        program.use();
    }

    /** Fragments with less alpha are dropped; 0 keeps them all. */
    void alphaCut(float cut) {
        glUniform1f(alphaCut, cut);
    }

    /** Vertices take their matrix from the bone table at {@code base}, instance i from {@code base + i * stride}. */
    void bones(int base, int stride) {
        glUniform1i(boneBase, base);
        glUniform1i(boneStride, stride);
    }

    /** Vertices are where they are: no bones. */
    void noBones() {
        glUniform1i(boneBase, -1);
    }

    /** Moves what is drawn by (x, y, z); {@link #unmoved()} undoes it. */
    void movedBy(float x, float y, float z) {
        glUniformMatrix4fv(model, false, placement.translation(x, y, z).get(matrix));
    }

    void unmoved() {
        glUniformMatrix4fv(model, false, placement.identity().get(matrix));
    }

    /** Lines in one flat colour, unlit and untextured, until {@link #untinted()}. */
    void flatColour(float red, float green, float blue) {
        glUniform1i(fullBright, 1);
        glUniform1i(textured, 0);
        glUniform3f(tint, red, green, blue);
    }

    void untinted() {
        glUniform3f(tint, 1f, 1f, 1f);
    }

    FogBulbs fog() {
        return fogBulbs;
    }

    DistanceFog distanceFog() {
        return distanceFog;
    }

    @Override
    public void close() {
        program.close();
        fogBulbs.close();
        MemoryUtil.memFree(matrix);
    }
}
