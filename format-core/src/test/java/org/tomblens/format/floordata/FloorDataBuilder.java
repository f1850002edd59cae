package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Words;

/**
 * FloorData words built field by field from §4's bit layouts, so tests know the right decoding by
 * construction. Word 0 is the dummy entry.
 */
final class FloorDataBuilder {
    private final List<Integer> words = new ArrayList<>(List.of(0));

    /** The index the next word will have. */
    int next() {
        return words.size();
    }

    FloorDataBuilder word(int word) {
        words.add(word & 0xFFFF);
        return this;
    }

    /** §4.3 FDSetup: function in bits 0..4, SubFunction in 8..14, EndData in 15. */
    FloorDataBuilder setup(int function, int subFunction, boolean end) {
        return word((end ? 0x8000 : 0) | (subFunction << 8) | function);
    }

    /** §4.4.4 TriggerSetup: timer in bits 0..7, one-shot in 8, mask in 9..13. */
    FloorDataBuilder triggerSetup(int timer, boolean once, int mask) {
        return word((timer & 0xFF) | (once ? 0x100 : 0) | (mask << 9));
    }

    /** §4.6 action word: parameter in bits 0..9, action in 10..14, bit 15 on the last. */
    FloorDataBuilder action(int action, int parameter, boolean last) {
        return word((last ? 0x8000 : 0) | (action << 10) | parameter);
    }

    /** §4.6.2 camera extra word: timer in bits 0..7, once in 8, move timer in 9..13, bit 15 on the last. */
    FloorDataBuilder cameraExtra(int seconds, boolean once, int moveTimer, boolean last) {
        return word((last ? 0x8000 : 0) | (moveTimer << 9) | (once ? 0x100 : 0) | seconds);
    }

    /** §4.4.7 function word: H1 in bits 5..9 and H2 in 10..14 as 5-bit two's complement. */
    FloorDataBuilder triangulation(int function, int h1, int h2, boolean end) {
        return word((end ? 0x8000 : 0) | ((h2 & 0x1F) << 10) | ((h1 & 0x1F) << 5) | function);
    }

    /** §4.4.7 extra word: ΔC10 in bits 0..3, ΔC00 in 4..7, ΔC01 in 8..11, ΔC11 in 12..15. */
    FloorDataBuilder corners(int c00, int c01, int c10, int c11) {
        return word(c10 | (c00 << 4) | (c01 << 8) | (c11 << 12));
    }

    /** §4.4.2: the slope word, X slope in the low byte and Z slope in the high byte. */
    FloorDataBuilder slopes(int xSlope, int zSlope) {
        return word((xSlope & 0xFF) | ((zSlope & 0xFF) << 8));
    }

    Words build() {
        var array = new short[words.size()];
        for (var i = 0; i < array.length; i++) {
            array[i] = (short) (int) words.get(i);
        }
        return Words.own(array);
    }
}
