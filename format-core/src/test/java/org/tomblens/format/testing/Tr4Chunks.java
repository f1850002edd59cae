package org.tomblens.format.testing;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The zlib chunks of a TR4 level (§10.4), for tests that change what is inside one: after the version (4 bytes)
 * and three u16 page counts come the 32-bit pages, the 16-bit pages, the misc pages and the level data, each a u32
 * unpacked size, a u32 packed size and that many zlib bytes.
 */
public final class Tr4Chunks {
    public static final int PAGES_32 = 0;
    public static final int LEVEL_DATA = 3;
    private static final int FIRST_CHUNK = 10;

    private Tr4Chunks() {}

    /** Chunk {@code chunk} of {@code file}, unpacked. */
    public static byte[] unpack(byte[] file, int chunk) {
        var at = start(file, chunk);
        var header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        var unpacked = new byte[header.getInt(at)];
        var inflater = new Inflater();
        inflater.setInput(file, at + 8, header.getInt(at + 4));
        try {
            var length = 0;
            while (!inflater.finished() && length < unpacked.length) {
                length += inflater.inflate(unpacked, length, unpacked.length - length);
            }
            if (length != unpacked.length) {
                throw new IllegalStateException("chunk " + chunk + " unpacks to " + length + " bytes, not "
                        + unpacked.length);
            }
        } catch (DataFormatException e) {
            throw new IllegalStateException(e);
        } finally {
            inflater.end();
        }
        return unpacked;
    }

    /** {@code file} with chunk {@code chunk} replaced by {@code data}, packed anew. */
    public static byte[] repack(byte[] file, int chunk, byte[] data) {
        var at = start(file, chunk);
        var oldPacked = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).getInt(at + 4);
        var deflater = new Deflater();
        deflater.setInput(data);
        deflater.finish();
        var packed = new ByteArrayOutputStream();
        var buffer = new byte[65536];
        while (!deflater.finished()) {
            packed.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        var out = ByteBuffer.allocate(file.length - oldPacked + packed.size()).order(ByteOrder.LITTLE_ENDIAN);
        out.put(file, 0, at).putInt(data.length).putInt(packed.size()).put(packed.toByteArray());
        out.put(file, at + 8 + oldPacked, file.length - at - 8 - oldPacked);
        return out.array();
    }

    private static int start(byte[] file, int chunk) {
        var header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        var at = FIRST_CHUNK;
        for (int before = 0; before < chunk; before++) {
            at += 8 + header.getInt(at + 4);
        }
        return at;
    }
}
