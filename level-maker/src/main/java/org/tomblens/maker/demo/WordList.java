package org.tomblens.maker.demo;

import java.util.Arrays;
import org.tomblens.format.model.Words;

/** A growing list of 16-bit words, for the tables the generator fills word by word. */
final class WordList {
    private short[] words = new short[256];
    private int size;

    void add(int word) {
        if (size == words.length) {
            words = Arrays.copyOf(words, 2 * size);
        }
        words[size++] = (short) word;
    }

    int size() {
        return size;
    }

    Words toWords() {
        return Words.own(Arrays.copyOf(words, size));
    }
}
