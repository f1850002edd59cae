package org.tomblens.format.io;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

class InflationTest {

    /** A chunk as TR4 stores it: u32 unpacked size, u32 packed size, the zlib stream. */
    private static byte[] chunk(byte[] content, long declaredSize) {
        var deflater = new Deflater();
        deflater.setInput(content);
        deflater.finish();
        var packed = new byte[content.length + 64];
        var packedSize = deflater.deflate(packed);
        deflater.end();
        return ByteBuffer.allocate(8 + packedSize).order(ByteOrder.LITTLE_ENDIAN)
                .putInt((int) declaredSize).putInt(packedSize).put(packed, 0, packedSize).array();
    }

    @Test
    void inflatesAChunkToItsDeclaredSize() {
        var content = new byte[100_000];
        Arrays.fill(content, (byte) 7);
        var chunk = Inflation.read(new ByteCursor(chunk(content, content.length), "file"), "levelData", 1 << 20);
        assertArrayEquals(content, chunk.data());
        assertEquals(8, chunk.packedOffset());
    }

    @Test
    void aDeclaredSizeAboveTheLimitIsRefusedBeforeInflating() {
        var cursor = new ByteCursor(chunk(new byte[10], 0x7FFF_FFFFL), "file");
        var error = assertThrows(LevelFormatException.class, () -> Inflation.read(cursor, "levelData", 1 << 20));
        assertEquals("levelData.unpackedSize", error.fieldPath());
    }

    @Test
    void aStreamLongerThanDeclaredIsAnErrorNotAnOverrun() {
        var cursor = new ByteCursor(chunk(new byte[5000], 4000), "file");
        var error = assertThrows(LevelFormatException.class, () -> Inflation.read(cursor, "levelData", 1 << 20));
        assertTrue(error.problem().contains("more than the declared 4000"), error.problem());
    }

    @Test
    void aStreamShorterThanDeclaredIsAnError() {
        var cursor = new ByteCursor(chunk(new byte[3000], 4000), "file");
        var error = assertThrows(LevelFormatException.class, () -> Inflation.read(cursor, "levelData", 1 << 20));
        assertEquals(8, error.offset(), "points at the packed data");
    }

    @Test
    void brokenZlibDataIsAnError() {
        var bytes = chunk(new byte[3000], 3000);
        bytes[8] = 0x12;  // not a zlib header
        var error = assertThrows(LevelFormatException.class,
                () -> Inflation.read(new ByteCursor(bytes, "file"), "textiles32", 1 << 20));
        assertTrue(error.problem().startsWith("broken zlib data"), error.problem());
    }
}
