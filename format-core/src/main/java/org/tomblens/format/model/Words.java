package org.tomblens.format.model;

import java.nio.ShortBuffer;
import java.util.Arrays;

/** An immutable array of 16-bit words, as the levels store FloorData, frames, overlaps and similar tables. */
public final class Words {
    public static final Words EMPTY = new Words(new short[0]);

    private final short[] words;

    private Words(short[] words) {
        this.words = words;
    }

    /** Wraps an array the caller hands over and no longer touches. */
    public static Words own(short[] words) {
        return words.length == 0 ? EMPTY : new Words(words);
    }

    public int size() {
        return words.length;
    }

    /** The word at {@code index} as a signed 16-bit value. */
    public short get(int index) {
        return words[index];
    }

    /** The word at {@code index} as an unsigned value, 0..65535. */
    public int unsigned(int index) {
        return words[index] & 0xFFFF;
    }

    /** A read-only view, for bulk reads without a copy. */
    public ShortBuffer view() {
        return ShortBuffer.wrap(words).asReadOnlyBuffer();
    }

    public short[] toArray() {
        return words.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Words that && Arrays.equals(words, that.words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return "Words[" + words.length + "]";
    }
}
