package org.tomblens.format.demo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Words;

/**
 * A small pose evaluator for tests, written from the digest's checked rules (DIGEST K): TR2 keyframes
 * are a box, a root offset, then per mesh a three-axis set (two words) or a one-axis word at 1024 per
 * turn; a mesh's rotation is Ry Rx Rz; M_i = M_parent T(offset) R_i; the tree pops before it pushes.
 */
final class Poses {
    private Poses() {}

    /** The six words of the keyframe's box: minX, maxX, minY, maxY, minZ, maxZ. */
    static int[] box(Words frames, int start) {
        var box = new int[6];
        for (int i = 0; i < 6; i++) {
            box[i] = frames.get(start + i);
        }
        return box;
    }

    /** Every vertex of the model's meshes, posed by the keyframe at word {@code start}. */
    static List<double[]> posedVertices(Level level, Model model, int start) {
        var frames = level.animation().frames();
        var tree = level.animation().meshTrees();
        var at = start + 9;
        var stack = new ArrayDeque<double[]>();
        var matrices = new double[model.numMeshes()][];
        var points = new ArrayList<double[]>();
        for (int i = 0; i < model.numMeshes(); i++) {
            var word = frames.unsigned(at++);
            double x = 0;
            double y = 0;
            double z = 0;
            switch (word & 0xC000) {
                case 0 -> {
                    var second = frames.unsigned(at++);
                    x = (word & 0x3FF0) >> 4;
                    y = (word & 0xF) << 6 | second >> 10;
                    z = second & 0x3FF;
                }
                case 0x4000 -> x = word & 0x3FF;
                case 0x8000 -> y = word & 0x3FF;
                default -> z = word & 0x3FF;
            }
            var rotation = multiply(multiply(rotationY(y), rotationX(x)), rotationZ(z));
            if (i == 0) {
                matrices[0] = multiply(translation(frames.get(start + 6), frames.get(start + 7), frames.get(start + 8)),
                        rotation);
            } else {
                var node = (int) model.meshTree() + 4 * (i - 1);
                var flags = tree.get(node);
                var parent = matrices[i - 1];
                if ((flags & 1) != 0) {
                    parent = stack.pop();
                }
                if ((flags & 2) != 0) {
                    stack.push(parent);
                }
                matrices[i] = multiply(multiply(parent, translation(tree.get(node + 1), tree.get(node + 2),
                        tree.get(node + 3))), rotation);
            }
            for (var v : level.meshes().get(model.startingMesh() + i).vertices()) {
                var m = matrices[i];
                points.add(new double[] {m[0] * v.x() + m[1] * v.y() + m[2] * v.z() + m[3],
                        m[4] * v.x() + m[5] * v.y() + m[6] * v.z() + m[7],
                        m[8] * v.x() + m[9] * v.y() + m[10] * v.z() + m[11]});
            }
        }
        return points;
    }

    private static double radians(double units) {
        return units * 2 * Math.PI / 1024;
    }

    private static double[] rotationX(double units) {
        var c = Math.cos(radians(units));
        var s = Math.sin(radians(units));
        return new double[] {1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0};
    }

    private static double[] rotationY(double units) {
        var c = Math.cos(radians(units));
        var s = Math.sin(radians(units));
        return new double[] {c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0};
    }

    private static double[] rotationZ(double units) {
        var c = Math.cos(radians(units));
        var s = Math.sin(radians(units));
        return new double[] {c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0};
    }

    private static double[] translation(double x, double y, double z) {
        return new double[] {1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z};
    }

    /** 3 x 4 affine matrices, row-major. */
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
}
