package org.tomblens.format.model;

import java.util.Arrays;

/** An immutable array of 32-bit values: mesh pointers, mesh-tree dwords, sample indices. */
public final class Ints {
    public static final Ints EMPTY = new Ints(new int[0]);

    private final int[] values;

    private Ints(int[] values) {
        this.values = values;
    }

    /** Wraps an array the caller hands over and no longer touches. */
    public static Ints own(int[] values) {
        return values.length == 0 ? EMPTY : new Ints(values);
    }

    public int size() {
        return values.length;
    }

    public int get(int index) {
        return values[index];
    }

    /** The value at {@code index} read as unsigned. */
    public long unsigned(int index) {
        return values[index] & 0xFFFFFFFFL;
    }

    public int[] toArray() {
        return values.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Ints that && Arrays.equals(values, that.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "Ints[" + values.length + "]";
    }
}
