package org.tomblens.format.saturn;

/**
 * TR1's keyframes (§6.2.3) as the Saturn stores them: ten words (the bounding box, the offset, the count of angle
 * sets), then two words an angle set, which the Saturn keeps as one big-endian 32-bit value, its high word first,
 * where the PC stores the low word first. Walked frame by frame from the first, the angle sets are put in the PC's
 * order; the walk stops where a count would run past the words.
 */
final class KeyFrames {
    private static final int HEAD_WORDS = 10;
    private static final int COUNT_WORD = 9;

    private KeyFrames() {}

    static short[] pcOrder(short[] words) {
        var at = 0;
        while (at + HEAD_WORDS <= words.length) {
            var sets = words[at + COUNT_WORD];
            var end = at + HEAD_WORDS + 2 * sets;
            if (sets <= 0 || end > words.length) {
                break;
            }
            for (int w = at + HEAD_WORDS; w < end; w += 2) {
                var high = words[w];
                words[w] = words[w + 1];
                words[w + 1] = high;
            }
            at = end;
        }
        return words;
    }
}
