package org.tomblens.render.view;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.CutsceneOrigin;
import org.tomblens.format.cutscene.CutscenePack;
import org.tomblens.format.model.Level;

/**
 * The world-space matrix of every mesh of every entity drawn this frame, as a table the shader reads by
 * bone: entities of one model are written one after the other, so all of them are drawn with one
 * instanced draw per pass (instance i takes the bones from {@code first + i * meshes}). By default each
 * entity loops its model's first animation at 30 frames per second; frozen, it holds that animation's
 * first frame. One entity at a time may be held to the pose of a playhead moved from outside. A cutscene's cast
 * may be staged: its actors that are entities stand and pose as it has them, and those that are not are drawn as
 * further instances of their models, after the entities of each.
 */
public final class EntityPoses {
    private static final int FLOATS = Pose.MATRIX_FLOATS;

    private final Level level;
    private final LevelAnimation animation;
    private final int[] modelOf;
    private final int[] firstAnimation;
    private final Pose[] poses;
    /** Entities by model index, in the level's order. */
    private final int[][] entitiesOfModel;
    private final int[] meshesOfModel;
    private final float[] local;
    private final FloatBuffer bones;
    private final ByteBuffer bytes;

    // This frame's layout.
    private final int[] firstBone;
    private final int[] instances;
    private final int[] boneOf;
    private int bonesUsed;
    /** The entities drawn this frame whose pose moves with time alone. */
    private final BitSet moving = new BitSet();

    // An entity posed by a playhead moved from outside (an animation player playing it in place), or -1.
    private int heldEntity = -1;
    private Playhead held;

    // A cutscene's actors, standing where it stands them and posed as it has them at one of its frames.
    private final int[] actorOf;
    private CutsceneCast cast;
    private int cutsceneFrame;
    private final StagedActors staged;

    public EntityPoses(Level level, LevelAnimation animation) {
        this.level = level;
        this.animation = animation;
        var entities = level.entities();
        var models = level.animation().models();
        modelOf = new int[entities.size()];
        firstAnimation = new int[entities.size()];
        boneOf = new int[entities.size()];
        java.util.Arrays.fill(boneOf, -1);
        actorOf = new int[entities.size()];
        java.util.Arrays.fill(actorOf, -1);
        poses = new Pose[entities.size()];
        var byModel = new ArrayList<List<Integer>>();
        meshesOfModel = new int[models.size()];
        for (int m = 0; m < models.size(); m++) {
            byModel.add(new ArrayList<>());
            meshesOfModel[m] = models.get(m).numMeshes();
        }
        var totalBones = 0;
        var mostMeshes = 1;
        for (int e = 0; e < entities.size(); e++) {
            modelOf[e] = -1;
            var entry = animation.models().byId(entities.get(e).type());
            if (entry == null || models.get(entry.index()).numMeshes() == 0) {
                continue;
            }
            var model = models.get(entry.index());
            modelOf[e] = entry.index();
            byModel.get(entry.index()).add(e);
            totalBones += model.numMeshes();
            mostMeshes = Math.max(mostMeshes, model.numMeshes());
            firstAnimation[e] = model.hasAnimations() && model.animation() < level.animation().animations().size()
                    ? model.animation() : -1;
            poses[e] = animation.poses().newPose(entry.index());
        }
        entitiesOfModel = byModel.stream().map(list -> list.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
        // Room for a cutscene's actors that are no entities: as many meshes as its most actors can turn.
        var actorBones = CutscenePack.MOST_ACTORS * CutscenePack.MOST_NODES;
        staged = new StagedActors(animation, meshesOfModel, actorBones);
        totalBones += actorBones;
        var mostActorMeshes = Math.min(actorBones, java.util.Arrays.stream(meshesOfModel).max().orElse(1));
        local = new float[Math.max(mostMeshes, mostActorMeshes) * FLOATS];
        firstBone = new int[models.size()];
        instances = new int[models.size()];
        bytes = ByteBuffer.allocateDirect(Math.max(1, totalBones) * FLOATS * Float.BYTES).order(ByteOrder.nativeOrder());
        bones = bytes.asFloatBuffer();
    }

    /** Room of entity {@code e} decides whether it is drawn; see {@link #update}. */
    public interface Visibility {
        boolean drawn(int entity);
    }

    /** The model index of entity {@code e}, or -1 when it has none (sprites, missing models). */
    public int model(int e) {
        return modelOf[e];
    }

    /** How many models there are. */
    public int models() {
        return entitiesOfModel.length;
    }

    /** This frame: the first bone of model {@code m}'s first drawn entity, and how many are drawn. */
    public int firstBone(int m) {
        return firstBone[m];
    }

    public int instances(int m) {
        return instances[m];
    }

    public int meshes(int m) {
        return meshesOfModel[m];
    }

    /** This frame: entity {@code e}'s first bone, -1 when it is not drawn. */
    public int boneOf(int e) {
        return boneOf[e];
    }

    Pose pose(int e) {
        return poses[e];
    }

    /** The bones written this frame, to upload: one view, re-limited each frame rather than made anew. */
    public ByteBuffer table() {
        return bytes.limit(Math.max(1, bonesUsed) * FLOATS * Float.BYTES).position(0);
    }

    /**
     * Coordinate {@code axis} of where bone {@code bone}, as written this frame, puts the point (x, y, z) of its mesh:
     * as the shader moves a vertex, by the matrix's row of that axis (the turn's three, then the move).
     */
    public float moved(int bone, int axis, float x, float y, float z) {
        var row = bone * FLOATS + 4 * axis;
        return bones.get(row) * x + bones.get(row + 1) * y + bones.get(row + 2) * z + bones.get(row + 3);
    }

    /** Bytes the whole table can hold. */
    public int capacity() {
        return bytes.capacity();
    }

    /**
     * Poses every drawn entity for the time {@code seconds} (or its first frame when {@code animate} is
     * off) and lays out the table model by model; returns how many entities are drawn.
     */
    public int update(double seconds, boolean animate, Visibility visibility) {
        bonesUsed = 0;
        moving.clear();
        var drawnEntities = 0;
        for (int m = 0; m < entitiesOfModel.length; m++) {
            firstBone[m] = bonesUsed;
            instances[m] = 0;
            for (var e : entitiesOfModel[m]) {
                boneOf[e] = -1;
                if (!visibility.drawn(e)) {
                    continue;
                }
                boneOf[e] = bonesUsed;
                pose(e, seconds, animate);
                if (animate && e != heldEntity && loopsFrames(e)) {
                    moving.set(e);
                }
                place(e, bonesUsed);
                bonesUsed += meshesOfModel[m];
                instances[m]++;
                drawnEntities++;
            }
            if (cast != null) {
                for (int i = 0; i < staged.count(m); i++) {
                    var actor = staged.actor(m, i);
                    var pose = staged.pose(m, i);
                    cast.pose(actor, cutsceneFrame, pose);
                    write(pose, cast.placement(actor), bonesUsed);
                    bonesUsed += meshesOfModel[m];
                    instances[m]++;
                    drawnEntities++;
                }
            }
        }
        return drawnEntities;
    }

    /** This frame: how many entities drawn move with time alone (looping an animation of more than one frame). */
    public int movingDrawn() {
        return moving.cardinality();
    }

    /** Whether entity {@code e} was drawn this frame in a pose that moves with time alone. */
    public boolean moving(int e) {
        return moving.get(e);
    }

    private boolean loopsFrames(int e) {
        var first = firstAnimation[e];
        if (first < 0) {
            return false;
        }
        var timeline = animation.timelines().get(first);
        return timeline.frameEnd() > timeline.frameStart();
    }

    /**
     * Poses entity {@code e} wherever {@code playhead} (one over the animations of the entity's model) stands
     * when it is posed, until {@link #release()}; releases instead when the entity has no model.
     */
    public void hold(int e, Playhead playhead) {
        if (e < 0 || e >= modelOf.length || modelOf[e] < 0) {
            release();
            return;
        }
        heldEntity = e;
        held = playhead;
    }

    public void release() {
        heldEntity = -1;
        held = null;
    }

    /** Whether an entity is held. */
    public boolean holding() {
        return heldEntity >= 0;
    }

    /** Whether a cutscene's actors are staged. */
    public boolean staged() {
        return cast != null;
    }

    /**
     * Stands and poses {@code cast}'s actors as it has them at {@code frame} (the last one past its end) until
     * {@link #unstage()}: those that are entities in their stead, the others beside the level's entities (as many as
     * {@link CutscenePack#MOST_ACTORS} actors of {@link CutscenePack#MOST_NODES} meshes fill); the level's other
     * entities go on as before. Staging the same cast again
     * only moves it to another frame.
     */
    public void stage(CutsceneCast cast, int frame) {
        if (this.cast != cast) {
            unstage();
            for (int a = 0; a < cast.size(); a++) {
                var entity = cast.entity(a);
                if (entity >= 0 && entity < actorOf.length && modelOf[entity] == cast.model(a)) {
                    actorOf[entity] = a;
                }
            }
            staged.cast(cast, actorOf);
            this.cast = cast;
        }
        cutsceneFrame = Math.max(0, frame);
    }

    /** Puts the cutscene's actors back where the level has them, and takes away those that are no entities. */
    public void unstage() {
        if (cast == null) {
            return;
        }
        cast = null;
        staged.clear();
        java.util.Arrays.fill(actorOf, -1);
    }

    private void pose(int e, double seconds, boolean animate) {
        var model = modelOf[e];
        var pose = poses[e];
        if (cast != null && actorOf[e] >= 0) {
            cast.pose(actorOf[e], cutsceneFrame, pose);
            return;
        }
        if (e == heldEntity) {
            animation.poses().evaluate(model, held.animation(), held.frame(), held.fraction(), pose);
            return;
        }
        var first = firstAnimation[e];
        if (first < 0) {
            animation.poses().restPose(model, pose);
            return;
        }
        var timeline = animation.timelines().get(first);
        var length = Math.max(1, timeline.frameEnd() - timeline.frameStart() + 1);
        var ticks = animate ? seconds * 30.0 : 0.0;
        var whole = (long) Math.floor(ticks);
        var frame = timeline.frameStart() + (int) Math.floorMod(whole, length);
        animation.poses().evaluate(model, first, frame, (float) (ticks - whole), pose);
    }

    /** Writes entity {@code e}'s mesh matrices, turned by its yaw and moved to its place, from bone {@code at}. */
    private void place(int e, int at) {
        if (cast != null && actorOf[e] >= 0) {
            write(poses[e], cast.placement(actorOf[e]), at);
            return;
        }
        var entity = level.entities().get(e);
        write(poses[e], entity.x(), entity.y(), entity.z(), entity.angle(), at);
    }

    private void write(Pose pose, CutsceneOrigin place, int at) {
        write(pose, place.x(), place.y(), place.z(), place.angle(), at);
    }

    /** Writes {@code pose}'s mesh matrices turned by {@code yaw} (65536 a turn) and moved to (x, y, z). */
    private void write(Pose pose, float x, float y, float z, int yaw, int at) {
        pose.copyMatrices(local, 0);
        var angle = yaw / 65536.0 * 2 * Math.PI;
        var cos = (float) Math.cos(angle);
        var sin = (float) Math.sin(angle);
        for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
            var m = mesh * FLOATS;
            var out = (at + mesh) * FLOATS;
            // World = T(entity) · Ry(yaw) · local; rows of the 3x4 local matrix are r0, r1, r2.
            for (int column = 0; column < 4; column++) {
                var r0 = local[m + column];
                var r1 = local[m + 4 + column];
                var r2 = local[m + 8 + column];
                bones.put(out + column, cos * r0 + sin * r2 + (column == 3 ? x : 0));
                bones.put(out + 4 + column, r1 + (column == 3 ? y : 0));
                bones.put(out + 8 + column, -sin * r0 + cos * r2 + (column == 3 ? z : 0));
            }
        }
    }
}
