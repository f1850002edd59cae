package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL20C.*;

import java.util.ArrayList;
import org.tomblens.render.gl.ShaderProgram;

/**
 * One compiled variant of the level shader (level.vert, level.frag) with where it keeps its uniforms. A uniform
 * the variant leaves out is at -1, which OpenGL ignores when set.
 */
final class LevelUniforms implements AutoCloseable {
    final ShaderProgram program;
    final int viewProjection;
    final int model;
    final int boneBase;
    final int boneStride;
    final int time;
    final int fullBright;
    final int waterEffect;
    final int textured;
    final int tint;
    final int opacity;
    final int alphaCut;
    final int eye;
    final int fogBulbCount;
    final int fogBulbSpheres;
    final int fogBulbColours;
    final DistanceFog distanceFog;

    /** Compiles the variant with the fog bulbs' code or without, and with the distance fog's or without. */
    LevelUniforms(boolean withFogBulbs, boolean withDistanceFog) {
        var defines = new ArrayList<String>(2);
        if (withFogBulbs) {
            defines.add("FOG_BULBS");
        }
        if (withDistanceFog) {
            defines.add("DISTANCE_FOG");
        }
        program = ShaderProgram.load("level", defines.toArray(String[]::new));
        viewProjection = program.uniform("uViewProjection");
        model = program.uniform("uModel");
        boneBase = program.uniform("uBoneBase");
        boneStride = program.uniform("uBoneStride");
        time = program.uniform("uTime");
        fullBright = program.uniform("uFullBright");
        waterEffect = program.uniform("uWaterEffect");
        textured = program.uniform("uTextured");
        tint = program.uniform("uTint");
        opacity = program.uniform("uOpacity");
        alphaCut = program.uniform("uAlphaCut");
        eye = program.uniform("uEye");
        fogBulbCount = program.uniform("uFogBulbCount");
        fogBulbSpheres = program.uniform("uFogBulbSpheres");
        fogBulbColours = program.uniform("uFogBulbColours");
        distanceFog = new DistanceFog(program);
        program.use();
        glUniform1i(program.uniform("uPages"), LevelProgram.PAGES_UNIT);
        glUniform1i(program.uniform("uObjectTextures"), LevelProgram.OBJECT_TEXTURES_UNIT);
        glUniform1i(program.uniform("uBones"), LevelProgram.BONES_UNIT);
    }

    @Override
    public void close() {
        program.close();
    }
}
