package org.tomblens.format.anim;

import java.util.Arrays;

/**
 * The transforms of a model's meshes at one moment, in model space (TR units, Y down, before the entity's
 * placement): for each mesh a 3x4 row-major matrix {@code [r00 r01 r02 tx, r10 r11 r12 ty, r20 r21 r22 tz]}
 * taking mesh-space points to model space, and the frame's bounding box.
 *
 * <p>A pose is a buffer that {@link PoseEvaluator} fills again for every evaluation, so that animating
 * allocates nothing; it also holds the evaluator's working space. Copy what must outlive the next fill.
 */
public final class Pose {
    /** Floats per mesh matrix. */
    public static final int MATRIX_FLOATS = 12;

    final float[] matrices;
    final float[] box = new float[6];
    // working space for PoseEvaluator: two keyframes and their blend
    final float[] boxB = new float[6];
    final float[] offsetA = new float[3];
    final float[] offsetB = new float[3];
    final float[] rotationsA;
    final float[] rotationsB;
    final float[] rotation = new float[9];

    public Pose(int meshCount) {
        matrices = new float[MATRIX_FLOATS * meshCount];
        rotationsA = new float[4 * meshCount];
        rotationsB = new float[4 * meshCount];
    }

    public int meshCount() {
        return matrices.length / MATRIX_FLOATS;
    }

    /** Element {@code element} (0..11, row-major) of mesh {@code mesh}'s matrix. */
    public float matrix(int mesh, int element) {
        return matrices[MATRIX_FLOATS * mesh + element];
    }

    /** Copies every mesh's matrix, one after another, into {@code target} from {@code offset}. */
    public void copyMatrices(float[] target, int offset) {
        System.arraycopy(matrices, 0, target, offset, matrices.length);
    }

    /** Axis 0, 1 or 2 of mesh {@code mesh}'s origin in model space. */
    public float position(int mesh, int axis) {
        return matrices[MATRIX_FLOATS * mesh + 4 * axis + 3];
    }

    /** Row {@code row}, column {@code column} of mesh {@code mesh}'s rotation. */
    public float rotation(int mesh, int row, int column) {
        return matrices[MATRIX_FLOATS * mesh + 4 * row + column];
    }

    /** The bounding box: minX, maxX, minY, maxY, minZ, maxZ (§6.2.7's order). */
    public float[] boundingBox() {
        return box.clone();
    }

    /** One value of {@link #boundingBox()} (0 minX .. 5 maxZ), without a copy. */
    public float boundingBox(int component) {
        return box[component];
    }

    @Override
    public String toString() {
        return "Pose[" + meshCount() + " meshes, box " + Arrays.toString(box) + "]";
    }
}
