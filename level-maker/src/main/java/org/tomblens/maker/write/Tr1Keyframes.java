package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.Arrays;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Words;

/**
 * A TR2 level's animations with their keyframes rewritten as TR1 keeps them (§6.2.7), for the PlayStation builds
 * of TR2 that keep them so: each keyframe's box and offset, a count of angle sets (the owning model's meshes), then
 * two words a set, the low word first. A TR2 one-axis angle becomes the three-axis set with the other two axes 0.
 * Each animation's keyframes are written one after another at TR1's stride from a new first offset, its model's
 * frames start where its first animation's do; keyframes that do not lie whole within their model's frame data
 * are left out, as the PC reader clamps to the last one that does.
 */
final class Tr1Keyframes {
    private static final int HEADER_WORDS = 9;
    private static final int AXIS = 0xC000;

    private final AnimationData data;
    private final long[] modelStarts;
    private short[] frames = new short[1024];
    private int size;

    private Tr1Keyframes(AnimationData data) {
        this.data = data;
        this.modelStarts = data.models().stream().mapToLong(m -> m.frameOffset() / 2).sorted().distinct().toArray();
    }

    static AnimationData of(AnimationData data) {
        return new Tr1Keyframes(data).convert();
    }

    private AnimationData convert() {
        var owners = data.animationOwners();
        var animations = new ArrayList<Animation>(data.animations().size());
        var starts = new long[data.animations().size()];
        for (int a = 0; a < data.animations().size(); a++) {
            var animation = data.animations().get(a);
            starts[a] = 2L * size;
            if (owners[a] >= 0) {
                keyframes(animation, data.models().get(owners[a]).numMeshes());
            }
            animations.add(new Animation(starts[a], animation.frameRate(), animation.frameSize(), animation.state(),
                    animation.speed(), animation.accel(), animation.lateralSpeed(), animation.lateralAccel(),
                    animation.frameStart(), animation.frameEnd(), animation.nextAnimation(), animation.nextFrame(),
                    animation.numStateChanges(), animation.stateChangeIndex(), animation.numAnimCommands(),
                    animation.animCommandIndex()));
        }
        var models = new ArrayList<Model>(data.models().size());
        for (var model : data.models()) {
            var first = data.firstAnimation(models.size());
            var frameOffset = first < starts.length ? starts[first] : 2L * size;
            models.add(new Model(model.id(), model.numMeshes(), model.startingMesh(), model.meshTree(), frameOffset,
                    model.animation()));
        }
        return new AnimationData(models, animations, data.stateChanges(), data.dispatches(), data.commands(),
                data.meshTrees(), Words.own(Arrays.copyOf(frames, size)));
    }

    /** Writes the keyframes of {@code animation}, whose model has {@code meshes} meshes. */
    private void keyframes(Animation animation, int meshes) {
        var first = (int) (animation.frameOffset() / 2);
        var limit = limit(first);
        var rate = Math.max(1, animation.frameRate());
        var span = Math.max(0, animation.frameEnd() - animation.frameStart());
        var count = (span + rate - 1) / rate + 1;
        for (int k = 0; k < count; k++) {
            var start = (long) first + (long) k * animation.frameSize();
            if (start + HEADER_WORDS > limit || !keyframe((int) start, meshes, limit)) {
                return;
            }
        }
    }

    /** Where the frame data of the model whose frames hold word {@code first} ends. */
    private long limit(int first) {
        for (var start : modelStarts) {
            if (start > first) {
                return Math.min(start, data.frames().size());
            }
        }
        return data.frames().size();
    }

    /** Writes the TR2 keyframe at word {@code start} as TR1's, or returns false where it runs past {@code limit}. */
    private boolean keyframe(int start, int meshes, long limit) {
        var words = new short[HEADER_WORDS + 1 + 2 * meshes];
        var at = start + HEADER_WORDS;
        for (int mesh = 0; mesh < meshes; mesh++) {
            if (at >= limit) {
                return false;
            }
            var word = data.frames().unsigned(at);
            int set;
            if ((word & AXIS) == 0) {
                if (at + 1 >= limit) {
                    return false;
                }
                set = word << 16 | data.frames().unsigned(at + 1);
                at += 2;
            } else {
                var angle = word & 0x3FF;
                set = switch (word & AXIS) {
                    case 0x4000 -> angle << 20;
                    case 0x8000 -> angle << 10;
                    default -> angle;
                };
                at++;
            }
            words[HEADER_WORDS + 1 + 2 * mesh] = (short) set;
            words[HEADER_WORDS + 2 + 2 * mesh] = (short) (set >>> 16);
        }
        for (int i = 0; i < HEADER_WORDS; i++) {
            words[i] = data.frames().get(start + i);
        }
        words[HEADER_WORDS] = (short) meshes;
        append(words);
        return true;
    }

    private void append(short[] words) {
        if (size + words.length > frames.length) {
            frames = Arrays.copyOf(frames, Math.max(2 * frames.length, size + words.length));
        }
        System.arraycopy(words, 0, frames, size, words.length);
        size += words.length;
    }
}
