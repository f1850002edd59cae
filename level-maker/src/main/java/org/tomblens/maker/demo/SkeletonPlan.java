package org.tomblens.maker.demo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;

/**
 * A model's meshes and the tree that joins them (§6.2.1), with the way each joint's rotation is stored in
 * a keyframe (§6.2.7). Joints are listed parent before child, each subtree in one run (the order the mesh
 * stack needs); the stack flags follow from the parents.
 */
final class SkeletonPlan {
    /** One turn in TR2 keyframe angle units (§6.2.7: 0x100 is 90 degrees). */
    static final int TURN = 1024;

    /** How a joint's rotation is stored: three axes in two words, or one axis in one word. */
    enum Axes {
        XYZ(2), X(1), Y(1), Z(1);

        final int words;

        Axes(int words) {
            this.words = words;
        }
    }

    /** A mesh hung from {@code parent} (-1 for the root) at offset (dx, dy, dz) from the parent's origin. */
    record Joint(Mesh mesh, int parent, int dx, int dy, int dz, Axes axes) {}

    /**
     * A keyframe: the root's offset from the entity and each joint's rotation (x, y, z) in 1024ths of a
     * turn, applied in the order Y, X, Z (§6.2.7).
     */
    record Pose(int x, int y, int z, int[][] angles) {}

    private final List<Joint> joints = new ArrayList<>();

    SkeletonPlan(Mesh root, Axes axes) {
        joints.add(new Joint(root, -1, 0, 0, 0, axes));
    }

    /** Adds a joint and returns its index. */
    int joint(Mesh mesh, int parent, int dx, int dy, int dz, Axes axes) {
        if (parent < 0 || parent >= joints.size()) {
            throw new IllegalArgumentException("parent " + parent + " is not an earlier joint");
        }
        joints.add(new Joint(mesh, parent, dx, dy, dz, axes));
        return joints.size() - 1;
    }

    int size() {
        return joints.size();
    }

    List<Mesh> meshes() {
        return joints.stream().map(Joint::mesh).toList();
    }

    /**
     * §6.2.1: four dwords per joint after the root: flags, dx, dy, dz. Bit 0 pops the parent off the mesh
     * stack (else the previous mesh is the parent); bit 1 pushes the parent, after any pop.
     */
    List<Integer> meshTree() {
        var words = new ArrayList<Integer>();
        var stack = new ArrayDeque<Integer>();
        for (int i = 1; i < joints.size(); i++) {
            var joint = joints.get(i);
            var flags = 0;
            if (joint.parent() != i - 1) {
                if (stack.isEmpty() || stack.peek() != joint.parent()) {
                    throw new IllegalStateException("joint " + i + " is not listed right after its parent's subtree");
                }
                stack.pop();
                flags |= 1;
            }
            if (hasLaterChild(joint.parent(), i)) {
                stack.push(joint.parent());
                flags |= 2;
            }
            words.addAll(List.of(flags, joint.dx(), joint.dy(), joint.dz()));
        }
        return words;
    }

    private boolean hasLaterChild(int parent, int after) {
        for (int j = after + 1; j < joints.size(); j++) {
            if (joints.get(j).parent() == parent) {
                return true;
            }
        }
        return false;
    }

    /** Words per keyframe: box (6), root offset (3), then each joint's angle words. */
    int frameSize() {
        return 9 + joints.stream().mapToInt(joint -> joint.axes().words).sum();
    }

    /**
     * §6.2.7: a keyframe's words. Its box is the posed model's extent, so that every vertex lies inside
     * the box stored with it. A three-axis set packs X in bits 4..13 of the first word, Y across both and
     * Z in bits 0..9 of the second; a one-axis word tags its axis in bits 14..15 (0x4000 X, 0x8000 Y,
     * 0xC000 Z) over a 10-bit angle.
     */
    List<Short> encode(Pose pose) {
        var box = bounds(pose);
        var words = new ArrayList<Short>(frameSize());
        for (var value : new int[] {box.minX(), box.maxX(), box.minY(), box.maxY(), box.minZ(), box.maxZ(),
                pose.x(), pose.y(), pose.z()}) {
            words.add((short) value);
        }
        for (int i = 0; i < joints.size(); i++) {
            var angles = pose.angles()[i];
            var x = Math.floorMod(angles[0], TURN);
            var y = Math.floorMod(angles[1], TURN);
            var z = Math.floorMod(angles[2], TURN);
            var axes = joints.get(i).axes();
            if (axes != Axes.XYZ && (axes != Axes.X && x != 0 || axes != Axes.Y && y != 0 || axes != Axes.Z && z != 0)) {
                throw new IllegalArgumentException("joint " + i + " turns about an axis its " + axes + " set cannot store");
            }
            switch (axes) {
                case XYZ -> {
                    words.add((short) (x << 4 | y >> 6));
                    words.add((short) ((y & 0x3F) << 10 | z));
                }
                case X -> words.add((short) (0x4000 | x));
                case Y -> words.add((short) (0x8000 | y));
                case Z -> words.add((short) (0xC000 | z));
            }
        }
        return words;
    }

    /** The posed model's extent, whole units outward (§6.2.7 bounding box). */
    BoundingBox bounds(Pose pose) {
        var matrices = matrices(pose);
        var min = new double[] {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
        var max = new double[] {-Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (int i = 0; i < joints.size(); i++) {
            for (Vertex v : joints.get(i).mesh().vertices()) {
                var p = transform(matrices[i], v.x(), v.y(), v.z());
                for (int c = 0; c < 3; c++) {
                    min[c] = Math.min(min[c], p[c]);
                    max[c] = Math.max(max[c], p[c]);
                }
            }
        }
        return new BoundingBox(floor(min[0]), ceil(max[0]), floor(min[1]), ceil(max[1]), floor(min[2]), ceil(max[2]));
    }

    /** Each joint's model-space matrix: M_root = T(offset) R_root, M_i = M_parent T(d_i) R_i (R = Ry Rx Rz). */
    double[][] matrices(Pose pose) {
        var matrices = new double[joints.size()][];
        for (int i = 0; i < joints.size(); i++) {
            var joint = joints.get(i);
            var rotation = rotation(pose.angles()[i]);
            if (joint.parent() < 0) {
                matrices[i] = multiply(translation(pose.x(), pose.y(), pose.z()), rotation);
            } else {
                matrices[i] = multiply(multiply(matrices[joint.parent()],
                        translation(joint.dx(), joint.dy(), joint.dz())), rotation);
            }
        }
        return matrices;
    }

    // --- 3 x 4 affine matrices, row-major: [r00 r01 r02 tx; r10 r11 r12 ty; r20 r21 r22 tz] ---

    private static double[] translation(double x, double y, double z) {
        return new double[] {1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z};
    }

    /** Standard right-handed rotations, applied Y, then X, then Z. */
    private static double[] rotation(int[] angles) {
        var ax = angles[0] * 2 * StrictMath.PI / TURN;
        var ay = angles[1] * 2 * StrictMath.PI / TURN;
        var az = angles[2] * 2 * StrictMath.PI / TURN;
        var ry = new double[] {StrictMath.cos(ay), 0, StrictMath.sin(ay), 0, 0, 1, 0, 0,
                -StrictMath.sin(ay), 0, StrictMath.cos(ay), 0};
        var rx = new double[] {1, 0, 0, 0, 0, StrictMath.cos(ax), -StrictMath.sin(ax), 0,
                0, StrictMath.sin(ax), StrictMath.cos(ax), 0};
        var rz = new double[] {StrictMath.cos(az), -StrictMath.sin(az), 0, 0, StrictMath.sin(az), StrictMath.cos(az), 0, 0,
                0, 0, 1, 0};
        return multiply(multiply(ry, rx), rz);
    }

    private static double[] multiply(double[] a, double[] b) {
        var m = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 4; col++) {
                var sum = col == 3 ? a[row * 4 + 3] : 0;
                for (int k = 0; k < 3; k++) {
                    sum += a[row * 4 + k] * b[k * 4 + col];
                }
                m[row * 4 + col] = sum;
            }
        }
        return m;
    }

    static double[] transform(double[] m, double x, double y, double z) {
        return new double[] {
            m[0] * x + m[1] * y + m[2] * z + m[3],
            m[4] * x + m[5] * y + m[6] * z + m[7],
            m[8] * x + m[9] * y + m[10] * z + m[11]};
    }

    private static int floor(double value) {
        return (int) StrictMath.floor(value);
    }

    private static int ceil(double value) {
        return (int) StrictMath.ceil(value);
    }
}
