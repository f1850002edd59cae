package org.tomblens.format.anim;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Words;

/**
 * Reads keyframes from the frame words (§6.2.7): a bounding box (min/max per axis), the root's offset, then
 * one angle set per mesh. Every read stays below a limit (the end of the model's frame data); words past it
 * read as 0, so a cut-short keyframe gives zero angles rather than another model's data.
 *
 * <ul>
 * <li>TR1 (and TR2's PlayStation builds of versions 42 and 38): a word counting the angle sets (meshes past it
 *     get zero angles), then sets of two words each, the low word first: {@code set = second << 16 | first};
 *     X is bits 20..29, Y 10..19, Z 0..9, at 1024 steps per turn.
 * <li>TR2+: per mesh a word {@code w}: when {@code w & 0xC000} is 0 a three-axis set follows as above with
 *     {@code w} the high word; otherwise one axis ({@code 0x4000} X, {@code 0x8000} Y, {@code 0xC000} Z) of
 *     {@code w & 0x3FF} at 1024 steps per turn (TR2/TR3) or {@code w & 0xFFF} at 4096 (TR4/TR5).
 * </ul>
 */
final class FrameDecoder {
    /** Words before the angles: the box and the offset, and TR1's count of angle sets. */
    static final int HEADER_WORDS = 9;

    private final Words frames;
    private final boolean tr1;
    private final boolean fineSingleAxis;

    /** @param tr1Keyframes whether the frames are kept as TR1 keeps them, whatever {@code version} */
    FrameDecoder(GameVersion version, boolean tr1Keyframes, Words frames) {
        this.frames = frames;
        this.tr1 = tr1Keyframes;
        this.fineSingleAxis = version.isChunked();
    }

    /** TR1's keyframe stride in words, which its FrameSize byte (0) does not give: 10 + 2 x meshes. */
    static int tr1Stride(int meshes) {
        return HEADER_WORDS + 1 + 2 * meshes;
    }

    /**
     * How many words the keyframe at {@code start} takes for {@code meshes} meshes, or -1 when it does not
     * end by {@code limit}.
     */
    int length(int start, int meshes, int limit) {
        var at = start + HEADER_WORDS;
        if (tr1) {
            at += 1 + 2 * Math.min(meshes, Math.max(0, word(at, limit)));
        } else {
            for (int mesh = 0; mesh < meshes && at < limit; mesh++) {
                at += (frames.unsigned(at) & 0xC000) == 0 ? 2 : 1;
            }
        }
        return at <= limit ? at - start : -1;
    }

    /**
     * Decodes the keyframe at {@code start}: the box into {@code box[0..5]} (minX, maxX, minY, maxY, minZ,
     * maxZ), the offset into {@code offset[0..2]}, and each mesh's rotation as a quaternion into
     * {@code rotations[4 * mesh ..]}.
     */
    void decode(int start, int meshes, int limit, float[] box, float[] offset, float[] rotations) {
        for (int i = 0; i < 6; i++) {
            box[i] = signed(start + i, limit);
        }
        for (int i = 0; i < 3; i++) {
            offset[i] = signed(start + 6 + i, limit);
        }
        var at = start + HEADER_WORDS;
        var sets = meshes;
        if (tr1) {
            sets = Math.min(meshes, Math.max(0, word(at, limit)));
            at++;
        }
        for (int mesh = 0; mesh < meshes; mesh++) {
            if (mesh >= sets) {
                Rotations.fromAngles(0, 0, 0, rotations, 4 * mesh);
                continue;
            }
            int set;
            if (tr1) {
                set = word(at + 1, limit) << 16 | word(at, limit);
                at += 2;
            } else {
                var first = word(at, limit);
                var axis = first & 0xC000;
                if (axis != 0) {
                    at++;
                    var angle = fineSingleAxis ? first & 0xFFF : (first & 0x3FF) << 2;
                    Rotations.fromAngles(axis == 0x4000 ? angle : 0, axis == 0x8000 ? angle : 0,
                            axis == 0xC000 ? angle : 0, rotations, 4 * mesh);
                    continue;
                }
                set = first << 16 | word(at + 1, limit);
                at += 2;
            }
            Rotations.fromAngles((set >> 20 & 0x3FF) << 2, (set >> 10 & 0x3FF) << 2, (set & 0x3FF) << 2,
                    rotations, 4 * mesh);
        }
    }

    private int word(int index, int limit) {
        return index < limit ? frames.unsigned(index) : 0;
    }

    private int signed(int index, int limit) {
        return index < limit ? frames.get(index) : 0;
    }
}
