package org.tomblens.app.export;

import org.tomblens.format.anim.Pose;
import org.tomblens.format.anim.Skeleton;

/**
 * A model's pose as glTF joints: each mesh's turn and place relative to its parent mesh (the mesh tree's push and
 * pop already applied by the pose), in glTF's space; and each mesh's whole transform, for the bind matrices.
 */
final class JointFrames {
    private final Skeleton skeleton;
    /** Per mesh: row-major 3x3 rotation and translation in glTF space, relative to the model. */
    private final float[][] worldRotation;
    private final float[][] worldTranslation;
    private final float[] scratch = new float[9];

    JointFrames(Skeleton skeleton) {
        this.skeleton = skeleton;
        var meshes = skeleton.meshCount();
        worldRotation = new float[meshes][9];
        worldTranslation = new float[meshes][3];
    }

    /** Takes the model's transforms from {@code pose}. */
    void read(Pose pose) {
        for (int mesh = 0; mesh < skeleton.meshCount(); mesh++) {
            for (int row = 0; row < 3; row++) {
                for (int column = 0; column < 3; column++) {
                    scratch[row * 3 + column] = pose.rotation(mesh, row, column);
                }
            }
            GltfSpace.rotation(scratch, worldRotation[mesh]);
            GltfSpace.point(pose.position(mesh, 0), pose.position(mesh, 1), pose.position(mesh, 2),
                    worldTranslation[mesh], 0);
        }
    }

    /** The mesh {@code mesh} hangs from, or -1 for the root and meshes placed from the model's origin. */
    int parent(int mesh) {
        var parent = skeleton.parent(mesh);
        return mesh == 0 || parent == Skeleton.MODEL_ORIGIN ? -1 : parent;
    }

    /** Mesh {@code mesh}'s rotation relative to its parent as a quaternion, into {@code out} at {@code at}. */
    void localRotation(int mesh, float[] out, int at) {
        var parent = parent(mesh);
        if (parent < 0) {
            GltfSpace.quaternion(worldRotation[mesh], out, at);
            return;
        }
        var local = new float[9];
        var p = worldRotation[parent];
        var r = worldRotation[mesh];
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                // Parent transposed times the mesh's own.
                local[row * 3 + column] = p[row] * r[column] + p[3 + row] * r[3 + column] + p[6 + row] * r[6 + column];
            }
        }
        GltfSpace.quaternion(local, out, at);
    }

    /** Mesh {@code mesh}'s place relative to its parent, in the parent's frame, into {@code out} at {@code at}. */
    void localTranslation(int mesh, float[] out, int at) {
        var parent = parent(mesh);
        var t = worldTranslation[mesh];
        if (parent < 0) {
            System.arraycopy(t, 0, out, at, 3);
            return;
        }
        var p = worldRotation[parent];
        var pt = worldTranslation[parent];
        var dx = t[0] - pt[0];
        var dy = t[1] - pt[1];
        var dz = t[2] - pt[2];
        for (int row = 0; row < 3; row++) {
            out[at + row] = p[row] * dx + p[3 + row] * dy + p[6 + row] * dz;
        }
    }

    /** Mesh-space point (x, y, z) in TR units carried by mesh {@code mesh}'s transform into glTF's model space. */
    void place(int mesh, float x, float y, float z, float[] out, int at) {
        var g = new float[3];
        GltfSpace.point(x, y, z, g, 0);
        var r = worldRotation[mesh];
        var t = worldTranslation[mesh];
        for (int row = 0; row < 3; row++) {
            out[at + row] = r[row * 3] * g[0] + r[row * 3 + 1] * g[1] + r[row * 3 + 2] * g[2] + t[row];
        }
    }

    /** The inverse of mesh {@code mesh}'s transform as a column-major 4x4, into {@code out} at {@code at}. */
    void inverse(int mesh, float[] out, int at) {
        var r = worldRotation[mesh];
        var t = worldTranslation[mesh];
        // The inverse of [R t] is [R^T, -R^T t]; column-major, column c holds row c of R (R^T's column c).
        for (int column = 0; column < 3; column++) {
            for (int row = 0; row < 3; row++) {
                out[at + column * 4 + row] = r[column * 3 + row];
            }
            out[at + column * 4 + 3] = 0;
        }
        for (int row = 0; row < 3; row++) {
            out[at + 12 + row] = -(r[row] * t[0] + r[3 + row] * t[1] + r[6 + row] * t[2]);
        }
        out[at + 15] = 1;
    }
}
