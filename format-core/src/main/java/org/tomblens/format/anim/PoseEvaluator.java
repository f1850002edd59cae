package org.tomblens.format.anim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;

/**
 * Poses models (§6): for a model, a global animation index, an absolute frame number and a fraction
 * towards the next frame, the transform of each mesh.
 *
 * <p>An animation's keyframes lie {@code FrameRate} frames apart from {@code FrameStart}; it stores
 * {@code ceil((FrameEnd - FrameStart) / FrameRate) + 1} of them, the last reached at {@code FrameEnd} after
 * a shorter interval. Keyframe {@code k} starts at word {@code FrameOffset / 2 + k * stride} (FrameOffset is
 * in bytes; the stride is FrameSize words, or TR1's {@code 10 + 2 * meshes}). Between keyframes offsets and
 * the box are lerped and rotations slerped. The root's matrix is {@code T(offset) · R0}; mesh i's is
 * {@code M(parent) · T(tree offset) · Ri}, each {@code R = Ry · Rx · Rz}.
 *
 * <p>A model's frame data ends where the next model's begins. Keyframes that would be read past it (some
 * custom and TR4/TR5 animations' are), and stubs whose FrameSize is 0, are reported once when the evaluator
 * is made; evaluation clamps to the last keyframe that lies within the data and never reads outside it
 * (angle words cut off by the end read as 0).
 * Evaluators are immutable and may be shared between threads; each thread needs its own {@link Pose}.
 */
public final class PoseEvaluator {
    private static final float[] NO_ROTATIONS = new float[0];

    private final AnimationData data;
    private final FrameDecoder decoder;
    /** Whether keyframes are TR1's: a count of angle sets and two words a set, FrameSize not stored. */
    private final boolean tr1Keyframes;
    /** Built when first asked for: a level may declare thousands of models of thousands of meshes. */
    private final Skeleton[] skeletons;
    /** Per animation: first word, stride in words, end of its model's frame data, usable keyframes. */
    private final int[] firstWord;
    private final int[] stride;
    private final int[] limit;
    private final int[] usable;
    private final List<DataWarning> warnings;
    /** Angle words {@link #locate} may still read to measure keyframes exactly. */
    private long measureBudget;

    private PoseEvaluator(GameVersion version, boolean tr1Keyframes, AnimationData data) {
        this.data = data;
        this.tr1Keyframes = tr1Keyframes;
        this.decoder = new FrameDecoder(version, tr1Keyframes, data.frames());
        var found = new ArrayList<DataWarning>();
        var models = data.models();
        skeletons = new Skeleton[models.size()];
        for (int m = 0; m < models.size(); m++) {
            Skeleton.check(data, m, found);
        }
        var count = data.animations().size();
        firstWord = new int[count];
        stride = new int[count];
        limit = new int[count];
        usable = new int[count];
        var meshesOfOwner = ownerMeshCounts(data);
        // Sorted for the search of the next model's frames; one start twice changes nothing of what it finds.
        var modelStarts = new long[models.size()];
        for (int m = 0; m < modelStarts.length; m++) {
            modelStarts[m] = models.get(m).frameOffset() / 2;
        }
        Arrays.sort(modelStarts);
        measureBudget = 4L * data.frames().size() + 65536;
        var shared = sharedFrameOffsets(data);
        for (int a = 0; a < count; a++) {
            locate(version, a, meshesOfOwner[a], modelStarts, shared, found);
        }
        warnings = DataWarning.finish(found);
    }

    /** Poses of {@code data} with its frames kept as {@code version} keeps them on the PC. */
    public static PoseEvaluator of(GameVersion version, AnimationData data) {
        return new PoseEvaluator(version, version == GameVersion.TR1, data);
    }

    /** Poses of the level's animations, its frames kept as its version and layout say (§6.2.7). */
    public static PoseEvaluator of(Level level) {
        var version = level.version();
        return new PoseEvaluator(version, version == GameVersion.TR1 || level.layout().tr1Keyframes(),
                level.animation());
    }

    /** Problems found in the animation data: clamped keyframes, stubs, mesh trees cut short. */
    public List<DataWarning> warnings() {
        return warnings;
    }

    public Skeleton skeleton(int modelIndex) {
        // Skeletons are immutable (final fields), so a race only builds one twice.
        var skeleton = skeletons[modelIndex];
        if (skeleton == null) {
            skeleton = Skeleton.of(data, modelIndex);
            skeletons[modelIndex] = skeleton;
        }
        return skeleton;
    }

    /**
     * The space model {@code modelIndex} takes in any frame of its animations, as its keyframes' stored boxes
     * (§6.2.7) tell it: their union as minX, maxX, minY, maxY, minZ, maxZ in the model's own space; all 0 for a
     * model with no keyframes.
     */
    public float[] reach(int modelIndex) {
        var union = new float[6];
        var box = new float[6];
        var offset = new float[3];
        var any = false;
        var ends = data.animationEnds();
        for (int a = data.firstAnimation(modelIndex); a < ends[modelIndex]; a++) {
            for (int k = 0; k < usable[a]; k++) {
                // The stored box alone: decoding no mesh's rotation, the costly part of a keyframe, changes nothing.
                decode(a, k, 0, box, offset, NO_ROTATIONS);
                for (int axis = 0; axis < 3; axis++) {
                    union[2 * axis] = any ? Math.min(union[2 * axis], box[2 * axis]) : box[2 * axis];
                    union[2 * axis + 1] = any ? Math.max(union[2 * axis + 1], box[2 * axis + 1]) : box[2 * axis + 1];
                }
                any = true;
            }
        }
        return union;
    }

    /** A pose buffer sized for model {@code modelIndex}. */
    public Pose newPose(int modelIndex) {
        return new Pose(data.models().get(modelIndex).numMeshes());
    }

    /** Keyframes animation {@code animation} stores: {@code ceil((end - start) / rate) + 1}. */
    public int keyframeCount(int animation) {
        var a = data.animations().get(animation);
        var rate = rate(a);
        var span = span(a);
        return (span + rate - 1) / rate + 1;
    }

    /** The absolute frame number at which keyframe {@code keyframe} of {@code animation} is reached. */
    public int keyframeFrame(int animation, int keyframe) {
        var a = data.animations().get(animation);
        return a.frameStart() + Math.min(keyframe * rate(a), span(a));
    }

    /**
     * Fills {@code pose} with model {@code modelIndex} at {@code frame} (absolute, clamped to the
     * animation's range) plus {@code fraction} (0..1) of the way to the next frame.
     */
    public void evaluate(int modelIndex, int animation, int frame, float fraction, Pose pose) {
        var skeleton = skeleton(modelIndex);
        var meshes = skeleton.meshCount();
        if (pose.meshCount() != meshes) {
            throw new IllegalArgumentException("the pose holds " + pose.meshCount() + " meshes, model " + modelIndex
                    + " has " + meshes);
        }
        var a = data.animations().get(animation);
        var rate = rate(a);
        var span = span(a);
        var tick = Math.max(0, Math.min(span, frame - a.frameStart()));
        var keyframe = tick / rate;
        var t = 0f;
        if (tick < span) {
            var from = keyframe * rate;
            var to = Math.min(from + rate, span);
            t = Math.max(0f, Math.min(1f, (tick - from + fraction) / (to - from)));
        } else {
            keyframe = (span + rate - 1) / rate;
        }
        var last = usable[animation] - 1;
        if (last < 0) {
            Arrays.fill(pose.box, 0);
            Arrays.fill(pose.offsetA, 0);
            for (int mesh = 0; mesh < meshes; mesh++) {
                Rotations.fromAngles(0, 0, 0, pose.rotationsA, 4 * mesh);
            }
        } else {
            var k0 = Math.min(keyframe, last);
            var k1 = Math.min(keyframe + 1, last);
            decode(animation, k0, meshes, pose.box, pose.offsetA, pose.rotationsA);
            if (t > 0 && k1 != k0) {
                decode(animation, k1, meshes, pose.boxB, pose.offsetB, pose.rotationsB);
                blend(pose, meshes, t);
            }
        }
        compose(skeleton, pose);
    }

    /** A new pose of model {@code modelIndex}; see {@link #evaluate}. */
    public Pose pose(int modelIndex, int animation, int frame, float fraction) {
        var pose = newPose(modelIndex);
        evaluate(modelIndex, animation, frame, fraction, pose);
        return pose;
    }

    /** Fills {@code pose} with the model at rest: no rotation, the root at the origin, the box empty. */
    public void restPose(int modelIndex, Pose pose) {
        Arrays.fill(pose.box, 0);
        Arrays.fill(pose.offsetA, 0);
        for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
            Rotations.fromAngles(0, 0, 0, pose.rotationsA, 4 * mesh);
        }
        compose(skeleton(modelIndex), pose);
    }

    /**
     * Fills {@code pose} with model {@code modelIndex} turned mesh by mesh as given rather than as an animation
     * frame has it: the root mesh at ({@code x}, {@code y}, {@code z}) of the model's space, and mesh i turned by
     * {@code turns[3i..3i+2]} (X, Y and Z at 1024 steps per turn, applied Y, X, Z as keyframe rotations are; §6.1),
     * down the mesh tree as {@link #evaluate} does. This is how a TR4/TR5 cutscene poses its actors. Meshes past
     * {@code turns} stay unturned; the box is left empty, a posed frame storing none.
     */
    public void evaluateTurned(int modelIndex, float x, float y, float z, int[] turns, Pose pose) {
        var skeleton = skeleton(modelIndex);
        var meshes = skeleton.meshCount();
        if (pose.meshCount() != meshes) {
            throw new IllegalArgumentException("the pose holds " + pose.meshCount() + " meshes, model " + modelIndex
                    + " has " + meshes);
        }
        Arrays.fill(pose.box, 0);
        pose.offsetA[0] = x;
        pose.offsetA[1] = y;
        pose.offsetA[2] = z;
        for (int mesh = 0; mesh < meshes; mesh++) {
            var at = 3 * mesh;
            var given = at + 2 < turns.length;
            // 1024 steps a turn, as the 10-bit angles of a keyframe's three-axis set, in the table's 4096.
            Rotations.fromAngles(given ? turns[at] << 2 : 0, given ? turns[at + 1] << 2 : 0,
                    given ? turns[at + 2] << 2 : 0, pose.rotationsA, 4 * mesh);
        }
        compose(skeleton, pose);
    }

    private void decode(int animation, int keyframe, int meshes, float[] box, float[] offset, float[] rotations) {
        decoder.decode(firstWord[animation] + keyframe * stride[animation], meshes, limit[animation], box, offset,
                rotations);
    }

    private static void blend(Pose pose, int meshes, float t) {
        for (int i = 0; i < 6; i++) {
            pose.box[i] += (pose.boxB[i] - pose.box[i]) * t;
        }
        for (int i = 0; i < 3; i++) {
            pose.offsetA[i] += (pose.offsetB[i] - pose.offsetA[i]) * t;
        }
        for (int mesh = 0; mesh < meshes; mesh++) {
            Rotations.slerp(pose.rotationsA, 4 * mesh, pose.rotationsB, 4 * mesh, t, pose.rotationsA, 4 * mesh);
        }
    }

    /** Chains the local transforms down the mesh tree into model space. */
    private static void compose(Skeleton skeleton, Pose pose) {
        var m = pose.matrices;
        var r = pose.rotation;
        for (int mesh = 0; mesh < skeleton.meshCount(); mesh++) {
            Rotations.toMatrix(pose.rotationsA, 4 * mesh, r, 0);
            var at = Pose.MATRIX_FLOATS * mesh;
            if (mesh == 0) {
                place(m, 0, r, pose.offsetA[0], pose.offsetA[1], pose.offsetA[2]);
                continue;
            }
            float dx = skeleton.offset(mesh, 0), dy = skeleton.offset(mesh, 1), dz = skeleton.offset(mesh, 2);
            if (skeleton.parent(mesh) == Skeleton.MODEL_ORIGIN) {
                place(m, at, r, dx, dy, dz);
                continue;
            }
            var p = Pose.MATRIX_FLOATS * skeleton.parent(mesh);
            for (int row = 0; row < 3; row++) {
                float p0 = m[p + 4 * row], p1 = m[p + 4 * row + 1], p2 = m[p + 4 * row + 2];
                m[at + 4 * row] = p0 * r[0] + p1 * r[3] + p2 * r[6];
                m[at + 4 * row + 1] = p0 * r[1] + p1 * r[4] + p2 * r[7];
                m[at + 4 * row + 2] = p0 * r[2] + p1 * r[5] + p2 * r[8];
                m[at + 4 * row + 3] = m[p + 4 * row + 3] + p0 * dx + p1 * dy + p2 * dz;
            }
        }
    }

    /** Writes the matrix of rotation {@code r} moved to (x, y, z) of the model's space at {@code at}. */
    private static void place(float[] m, int at, float[] r, float x, float y, float z) {
        for (int row = 0; row < 3; row++) {
            m[at + 4 * row] = r[3 * row];
            m[at + 4 * row + 1] = r[3 * row + 1];
            m[at + 4 * row + 2] = r[3 * row + 2];
        }
        m[at + 3] = x;
        m[at + 7] = y;
        m[at + 11] = z;
    }

    /** Finds animation {@code a}'s keyframes and how many lie within its model's frame data. */
    private void locate(GameVersion version, int a, int meshes, long[] modelStarts, Set<Long> shared,
                        List<DataWarning> found) {
        var animation = data.animations().get(a);
        var path = "animations[" + a + "]";
        var frames = data.frames().size();
        var start = animation.frameOffset() / 2;
        var next = Arrays.binarySearch(modelStarts, start + 1);
        var end = next >= 0 ? modelStarts[next] : -next - 1 < modelStarts.length ? modelStarts[-next - 1] : frames;
        limit[a] = (int) Math.min(end, frames);
        firstWord[a] = (int) Math.min(start, frames);
        stride[a] = tr1Keyframes ? FrameDecoder.tr1Stride(meshes) : animation.frameSize();
        if (animation.frameRate() == 0) {
            DataWarning.add(found, path + ".frameRate", "0 frames between keyframes; read as 1");
        }
        // Frame size 0 makes a stub whose keyframes are all its first: retail TR4/TR5 Lara animations are so, no
        // TR2/TR3 one is (TR1 stores no frame size).
        var needed = keyframeCount(a);
        if (stride[a] == 0 && needed > 1 && !version.isChunked()) {
            DataWarning.add(found, path + ".frameSize", "a stub: frame size 0, so all " + needed
                    + " keyframes are its first");
        }
        // Keyframes are counted by the least each needs (the header and one word per angle set), so that any
        // declared count costs the same; the last one counted is then measured exactly, within a budget.
        var least = FrameDecoder.HEADER_WORDS + (tr1Keyframes ? 1 : meshes);
        var room = (long) limit[a] - firstWord[a] - least;
        var ok = room < 0 ? 0 : stride[a] == 0 ? needed : (int) Math.min(needed, room / stride[a] + 1);
        if (ok > 0 && measureBudget > 0) {
            measureBudget -= meshes;
            if (decoder.length(firstWord[a] + (ok - 1) * stride[a], meshes, limit[a]) < 0) {
                ok--;
            }
        }
        usable[a] = ok;
        // Retail TR4/TR5 levels point stub animations at frames another animation has (Angkor Wat: 121 at one
        // offset); they run past those frames by design and are clamped without a word.
        if (ok < needed && !shared.contains(animation.frameOffset())) {
            DataWarning.add(found, path + ".frameOffset", "keyframes " + ok + " .. " + (needed - 1) + " of " + needed
                    + " lie past its model's frame data (which ends at word " + limit[a] + ")"
                    + (ok == 0 ? "; posed at rest" : "; clamped to keyframe " + (ok - 1)));
        }
    }

    /** The frame offsets more than one animation starts at. */
    private static Set<Long> sharedFrameOffsets(AnimationData data) {
        var seen = new HashSet<Long>();
        var shared = new HashSet<Long>();
        for (var animation : data.animations()) {
            if (!seen.add(animation.frameOffset())) {
                shared.add(animation.frameOffset());
            }
        }
        return shared;
    }

    /** Each animation's owner's mesh count (TR1's stride depends on it); 0 for an animation no model owns. */
    private static int[] ownerMeshCounts(AnimationData data) {
        var owners = data.animationOwners();
        var counts = new int[owners.length];
        for (int a = 0; a < owners.length; a++) {
            counts[a] = owners[a] < 0 ? 0 : data.models().get(owners[a]).numMeshes();
        }
        return counts;
    }

    private static int rate(Animation animation) {
        return Math.max(1, animation.frameRate());
    }

    private static int span(Animation animation) {
        return Math.max(0, animation.frameEnd() - animation.frameStart());
    }
}
