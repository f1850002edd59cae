package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Words;

/**
 * TombEngine's keyframes (box, root offset, one quaternion per bone) as TR4 keyframe words: the box and offset as
 * words (from 1.11 stored as floats, the box as centre and half extents), each rotation as two words of three 10-bit angles (§6.2.7). Tomb Editor makes each quaternion with
 * .NET's {@code CreateFromYawPitchRoll} from the TR angles, so that yaw is about Y, pitch about X and roll about Z,
 * applied as Ry · Rx · Rz, the order TR's keyframes use: the angles come back out of that matrix.
 */
final class TenKeyFrames {
    static final int MIN_BYTES = 20;
    /** The smallest keyframe of 1.11 on: nine floats and a bone count. */
    static final int MIN_CENTRED_BYTES = 40;
    private static final double STEPS_PER_RADIAN = 1024 / (2 * Math.PI);

    private final List<Integer> wordStart = new ArrayList<>();
    private final List<Integer> words = new ArrayList<>();
    private final List<Integer> size = new ArrayList<>();

    /** Reads {@code count} keyframes. */
    static TenKeyFrames read(ByteCursor cursor) {
        var frames = new TenKeyFrames();
        var count = cursor.count32("frames", MIN_BYTES);
        for (int f = 0; f < count; f++) {
            cursor.enter("frames", f);
            frames.wordStart.add(frames.words.size());
            for (int w = 0; w < 9; w++) {
                frames.words.add(cursor.s16(w < 6 ? "boundingBox" : "offset"));
            }
            var angles = cursor.s16("angleCount");
            frames.rotations(cursor, cursor.checkedCount(cursor.position() - 2, "angles", angles, 16));
            cursor.leave();
        }
        return frames;
    }

    /**
     * Appends one keyframe as 1.11 on stores it: the box's centre and half extents and the root offset as floats,
     * then an int count of quaternions; returns its index.
     */
    int readCentred(ByteCursor cursor) {
        var index = count();
        wordStart.add(words.size());
        var centre = TenSurface.floats(cursor, "boundingBox.centre", 3);
        var extents = TenSurface.floats(cursor, "boundingBox.extents", 3);
        var offset = TenSurface.floats(cursor, "rootOffset", 3);
        for (int axis = 0; axis < 3; axis++) {
            words.add(word(centre[axis] - extents[axis]));
            words.add(word(centre[axis] + extents[axis]));
        }
        for (var value : offset) {
            words.add(word(value));
        }
        rotations(cursor, cursor.count32("boneOrientations", 16));
        return index;
    }

    /** Reads {@code count} quaternions and ends the keyframe begun last. */
    private void rotations(ByteCursor cursor, int count) {
        for (int a = 0; a < count; a++) {
            var q = TenSurface.floats(cursor, "angles", 4);
            rotation(q[0], q[1], q[2], q[3]);
        }
        size.add(words.size() - wordStart.get(wordStart.size() - 1));
    }

    private static int word(float value) {
        return Float.isFinite(value) ? Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(value))) : 0;
    }

    private void rotation(float qx, float qy, float qz, float qw) {
        double x = qx;
        double y = qy;
        double z = qz;
        double w = qw;
        var m02 = 2 * (x * z + y * w);
        var m10 = 2 * (x * y + z * w);
        var m11 = 1 - 2 * (x * x + z * z);
        var m12 = 2 * (y * z - x * w);
        var m22 = 1 - 2 * (x * x + y * y);
        var pitch = Math.asin(Math.max(-1, Math.min(1, -m12)));
        var yaw = Math.atan2(m02, m22);
        var roll = Math.atan2(m10, m11);
        var ax = steps(pitch);
        var ay = steps(yaw);
        var az = steps(roll);
        words.add(ax << 4 | ay >> 6);
        words.add((ay & 0x3F) << 10 | az);
    }

    private static int steps(double radians) {
        return Double.isFinite(radians) ? (int) Math.round(radians * STEPS_PER_RADIAN) & 0x3FF : 0;
    }

    int count() {
        return wordStart.size();
    }

    /** The byte offset of keyframe {@code index} in {@link #words()}; past the end for one past the table. */
    long byteOffset(int index) {
        return 2L * (index >= 0 && index < wordStart.size() ? wordStart.get(index) : words.size());
    }

    /** The words of keyframe {@code index}, 0 outside the table. */
    int size(int index) {
        return index >= 0 && index < size.size() ? size.get(index) : 0;
    }

    Words words() {
        var out = new short[words.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (short) (int) words.get(i);
        }
        return Words.own(out);
    }
}
