package org.tomblens.format.io;

import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * zlib data: the chunks of TR4/TR5 levels ({@code u32 unpackedSize, u32 packedSize, byte[packedSize]}) and
 * compressed PRJ2 projects (a packed size only).
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

    /**
     * Inflates {@code packedSize} bytes of zlib data whose unpacked size is not declared (a compressed PRJ2
     * project), into at most {@code maxSize} bytes.
     */
    public static byte[] inflateStream(ByteCursor cursor, String field, long packedSize, long maxSize) {
        cursor.require(field, packedSize);
        var packedOffset = cursor.position();
        var packed = cursor.bytes(field, packedSize);
        var limit = (int) Math.min(maxSize, Integer.MAX_VALUE - 8);
        return inflate(cursor, field, packed, packedOffset, limit, false);
    }

    private static byte[] inflate(ByteCursor cursor, byte[] packed, long packedOffset, int declaredSize) {
        return inflate(cursor, "packedData", packed, packedOffset, declaredSize, true);
    }

    /**
     * Inflates {@code packed} into at most {@code limit} bytes; when {@code exact}, the stream must unpack to
     * exactly {@code limit} bytes, the size its header declared.
     */
    private static byte[] inflate(ByteCursor cursor, String field, byte[] packed, long packedOffset, int limit,
                                  boolean exact) {
        var inflater = new Inflater();
        try {
            inflater.setInput(packed);
            var out = new byte[Math.min(limit, Math.max(4096, packed.length * 4))];
            var length = 0;
            while (!inflater.finished()) {
                if (length == out.length) {
                    if (length == limit) {
                        throw cursor.errorAt(packedOffset, field, exact
                                ? "unpacks to more than the declared " + limit + " bytes"
                                : "unpacks to more than " + limit + " bytes");
                    }
                    out = Arrays.copyOf(out, (int) Math.min(limit, (long) out.length * 2));
                }
                var produced = inflater.inflate(out, length, out.length - length);
                length += produced;
                if (produced == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw cursor.errorAt(packedOffset, field, "zlib stream ends early after " + length + " bytes"
                            + (exact ? " of " + limit : ""));
                }
            }
            if (!exact) {
                return Arrays.copyOf(out, length);
            }
            if (length != limit) {
                throw cursor.errorAt(packedOffset, field, "unpacks to " + length
                        + " bytes, the header declares " + limit);
            }
            return out;
        } catch (DataFormatException e) {
            throw cursor.errorAt(packedOffset, field, "broken zlib data: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }
}
