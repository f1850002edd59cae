package org.tomblens.format.wad2;

import java.util.List;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.model.GameVersion;

/**
 * A movable's keyframes as a level of the given version stores them (§6.2.7), as the editor compiles them: the box
 * (min X, max X, then Y and Z, Y turned down), the root offset, then each bone's rotation. From TR2 on, a rotation
 * about one axis alone takes one word (the axis in bits 14–15, the angle in 4096 steps per turn in TR4/TR5, 1024
 * in TR2/TR3), any other two words (three 10-bit angles, 1024 steps per turn). TR1 counts the rotations in a word
 * before them and stores each as two words, low word first. X and Z turn the other way in TR's Y-down axes, so
 * their angles are negated. From TR2 on, the keyframes of one animation are padded with zeros to the longest.
 */
final class Wad2KeyFrames {
    /** An angle this close to zero counts as none: a single-axis rotation needs the other two at zero. */
    private static final float ABOUT_ZERO = 1f / 2048;
    private static final int X_ONLY = 0x4000;
    private static final int Y_ONLY = 0x8000;
    private static final int Z_ONLY = 0xC000;

    private final GameVersion version;

    Wad2KeyFrames(GameVersion version) {
        this.version = version;
    }

    /** The keyframes' words, each keyframe {@link #size} words long (zeros after its own). */
    short[] words(List<Wad2Animation.KeyFrame> keyFrames, int size) {
        var words = new short[keyFrames.size() * size];
        for (int k = 0; k < keyFrames.size(); k++) {
            var keyFrame = keyFrames.get(k);
            var out = new Out(words, k * size);
            out.add(clamp(keyFrame.boxMin().x()));
            out.add(clamp(keyFrame.boxMax().x()));
            out.add(clamp(-keyFrame.boxMin().y()));
            out.add(clamp(-keyFrame.boxMax().y()));
            out.add(clamp(keyFrame.boxMin().z()));
            out.add(clamp(keyFrame.boxMax().z()));
            out.add(clamp(Math.round(keyFrame.offset().x())));
            out.add(clamp(Math.round(-keyFrame.offset().y())));
            out.add(clamp(Math.round(keyFrame.offset().z())));
            if (version == GameVersion.TR1) {
                out.add(keyFrame.angles().size());
            }
            for (var angle : keyFrame.angles()) {
                rotation(angle, out);
            }
        }
        return words;
    }

    /** Writes words one after another from {@code next}. */
    private static final class Out {
        private final short[] words;
        private int next;

        Out(short[] words, int next) {
            this.words = words;
            this.next = next;
        }

        void add(int word) {
            words[next++] = (short) word;
        }
    }

    /** The words of the longest keyframe. */
    int size(List<Wad2Animation.KeyFrame> keyFrames) {
        var longest = 0;
        for (var keyFrame : keyFrames) {
            var words = version == GameVersion.TR1 ? 10 : 9;
            for (var angle : keyFrame.angles()) {
                words += version != GameVersion.TR1 && singleAxis(angle) ? 1 : 2;
            }
            longest = Math.max(longest, words);
        }
        return longest;
    }

    private static boolean singleAxis(Vector3 angle) {
        var x = aboutZero(angle.x());
        var y = aboutZero(angle.y());
        var z = aboutZero(angle.z());
        return y && z || x && z || x && y;
    }

    private void rotation(Vector3 angle, Out out) {
        var x = aboutZero(angle.x());
        var y = aboutZero(angle.y());
        var z = aboutZero(angle.z());
        var singleSteps = version.isChunked() ? 4096 : 1024;
        if (version != GameVersion.TR1 && y && z) {
            out.add(X_ONLY | steps(-angle.x(), singleSteps));
        } else if (version != GameVersion.TR1 && x && z) {
            out.add(Y_ONLY | steps(angle.y(), singleSteps));
        } else if (version != GameVersion.TR1 && x && y) {
            out.add(Z_ONLY | steps(-angle.z(), singleSteps));
        } else {
            var rx = steps(-angle.x(), 1024);
            var ry = steps(angle.y(), 1024);
            var rz = steps(-angle.z(), 1024);
            var high = rx << 4 | ry >> 6;
            var low = (ry & 0x3F) << 10 | rz;
            out.add(version == GameVersion.TR1 ? low : high);
            out.add(version == GameVersion.TR1 ? high : low);
        }
    }

    private static boolean aboutZero(float degrees) {
        return Math.abs(degrees) <= ABOUT_ZERO;
    }

    /** Degrees as {@code perTurn} steps per turn, wrapped into one turn. */
    private static int steps(float degrees, int perTurn) {
        return (int) Math.round(degrees * (perTurn / 360.0)) & (perTurn - 1);
    }

    private static int clamp(double value) {
        return (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, value));
    }
}
