package org.tomblens.format.anim;

import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;

/**
 * A model's mesh tree (§6.2.1) resolved: each mesh's parent and its offset from the parent's origin. Mesh 0
 * is the root. For mesh i ≥ 1, node i − 1 gives flags and an offset: bit 0 takes the parent from the stack
 * (else it is the previous mesh), bit 1 then pushes the parent; when both are set the pop comes first, so
 * the stack is read without change. A pop on an empty stack pops the matrix below the model's own in the engines;
 * such a mesh is placed from the model's origin, as if the stack's base were the model ({@link #MODEL_ORIGIN}).
 * Retail TR4 models rely on it (DIGEST K), so it is no fault of the file: it is told where a model is looked at
 * ({@link #emptyPops()}), not counted among the level's warnings.
 */
public final class Skeleton {
    /** The parent of a mesh placed from the model's origin rather than from another mesh. */
    public static final int MODEL_ORIGIN = -1;
    private static final int POP = 1;
    private static final int PUSH = 2;

    private final int[] parents;
    private final int[] offsets;
    private final boolean[] emptyPops;

    private Skeleton(int[] parents, int[] offsets, boolean[] emptyPops) {
        this.parents = parents;
        this.offsets = offsets;
        this.emptyPops = emptyPops;
    }

    /** Reports model {@code modelIndex}'s mesh-tree nodes that lie past the table (they read as zero). */
    static void check(AnimationData data, int modelIndex, List<DataWarning> warnings) {
        var model = data.models().get(modelIndex);
        var end = model.meshTree() + 4L * (model.numMeshes() - 1);
        if (model.numMeshes() > 1 && end > data.meshTrees().size()) {
            DataWarning.add(warnings, "models[" + modelIndex + "].meshTree", "nodes from dword " + model.meshTree()
                    + " to " + end + " run past the " + data.meshTrees().size() + " mesh-tree dwords; those read as zero");
        }
    }

    /** What an empty pop means for mesh {@code mesh}, in words. */
    public static String emptyPopMessage(int mesh) {
        return "mesh " + mesh + " pops an empty mesh stack; it is placed from the model's origin, as the engines"
                + " place it";
    }

    /** Model {@code modelIndex}'s skeleton; nodes past the mesh-tree table read as zero. */
    static Skeleton of(AnimationData data, int modelIndex) {
        var model = data.models().get(modelIndex);
        var meshes = model.numMeshes();
        var parents = new int[meshes];
        var offsets = new int[3 * meshes];
        var emptyPops = new boolean[meshes];
        var stack = new int[meshes];
        var depth = 0;
        var tree = data.meshTrees();
        for (int mesh = 1; mesh < meshes; mesh++) {
            var node = model.meshTree() + 4L * (mesh - 1);
            var flags = node + 3 < tree.size() ? tree.get((int) node) : 0;
            var parent = mesh - 1;
            if ((flags & POP) != 0) {
                emptyPops[mesh] = depth == 0;
                parent = depth > 0 ? stack[--depth] : MODEL_ORIGIN;
            }
            if ((flags & PUSH) != 0) {
                stack[depth++] = parent;
            }
            parents[mesh] = parent;
            for (int axis = 0; axis < 3; axis++) {
                offsets[3 * mesh + axis] = node + 3 < tree.size() ? tree.get((int) node + 1 + axis) : 0;
            }
        }
        return new Skeleton(parents, offsets, emptyPops);
    }

    public int meshCount() {
        return parents.length;
    }

    /** The parent of {@code mesh} (the root's is 0, itself), or {@link #MODEL_ORIGIN}. */
    public int parent(int mesh) {
        return parents[mesh];
    }

    /** The meshes whose node pops an empty stack, in order. */
    public int[] emptyPops() {
        return java.util.stream.IntStream.range(0, emptyPops.length).filter(mesh -> emptyPops[mesh]).toArray();
    }

    /** Axis 0, 1 or 2 of {@code mesh}'s offset from its parent's origin, in TR units (0 for the root). */
    public int offset(int mesh, int axis) {
        return offsets[3 * mesh + axis];
    }
}
