package org.tomblens.format.io;

import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * zlib chunks of TR4/TR5 levels: {@code u32 unpackedSize, u32 packedSize, byte[packedSize]}.
 *
 * <p>The output grows with what the stream really produces and never beyond the declared size or the
 * caller's limit, so a lying header cannot make the reader allocate gigabytes.
 */
public final class Inflation {
    private Inflation() {}

    /** A chunk's unpacked bytes and where its packed data started. */
    public record Chunk(byte[] data, long packedOffset, long packedSize) {}

    /**
     * Reads one chunk header and its packed bytes and inflates them.
     *
     * @param maxSize the largest unpacked size accepted for this chunk
     */
    public static Chunk read(ByteCursor cursor, String field, long maxSize) {
        cursor.enter(field);
        try {
            var headerOffset = cursor.position();
            var unpackedSize = cursor.u32("unpackedSize");
            var packedSize = cursor.u32("packedSize");
            if (unpackedSize > maxSize) {
                throw cursor.errorAt(headerOffset, "unpackedSize", "declares " + unpackedSize
                        + " bytes, more than the " + maxSize + " this chunk can hold");
            }
            cursor.require("packedData", packedSize);
            var packedOffset = cursor.position();
            var packed = cursor.bytes("packedData", packedSize);
            return new Chunk(inflate(cursor, packed, packedOffset, (int) unpackedSize), packedOffset, packedSize);
        } finally {
            cursor.leave();
        }
    }

    private static byte[] inflate(ByteCursor cursor, byte[] packed, long packedOffset, int declaredSize) {
        var inflater = new Inflater();
        try {
            inflater.setInput(packed);
            var out = new byte[Math.min(declaredSize, Math.max(4096, packed.length * 4))];
            var length = 0;
            while (!inflater.finished()) {
                if (length == out.length) {
                    if (length == declaredSize) {
                        throw cursor.errorAt(packedOffset, "packedData",
                                "unpacks to more than the declared " + declaredSize + " bytes");
                    }
                    out = Arrays.copyOf(out, (int) Math.min(declaredSize, (long) out.length * 2));
                }
                var produced = inflater.inflate(out, length, out.length - length);
                length += produced;
                if (produced == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw cursor.errorAt(packedOffset, "packedData", "zlib stream ends early after "
                            + length + " of " + declaredSize + " bytes");
                }
            }
            if (length != declaredSize) {
                throw cursor.errorAt(packedOffset, "packedData", "unpacks to " + length
                        + " bytes, the header declares " + declaredSize);
            }
            return out;
        } catch (DataFormatException e) {
            throw cursor.errorAt(packedOffset, "packedData", "broken zlib data: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }
}
