package org.tomblens.app.ui.sounds;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the filter box over a Sounds panel table asks for. Every word must match a row: a whole number
 * matches the row with that number (sound id, sample number, source index) or a row that names it (a sound
 * its samples, a sample its sounds, a source its sound); any other word must be part of the row's words
 * (loop mode, flags, what is missing), in any letter case.
 */
record SoundFilter(List<Integer> numbers, List<String> words) {
    static final SoundFilter ALL = new SoundFilter(List.of(), List.of());

    /** A row a filter can choose. */
    interface Row {
        /** Its own number: sound id, sample number or source index. */
        int number();

        /** Whether it names this number: a sound its samples, a sample the sounds using it, a source its sound. */
        boolean names(int number);

        /** Its words for matching, in lower case. */
        String words();
    }

    SoundFilter {
        numbers = List.copyOf(numbers);
        words = List.copyOf(words);
    }

    static SoundFilter parse(String text) {
        var numbers = new ArrayList<Integer>();
        var words = new ArrayList<String>();
        for (var word : text.trim().toLowerCase(Locale.ROOT).split("[\\s,]+")) {
            if (word.isEmpty()) {
                continue;
            }
            try {
                numbers.add(Integer.parseInt(word));
            } catch (NumberFormatException e) {
                words.add(word);
            }
        }
        return new SoundFilter(numbers, words);
    }

    boolean matches(Row row) {
        for (var number : numbers) {
            if (number != row.number() && !row.names(number)) {
                return false;
            }
        }
        for (var word : words) {
            if (!row.words().contains(word)) {
                return false;
            }
        }
        return true;
    }
}
