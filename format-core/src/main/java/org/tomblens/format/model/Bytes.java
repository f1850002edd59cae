package org.tomblens.format.model;

import java.nio.ByteBuffer;
import java.util.Arrays;

/** An immutable run of bytes: texture pages, palettes, light maps, embedded sound files. */
public final class Bytes {
    public static final Bytes EMPTY = new Bytes(new byte[0]);

    private final byte[] bytes;

    private Bytes(byte[] bytes) {
        this.bytes = bytes;
    }

    /** Wraps an array the caller hands over and no longer touches. */
    public static Bytes own(byte[] bytes) {
        return bytes.length == 0 ? EMPTY : new Bytes(bytes);
    }

    /** 32-bit texels as TR4's 32-bit pages store them: little-endian ARGB words (B, G, R, A in memory). */
    public static Bytes argbWords(int[] texels) {
        var bytes = new byte[4 * texels.length];
        for (int i = 0; i < texels.length; i++) {
            bytes[4 * i] = (byte) texels[i];
            bytes[4 * i + 1] = (byte) (texels[i] >> 8);
            bytes[4 * i + 2] = (byte) (texels[i] >> 16);
            bytes[4 * i + 3] = (byte) (texels[i] >>> 24);
        }
        return own(bytes);
    }

    public int size() {
        return bytes.length;
    }

    public byte get(int index) {
        return bytes[index];
    }

    public int unsigned(int index) {
        return bytes[index] & 0xFF;
    }

    /** A read-only view, for bulk reads without a copy. */
    public ByteBuffer view() {
        return ByteBuffer.wrap(bytes).asReadOnlyBuffer();
    }

    public byte[] toArray() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Bytes that && Arrays.equals(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "Bytes[" + bytes.length + "]";
    }
}
