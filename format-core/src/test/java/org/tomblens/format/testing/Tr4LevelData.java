package org.tomblens.format.testing;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * A TR4 level's level-data chunk (§10.4): the version (4 bytes) and three u16 page counts, three texture chunks,
 * then the level data; each chunk a u32 unpacked size, a u32 packed size and that many zlib bytes.
 */
final class Tr4LevelData {
    private static final int FIRST_CHUNK = 10;
    private static final int TEXTURE_CHUNKS = 3;

    private Tr4LevelData() {}

    /** The level data of {@code file}, unpacked. */
    static byte[] unpack(byte[] file) {
        var at = levelDataAt(file);
        var header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        var unpacked = new byte[header.getInt(at)];
        var inflater = new Inflater();
        inflater.setInput(file, at + 8, header.getInt(at + 4));
        try {
            var read = inflater.inflate(unpacked);
            if (read != unpacked.length) {
                throw new IllegalStateException("level data unpacks to " + read + " bytes, not " + unpacked.length);
            }
        } catch (DataFormatException e) {
            throw new IllegalStateException(e);
        } finally {
            inflater.end();
        }
        return unpacked;
    }

    /** {@code file} with its level data replaced by {@code data}, packed again. */
    static byte[] repack(byte[] file, byte[] data) {
        var at = levelDataAt(file);
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

    private static int levelDataAt(byte[] file) {
        var header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        var at = FIRST_CHUNK;
        for (int chunk = 0; chunk < TEXTURE_CHUNKS; chunk++) {
            at += 8 + header.getInt(at + 4);
        }
        return at;
    }
}
