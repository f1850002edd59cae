package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.Affine;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.format.testing.CorpusCache;

/**
 * A player's poses: every animation of every model is played through the {@link Playhead} half a frame at
 * a time, and at each step the pose the evaluator gives for the playhead's animation, frame and fraction is
 * compared with one computed here from the keyframe words by the spec (§6.2.7, every version's layout):
 * the two keyframes around the frame, their angles turned into rotation matrices Ry·Rx·Rz, the rotations
 * interpolated as quaternions along the shorter arc and the offsets linearly, at {@code t = (frame + fraction
 * - keyframe's frame) / (next keyframe's frame - keyframe's frame)}, then chained down the mesh tree (pop
 * before push). Positions must agree within half a unit, rotations within 1e-3.
 */
class PlayedPosesTest {
    private static final double POSITION_TOLERANCE = 0.5;
    private static final double ROTATION_TOLERANCE = 1e-3;
    /** Half-frame steps played from each end of an animation. */
    private static final int STEPS_FROM_EACH_END = 16;
    private static final Playhead.CommandListener IGNORE = (animation, command) -> {};
    /** The demo level the application ships, committed beside the modules (tests run in their module's folder). */

    static Stream<Arguments> corpusLevels() {
        return Corpus.levels().stream()
                .map(path -> Arguments.of(path.getParent().getFileName() + "/" + path.getFileName(), path));
    }

    @Test
    void theDemoLevelsAnimationsPlayedHalfAFrameAtATimeMatchPosesComputedFromTheKeyframeWords() throws IOException {
        checkEveryAnimation("demo", DemoLevelFile.read());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpusLevels")
    void everyAnimationPlayedHalfAFrameAtATimeMatchesPosesComputedFromTheKeyframeWords(String name, Path path) {
        checkEveryAnimation(name, CorpusCache.level(path));
    }

    private static void checkEveryAnimation(String name, Level level) {
        var animation = LevelAnimation.build(level);
        var data = level.animation();
        var clamped = clampedAnimations(animation);
        var compared = 0;
        for (var entry : animation.models().entries()) {
            var first = data.firstAnimation(entry.index());
            var end = data.animationEnd(entry.index());
            if (first >= end || data.models().get(entry.index()).numMeshes() == 0) {
                continue;
            }
            var head = new Playhead(animation.timelines(), first, end);
            var pose = animation.poses().newPose(entry.index());
            for (int a = first; a < end; a++) {
                if (clamped.contains(a) || stride(level, data.animations().get(a), entry.index()) == 0) {
                    continue;
                }
                head.select(a);
                // The first keyframe intervals, then the last ones (the shorter last interval among them).
                var steps = 0;
                do {
                    compare(level, animation, entry.index(), head, pose, name);
                    compared++;
                } while (head.advance(0.5, Playhead.AtEnd.STOP, IGNORE) && ++steps < STEPS_FROM_EACH_END);
                head.seek(head.lastFrame() - STEPS_FROM_EACH_END / 2.0);
                do {
                    compare(level, animation, entry.index(), head, pose, name);
                    compared++;
                } while (head.advance(0.5, Playhead.AtEnd.STOP, IGNORE));
            }
        }
        assertTrue(compared > 0 || !hasAnimations(level), "no poses compared in " + name);
    }

    private static void compare(Level level, LevelAnimation animation, int model, Playhead head, Pose pose,
                                String name) {
        animation.poses().evaluate(model, head.animation(), head.frame(), head.fraction(), pose);
        var expected = expectedPose(level, model, head.animation(), head.frame() + head.fraction());
        assertPoseEquals(expected, pose, name + " model " + level.animation().models().get(model).id() + " animation "
                + head.animation() + " frame " + head.frame() + " + " + head.fraction());
    }

    private static boolean hasAnimations(Level level) {
        return level.animation().models().stream().anyMatch(m -> m.hasAnimations() && m.numMeshes() > 0);
    }

    /** Animations whose keyframes the evaluator reports clamped: their poses are its stand-ins, not the data's. */
    private static Set<Integer> clampedAnimations(LevelAnimation animation) {
        var clamped = new HashSet<Integer>();
        for (var warning : animation.warnings()) {
            var path = warning.path();
            if (path.startsWith("animations[")) {
                clamped.add(Integer.parseInt(path.substring("animations[".length(), path.indexOf(']'))));
            }
        }
        return clamped;
    }

    // --- the pose by the spec ---

    /** Per mesh, a 3x4 row-major matrix in model space at absolute frame {@code time} of animation {@code a}. */
    private static double[][] expectedPose(Level level, int model, int a, double time) {
        var data = level.animation();
        var animation = data.animations().get(a);
        var rate = Math.max(1, animation.frameRate());
        var span = Math.max(0, animation.frameEnd() - animation.frameStart());
        var tick = Math.min(span, time - animation.frameStart());
        var keyframe = (int) Math.floor(tick / rate);
        var from = keyframe * rate;
        var to = Math.min(from + rate, span);
        var t = to > from ? (tick - from) / (to - from) : 0;
        var meshes = data.models().get(model).numMeshes();
        var k0 = keyframe(level, animation, model, keyframe, meshes);
        var k1 = t > 0 ? keyframe(level, animation, model, keyframe + 1, meshes) : k0;
        var pose = new double[meshes][];
        var stack = new ArrayDeque<Integer>();
        var tree = data.meshTrees();
        var node = (int) data.models().get(model).meshTree();
        var parent = -1;
        for (int mesh = 0; mesh < meshes; mesh++) {
            var rotation = slerp(k0.rotations[mesh], k1.rotations[mesh], t);
            if (mesh == 0) {
                pose[0] = Affine.place(rotation, lerp(k0.offset[0], k1.offset[0], t),
                        lerp(k0.offset[1], k1.offset[1], t), lerp(k0.offset[2], k1.offset[2], t));
                parent = 0;
                continue;
            }
            var at = node + 4 * (mesh - 1);
            var flags = tree.get(at);
            if ((flags & 1) != 0) {
                // A pop with nothing pushed: undefined in the games, placed from the model's origin.
                parent = stack.isEmpty() ? -1 : stack.pop();
            }
            if ((flags & 2) != 0) {
                stack.push(parent);
            }
            var local = Affine.place(rotation, tree.get(at + 1), tree.get(at + 2), tree.get(at + 3));
            pose[mesh] = parent < 0 ? local : Affine.compose(pose[parent], local);
            parent = mesh;
        }
        return pose;
    }

    private record Keyframe(double[] offset, double[][] rotations) {}

    /**
     * Words from one keyframe to the next: FrameSize, but TR1 stores 0 there and always holds the box, the
     * offset, a value count and two words per mesh (DIGEST K).
     */
    private static int stride(Level level, Animation animation, int model) {
        return level.version() == GameVersion.TR1 ? 10 + 2 * level.animation().models().get(model).numMeshes()
                : animation.frameSize();
    }

    /**
     * Keyframe {@code k}: the root offset and each mesh's rotation matrix (§6.2.7). TR1 holds every angle set
     * as two words, the low word first, after a value count; TR2+ hold three-axis sets in two words, the high
     * word first, or single-axis sets in one.
     */
    private static Keyframe keyframe(Level level, Animation animation, int model, int k, int meshes) {
        var frames = level.animation().frames();
        var start = (int) (animation.frameOffset() / 2) + k * stride(level, animation, model);
        var offset = new double[] {frames.get(start + 6), frames.get(start + 7), frames.get(start + 8)};
        var tr1 = level.version() == GameVersion.TR1;
        var fine = level.version().atLeast(GameVersion.TR4);
        var rotations = new double[meshes][];
        var at = start + (tr1 ? 10 : 9);
        for (int mesh = 0; mesh < meshes; mesh++) {
            int word;
            int second;
            if (tr1) {
                second = frames.unsigned(at++);
                word = frames.unsigned(at++);
            } else {
                word = frames.unsigned(at++);
                second = (word & 0xC000) == 0 ? frames.unsigned(at++) : 0;
            }
            double x = 0, y = 0, z = 0;
            switch (tr1 ? 0 : word & 0xC000) {
                case 0 -> {
                    x = turns((word & 0x3FF0) >> 4, 1024);
                    y = turns((word & 0xF) << 6 | second >> 10, 1024);
                    z = turns(second & 0x3FF, 1024);
                }
                case 0x4000 -> x = fine ? turns(word & 0xFFF, 4096) : turns(word & 0x3FF, 1024);
                case 0x8000 -> y = fine ? turns(word & 0xFFF, 4096) : turns(word & 0x3FF, 1024);
                default -> z = fine ? turns(word & 0xFFF, 4096) : turns(word & 0x3FF, 1024);
            }
            rotations[mesh] = Affine.rotation(x, y, z);
        }
        return new Keyframe(offset, rotations);
    }

    private static double lerp(double from, double to, double t) {
        return from + (to - from) * t;
    }

    private static double turns(int steps, int perTurn) {
        return 2 * Math.PI * steps / perTurn;
    }

    /** Rotation matrices interpolated through unit quaternions (w, x, y, z), along the shorter arc. */
    private static double[] slerp(double[] from, double[] to, double t) {
        if (t == 0) {
            return from;
        }
        var a = quaternion(from);
        var b = quaternion(to);
        var dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
        if (dot < 0) {
            dot = -dot;
            for (int i = 0; i < 4; i++) {
                b[i] = -b[i];
            }
        }
        var angle = Math.acos(Math.min(1, dot));
        double wa = 1 - t, wb = t;
        if (angle > 1e-6) {
            wa = Math.sin((1 - t) * angle) / Math.sin(angle);
            wb = Math.sin(t * angle) / Math.sin(angle);
        }
        var q = new double[4];
        var norm = 0.0;
        for (int i = 0; i < 4; i++) {
            q[i] = wa * a[i] + wb * b[i];
            norm += q[i] * q[i];
        }
        norm = Math.sqrt(norm);
        double w = q[0] / norm, x = q[1] / norm, y = q[2] / norm, z = q[3] / norm;
        return new double[] {
            1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y),
            2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x),
            2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)};
    }

    /** The unit quaternion of a rotation matrix (the largest-component method, stable for every rotation). */
    private static double[] quaternion(double[] m) {
        double trace = m[0] + m[4] + m[8];
        double w, x, y, z;
        if (trace > 0) {
            var s = 2 * Math.sqrt(1 + trace);
            w = s / 4;
            x = (m[7] - m[5]) / s;
            y = (m[2] - m[6]) / s;
            z = (m[3] - m[1]) / s;
        } else if (m[0] > m[4] && m[0] > m[8]) {
            var s = 2 * Math.sqrt(1 + m[0] - m[4] - m[8]);
            w = (m[7] - m[5]) / s;
            x = s / 4;
            y = (m[1] + m[3]) / s;
            z = (m[2] + m[6]) / s;
        } else if (m[4] > m[8]) {
            var s = 2 * Math.sqrt(1 + m[4] - m[0] - m[8]);
            w = (m[2] - m[6]) / s;
            x = (m[1] + m[3]) / s;
            y = s / 4;
            z = (m[5] + m[7]) / s;
        } else {
            var s = 2 * Math.sqrt(1 + m[8] - m[0] - m[4]);
            w = (m[3] - m[1]) / s;
            x = (m[2] + m[6]) / s;
            y = (m[5] + m[7]) / s;
            z = s / 4;
        }
        return new double[] {w, x, y, z};
    }

    private static void assertPoseEquals(double[][] expected, Pose pose, String where) {
        assertEquals(expected.length, pose.meshCount(), where);
        for (int mesh = 0; mesh < expected.length; mesh++) {
            for (int element = 0; element < 12; element++) {
                var tolerance = element % 4 == 3 ? POSITION_TOLERANCE : ROTATION_TOLERANCE;
                var want = expected[mesh][element];
                var got = pose.matrix(mesh, element);
                if (Math.abs(want - got) > tolerance) {
                    fail(where + ": mesh " + mesh + " element " + element + " is " + got + ", by the spec " + want);
                }
            }
        }
    }
}
