package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;

/**
 * One animated-texture group (§9.4): object textures that take each other's place in turn. The renderer
 * animates a classic group by shifting the group's {@link ObjectTextureTable} entries one step each tick
 * (entry {@code objectTextures[i]} shows what {@code objectTextures[i + 1]} holds, the last wraps to the
 * first); the speed is not stored in the level.
 *
 * @param uvRotate TR4/TR5: the group is one of the first {@code AnimatedTexturesUVCount} groups, which
 *                 scroll their texture vertically instead of cycling when the level's script asks for
 *                 UVRotate; each of its textures then scrolls on its own (the rule is not fully specified)
 */
public record AnimatedTextureSequence(List<Integer> objectTextures, boolean uvRotate) {
    public AnimatedTextureSequence {
        objectTextures = List.copyOf(objectTextures);
    }

    /**
     * The groups of {@code texturing}: a word counting them, then per group its length minus one and its
     * object-texture indices. Indices past {@code objectTextureCount} are dropped and reported; a group cut
     * short by the end of the words keeps what it has.
     */
    static List<AnimatedTextureSequence> parse(Texturing texturing, int objectTextureCount,
                                               List<DataWarning> warnings) {
        Words words = texturing.animatedTextures();
        if (words.size() == 0) {
            return List.of();
        }
        var groups = words.unsigned(0);
        var sequences = new ArrayList<AnimatedTextureSequence>();
        var at = 1;
        for (int group = 0; group < groups; group++) {
            var path = "animatedTextures[" + group + "]";
            if (at >= words.size()) {
                DataWarning.add(warnings, path, "the words end after " + group + " of " + groups + " groups");
                break;
            }
            var length = words.unsigned(at++) + 1;
            var members = new ArrayList<Integer>(Math.min(length, words.size() - at));
            for (int i = 0; i < length; i++) {
                if (at >= words.size()) {
                    DataWarning.add(warnings, path, "the words end after " + i + " of its " + length + " textures");
                    break;
                }
                var texture = words.unsigned(at++);
                if (texture < objectTextureCount) {
                    members.add(texture);
                } else {
                    DataWarning.add(warnings, path + ".textures[" + i + "]", "object texture " + texture
                            + " does not exist (the level has " + objectTextureCount + "); left out");
                }
            }
            if (!members.isEmpty()) {
                sequences.add(new AnimatedTextureSequence(members, group < texturing.animatedTexturesUvCount()));
            }
        }
        return sequences;
    }

    /** Every object texture some sequence animates. */
    static BitSet animated(List<AnimatedTextureSequence> sequences) {
        var animated = new BitSet();
        sequences.forEach(sequence -> sequence.objectTextures().forEach(animated::set));
        return animated;
    }
}
