package org.tomblens.render.scene;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.model.Level;

/**
 * The current pose of every entity that has a model, as a table of 3x4 matrices (one per mesh) the shader
 * reads by the entity's first bone and each vertex's bone. By default each entity loops its model's
 * first animation at 30 frames per second; frozen, it holds that animation's first frame.
 */
final class EntityPoses {
    private static final int FLOATS = Pose.MATRIX_FLOATS;

    private final LevelAnimation animation;
    private final int[] modelOf;
    private final int[] boneBase;
    private final int[] firstAnimation;
    private final Pose[] poses;
    private final float[] scratch;
    private final FloatBuffer bones;
    private final ByteBuffer bytes;
    private final int boneCount;

    EntityPoses(Level level, LevelAnimation animation) {
        this.animation = animation;
        var entities = level.entities();
        var models = level.animation().models();
        modelOf = new int[entities.size()];
        boneBase = new int[entities.size()];
        firstAnimation = new int[entities.size()];
        poses = new Pose[entities.size()];
        var bonesSoFar = 0;
        var mostMeshes = 1;
        for (int e = 0; e < entities.size(); e++) {
            modelOf[e] = -1;
            var entry = animation.models().byId(entities.get(e).type());
            if (entry == null) {
                continue;
            }
            var model = models.get(entry.index());
            if (model.numMeshes() == 0) {
                continue;
            }
            modelOf[e] = entry.index();
            boneBase[e] = bonesSoFar;
            bonesSoFar += model.numMeshes();
            mostMeshes = Math.max(mostMeshes, model.numMeshes());
            firstAnimation[e] = model.hasAnimations() && model.animation() < level.animation().animations().size()
                    ? model.animation() : -1;
            poses[e] = animation.poses().newPose(entry.index());
        }
        boneCount = bonesSoFar;
        scratch = new float[mostMeshes * FLOATS];
        bytes = ByteBuffer.allocateDirect(Math.max(1, boneCount) * FLOATS * Float.BYTES).order(ByteOrder.nativeOrder());
        bones = bytes.asFloatBuffer();
    }

    /** The model index of entity {@code e}, or -1 when it has none (sprites, missing models). */
    int model(int e) {
        return modelOf[e];
    }

    int boneBase(int e) {
        return boneBase[e];
    }

    Pose pose(int e) {
        return poses[e];
    }

    /** The bone table, to upload after {@link #update}. */
    ByteBuffer table() {
        return bytes.duplicate().position(0).limit(Math.max(1, boneCount) * FLOATS * Float.BYTES);
    }

    /** Poses entity {@code e} for the time {@code seconds}, or its first frame when {@code animate} is off. */
    void update(int e, double seconds, boolean animate) {
        var model = modelOf[e];
        if (model < 0) {
            return;
        }
        var pose = poses[e];
        var first = firstAnimation[e];
        if (first < 0) {
            animation.poses().restPose(model, pose);
        } else {
            var timeline = animation.timelines().get(first);
            var length = Math.max(1, timeline.frameEnd() - timeline.frameStart() + 1);
            var ticks = animate ? seconds * 30.0 : 0.0;
            var whole = (long) Math.floor(ticks);
            var frame = timeline.frameStart() + (int) Math.floorMod(whole, length);
            animation.poses().evaluate(model, first, frame, (float) (ticks - whole), pose);
        }
        var floats = pose.meshCount() * FLOATS;
        pose.copyMatrices(scratch, 0);
        bones.put(boneBase[e] * FLOATS, scratch, 0, floats);
    }
}
