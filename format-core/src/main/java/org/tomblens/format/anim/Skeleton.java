package org.tomblens.format.anim;

import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;

/**
 * A model's mesh tree (§6.2.1) resolved: each mesh's parent and its offset from the parent's origin. Mesh 0
 * is the root. For mesh i ≥ 1, node i − 1 gives flags and an offset: bit 0 takes the parent from the stack
 * (else it is the previous mesh), bit 1 then pushes the parent; when both are set the pop comes first, so
 * the stack is read without change. A pop on an empty stack takes the root (some TR4 models rely on it).
 */
public final class Skeleton {
    private static final int POP = 1;
    private static final int PUSH = 2;

    private final int[] parents;
    private final int[] offsets;

    private Skeleton(int[] parents, int[] offsets) {
        this.parents = parents;
        this.offsets = offsets;
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

    /** Model {@code modelIndex}'s skeleton; nodes past the mesh-tree table read as zero. */
    static Skeleton of(AnimationData data, int modelIndex) {
        var model = data.models().get(modelIndex);
        var meshes = model.numMeshes();
        var parents = new int[meshes];
        var offsets = new int[3 * meshes];
        var stack = new int[meshes];
        var depth = 0;
        var tree = data.meshTrees();
        for (int mesh = 1; mesh < meshes; mesh++) {
            var node = model.meshTree() + 4L * (mesh - 1);
            var flags = node + 3 < tree.size() ? tree.get((int) node) : 0;
            var parent = mesh - 1;
            if ((flags & POP) != 0) {
                parent = depth > 0 ? stack[--depth] : 0;
            }
            if ((flags & PUSH) != 0) {
                stack[depth++] = parent;
            }
            parents[mesh] = parent;
            for (int axis = 0; axis < 3; axis++) {
                offsets[3 * mesh + axis] = node + 3 < tree.size() ? tree.get((int) node + 1 + axis) : 0;
            }
        }
        return new Skeleton(parents, offsets);
    }

    public int meshCount() {
        return parents.length;
    }

    /** The parent of {@code mesh} (the root's is 0, itself). */
    public int parent(int mesh) {
        return parents[mesh];
    }

    /** Axis 0, 1 or 2 of {@code mesh}'s offset from its parent's origin, in TR units (0 for the root). */
    public int offset(int mesh, int axis) {
        return offsets[3 * mesh + axis];
    }
}
