package org.tomblens.maker.write;

import java.util.Arrays;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.PathTracker;

/**
 * A growing little-endian byte buffer that knows where it is in the structure: the writing twin of
 * {@link ByteCursor}. Every value is checked against its field's range, so a model that cannot be stored
 * fails with e.g. {@code rooms[3].portals[1].adjoiningRoom: 70000 does not fit in a u16}.
 */
public final class ByteSink extends PathTracker {
    private byte[] data;
    private int size;

    public ByteSink(int initialCapacity) {
        data = new byte[Math.max(16, initialCapacity)];
    }

    /** Bytes written so far. */
    public int position() {
        return size;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(data, size);
    }

    /** A problem with the value of {@code field} at the current place. */
    public IllegalArgumentException error(String field, String problem) {
        return new IllegalArgumentException(path(field) + ": " + problem);
    }

    // --- scalars ---

    public void u8(String field, int value) {
        checkRange(field, value, 0, 0xFF, "u8");
        put(value);
    }

    public void s8(String field, int value) {
        checkRange(field, value, Byte.MIN_VALUE, Byte.MAX_VALUE, "s8");
        put(value);
    }

    public void u16(String field, int value) {
        checkRange(field, value, 0, 0xFFFF, "u16");
        put16(value);
    }

    public void s16(String field, int value) {
        checkRange(field, value, Short.MIN_VALUE, Short.MAX_VALUE, "s16");
        put16(value);
    }

    public void s32(String field, int value) {
        ensure(4);
        data[size] = (byte) value;
        data[size + 1] = (byte) (value >> 8);
        data[size + 2] = (byte) (value >> 16);
        data[size + 3] = (byte) (value >> 24);
        size += 4;
    }

    public void s64(String field, long value) {
        s32(field, (int) value);
        s32(field, (int) (value >>> 32));
    }

    public void f32(String field, float value) {
        s32(field, Float.floatToRawIntBits(value));
    }

    public void u32(String field, long value) {
        if (value < 0 || value > 0xFFFFFFFFL) {
            throw error(field, value + " does not fit in a u32");
        }
        s32(field, (int) value);
    }

    // --- arrays ---

    public void bytes(String field, byte[] values) {
        ensure(values.length);
        System.arraycopy(values, 0, data, size, values.length);
        size += values.length;
    }

    /** Writes {@code values}, which must be exactly {@code expectedLength} long. */
    public void bytes(String field, byte[] values, int expectedLength) {
        if (values.length != expectedLength) {
            throw error(field, values.length + " bytes where the layout has " + expectedLength);
        }
        bytes(field, values);
    }

    public void words(String field, short[] values) {
        ensure(2 * values.length);
        for (var value : values) {
            put16(value);
        }
    }

    public void dwords(String field, int[] values) {
        ensure(4 * values.length);
        for (var value : values) {
            s32(field, value);
        }
    }

    /** Writes zeros until {@code position() == offset}; fails if already past it. */
    public void padTo(String field, long offset) {
        if (offset < size) {
            throw error(field, "already at byte " + size + ", past " + offset);
        }
        var gap = (int) (offset - size);
        ensure(gap);
        size += gap;
    }

    private void checkRange(String field, int value, int min, int max, String type) {
        if (value < min || value > max) {
            throw error(field, value + " does not fit in " + (type.startsWith("u") ? "a " : "an ") + type);
        }
    }

    private void put(int value) {
        ensure(1);
        data[size++] = (byte) value;
    }

    private void put16(int value) {
        ensure(2);
        data[size] = (byte) value;
        data[size + 1] = (byte) (value >> 8);
        size += 2;
    }

    private void ensure(int more) {
        var needed = (long) size + more;
        if (needed > Integer.MAX_VALUE - 8) {
            throw error("", "a level cannot be larger than 2 GB");
        }
        if (needed > data.length) {
            data = Arrays.copyOf(data, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * data.length)));
        }
    }
}
