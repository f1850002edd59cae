package org.tomblens.maker.demo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Words;

/**
 * A small pose evaluator for tests, written from the digest's checked rules (DIGEST K) and independent of
 * the generator's: TR2 keyframes are a box, a root offset, then per mesh a three-axis set (two words) or a
 * one-axis word, at 1024 per turn; a mesh's rotation is Ry Rx Rz (so a point turns about Z first); a mesh
 * hangs at its tree offset from its parent; the tree pops before it pushes. Points are carried up the
 * chain of parents one by one rather than through matrices.
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
        var count = model.numMeshes();
        var angles = new double[count][3];
        var offsets = new double[count][];
        var parents = new int[count];
        var at = start + 9;
        var stack = new ArrayDeque<Integer>();
        for (int i = 0; i < count; i++) {
            var word = frames.unsigned(at++);
            var axis = word & 0xC000;
            if (axis == 0) {
                var second = frames.unsigned(at++);
                angles[i] = new double[] {(word & 0x3FF0) >> 4, (word & 0xF) << 6 | second >> 10, second & 0x3FF};
            } else {
                angles[i][axis == 0x4000 ? 0 : axis == 0x8000 ? 1 : 2] = word & 0x3FF;
            }
            if (i == 0) {
                parents[0] = -1;
                offsets[0] = new double[] {frames.get(start + 6), frames.get(start + 7), frames.get(start + 8)};
                continue;
            }
            var node = (int) model.meshTree() + 4 * (i - 1);
            var flags = tree.get(node);
            var parent = i - 1;
            if ((flags & 1) != 0) {
                parent = stack.pop();
            }
            if ((flags & 2) != 0) {
                stack.push(parent);
            }
            parents[i] = parent;
            offsets[i] = new double[] {tree.get(node + 1), tree.get(node + 2), tree.get(node + 3)};
        }
        var points = new ArrayList<double[]>();
        for (int i = 0; i < count; i++) {
            for (var v : level.meshes().get(model.startingMesh() + i).vertices()) {
                double[] point = {v.x(), v.y(), v.z()};
                for (var mesh = i; mesh >= 0; mesh = parents[mesh]) {
                    point = turn(point, angles[mesh]);
                    for (int c = 0; c < 3; c++) {
                        point[c] += offsets[mesh][c];
                    }
                }
                points.add(point);
            }
        }
        return points;
    }

    /** Turns a point about Z, then X, then Y (the matrix Ry Rx Rz), by angles in 1024ths of a turn. */
    private static double[] turn(double[] p, double[] angles) {
        var z = angles[2] * 2 * Math.PI / 1024;
        var x = angles[0] * 2 * Math.PI / 1024;
        var y = angles[1] * 2 * Math.PI / 1024;
        double[] a = {p[0] * Math.cos(z) - p[1] * Math.sin(z), p[0] * Math.sin(z) + p[1] * Math.cos(z), p[2]};
        double[] b = {a[0], a[1] * Math.cos(x) - a[2] * Math.sin(x), a[1] * Math.sin(x) + a[2] * Math.cos(x)};
        return new double[] {b[0] * Math.cos(y) + b[2] * Math.sin(y), b[1], -b[0] * Math.sin(y) + b[2] * Math.cos(y)};
    }
}
