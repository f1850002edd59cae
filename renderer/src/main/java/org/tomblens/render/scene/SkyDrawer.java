package org.tomblens.render.scene;

import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL11C.*;

import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.ModelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.render.gl.GpuMesh;

/**
 * The sky model (§3.4.6: shown when a room joined to the camera's room has flag 0x8), at rest, drawn around the camera behind
 * everything: no depth test or write.
 */
final class SkyDrawer {
    private static final RenderPass[] PASSES = RenderPass.values();

    /** The sky's index in the level's models, -1 when there is none. */
    private final int model;
    private final float[] restPose;

    SkyDrawer(Level level, LevelAnimation animation) {
        var sky = animation.models().byId(skyModelId(level.version()));
        model = sky == null ? -1 : sky.index();
        if (model < 0) {
            restPose = new float[0];
        } else {
            var pose = animation.poses().newPose(model);
            animation.poses().restPose(model, pose);
            restPose = new float[pose.meshCount() * 12];
            pose.copyMatrices(restPose, 0);
        }
    }

    /** Types of the sky models: TR2 254, TR3 355, TR4 459, TR5 454 (the games' object lists). */
    private static long skyModelId(GameVersion version) {
        return switch (version) {
            case TR1 -> -1;
            case TR2 -> 254;
            case TR3 -> 355;
            case TR4 -> 459;
            case TR5 -> 454;
        };
    }

    /** The matrices the sky's rest pose takes in the bone table. */
    int meshes() {
        return restPose.length / 12;
    }

    boolean isSky(int modelIndex) {
        return model >= 0 && modelIndex == model;
    }

    /** Writes the sky's rest pose into its place in {@code bones}. */
    void upload(BoneTable bones) {
        if (model >= 0) {
            var floats = MemoryUtil.memAlloc(restPose.length * Float.BYTES);
            floats.asFloatBuffer().put(restPose);
            bones.sky(floats);
            MemoryUtil.memFree(floats);
        }
    }

    /** Draws the sky with the models' buffers bound to {@code models} when a drawn room is open to it. */
    void draw(Camera camera, DrawnRooms rooms, LevelProgram program, GpuMesh models, ModelGeometry geometry,
              BoneTable bones, FrameStats stats) {
        if (model < 0 || !rooms.opensToSky()) {
            return;
        }
        glDisable(GL_DEPTH_TEST);
        glDepthMask(false);
        models.bind();
        var eye = camera.position();
        program.movedBy(eye.x, eye.y, eye.z);
        program.bones(bones.skyBase(), 0);
        program.alphaCut(0f);
        for (var pass : PASSES) {
            RangeDraw.draw(geometry.range(geometry.modelOwner(model), pass), 1, stats);
        }
        program.unmoved();
        program.noBones();
        glDepthMask(true);
        glEnable(GL_DEPTH_TEST);
    }
}
