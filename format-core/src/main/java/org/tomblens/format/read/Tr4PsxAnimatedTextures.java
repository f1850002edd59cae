package org.tomblens.format.read;

import org.tomblens.format.io.ByteCursor;

/**
 * The animated textures of a TR4 or TR5 PlayStation level: the header counts the groups and sizes their bytes; each
 * group is its length less one, then its room textures (trview). They are made into the PC's words (§9.4: the group
 * count, then each group as stored), naming the textures by their place after the object textures.
 */
final class Tr4PsxAnimatedTextures {
    private Tr4PsxAnimatedTextures() {}

    /** The groups in {@code cursor}, which holds the table's bytes, as the PC's words. */
    static short[] read(ByteCursor cursor, int groups) {
        var words = new short[1 + cursor.remaining() / 2];
        words[0] = (short) groups;
        var at = 1;
        for (int group = 0; group < groups; group++) {
            cursor.enter("animatedTextures", group);
            var count = cursor.s16("numTextureIds") + 1;
            if (count < 0 || at + 1 + count > words.length) {
                throw cursor.errorAt(cursor.position() - 2, "numTextureIds", "a group of " + count
                        + " textures runs past the table's " + (words.length - 1) + " words");
            }
            words[at++] = (short) (count - 1);
            for (int i = 0; i < count; i++) {
                words[at++] = (short) cursor.s16("textureIds");
            }
            cursor.leave();
        }
        return java.util.Arrays.copyOf(words, at);
    }

    /** {@code words} with every texture moved by {@code first}, the room textures' place. */
    static short[] renumbered(short[] words, int first) {
        var at = 1;
        for (int group = 0; group < (words[0] & 0xFFFF); group++) {
            var count = words[at++] + 1;
            for (int i = 0; i < count; i++, at++) {
                words[at] = (short) (words[at] + first);
            }
        }
        return words;
    }
}
