package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.LevelReader;

/** A file of texture pages alone (as TR3's VICT.TR2 is) writes back to its own bytes. */
class PagesOnlyWriteTest {

    @Test
    void aTr2FileOfPagesAloneWritesBackToItsBytes() {
        var pages = 2;
        var buffer = ByteBuffer.allocate(4 + 768 + 1024 + 4 + pages * 3 * 65536).order(ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(0x2D);
        var random = new Random(7);
        var palettes = new byte[768 + 1024];
        random.nextBytes(palettes);
        buffer.put(palettes).putInt(pages);
        var texels = new byte[pages * 3 * 65536];
        random.nextBytes(texels);
        buffer.put(texels);
        var bytes = buffer.array();

        var level = LevelReader.read(bytes, "pictures.tr2");

        assertEquals(LevelLayout.PAGES_ONLY, level.layout());
        assertArrayEquals(bytes, LevelWriter.write(level));
    }
}
