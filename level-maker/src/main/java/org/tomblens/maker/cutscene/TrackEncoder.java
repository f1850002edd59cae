package org.tomblens.maker.cutscene;

import java.util.ArrayList;
import java.util.List;

/**
 * Codes one axis of a cutscene node as the games decode it (DIGEST H): the changes from frame to frame, run-length
 * coded into signed words of a fixed width, packed least significant bit first. Equal changes become repeats (up
 * to 7 with the short form, up to 255 with the long one), others literal runs of up to 16, so that a track written
 * here uses all three codings.
 */
final class TrackEncoder {
    private static final int LITERALS = 0x20;
    private static final int LONG_REPEAT = 0x10;
    private static final int MOST_LITERALS = 16;
    private static final int MOST_SHORT_REPEAT = 7;
    private static final int MOST_LONG_REPEAT = 255;
    /** The control words need 6 bits (0x20 and a count); the widest width the header can name is 15. */
    static final int LEAST_BITS = 6;
    static final int MOST_BITS = 15;

    private TrackEncoder() {}

    /** The words coding {@code changes}. */
    static List<Integer> words(int[] changes) {
        var words = new ArrayList<Integer>();
        var i = 0;
        while (i < changes.length) {
            var same = 1;
            while (i + same < changes.length && changes[i + same] == changes[i] && same < MOST_LONG_REPEAT) {
                same++;
            }
            if (same >= 2 && same <= MOST_SHORT_REPEAT) {
                words.add(same);
                words.add(changes[i]);
            } else if (same > MOST_SHORT_REPEAT) {
                words.add(LONG_REPEAT | same >> 5);
                words.add(same & 31);
                words.add(changes[i]);
            } else {
                var run = 1;
                while (i + run < changes.length && run < MOST_LITERALS
                        && (i + run + 1 >= changes.length || changes[i + run + 1] != changes[i + run])) {
                    run++;
                }
                words.add(LITERALS | run & 15);
                for (int k = 0; k < run; k++) {
                    words.add(changes[i + k]);
                }
                same = run;
            }
            i += same;
        }
        return words;
    }

    /** The fewest bits (at least {@link #LEAST_BITS}) that hold every word signed. */
    static int bits(List<Integer> words) {
        var bits = LEAST_BITS;
        for (var word : words) {
            while (word < -(1 << bits - 1) || word >= 1 << bits - 1) {
                bits++;
            }
        }
        if (bits > MOST_BITS) {
            throw new IllegalArgumentException("a change needs " + bits + " bits; a track holds at most " + MOST_BITS);
        }
        return bits;
    }

    /** {@code words} packed {@code bits} bits each, with the 4 spare bytes the games' reader needs. */
    static byte[] pack(List<Integer> words, int bits) {
        var out = new byte[(words.size() * bits >> 3) + 4];
        long bit = 0;
        for (var word : words) {
            var value = word & ((1 << bits) - 1);
            for (int b = 0; b < bits; b++, bit++) {
                if ((value >> b & 1) != 0) {
                    out[(int) (bit >> 3)] |= (byte) (1 << (bit & 7));
                }
            }
        }
        return out;
    }
}
