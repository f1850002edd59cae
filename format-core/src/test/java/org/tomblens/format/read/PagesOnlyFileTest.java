package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;

/**
 * TR3's VICT.TR2 holds the pictures the game shows after its last level as a level file cut after its texture pages:
 * the version, the two palettes, the page count and the 8- and 16-bit pages (§10.3), then nothing. Such a file reads
 * as a level of pages alone; a file that goes on past the pages must hold the whole level data.
 */
class PagesOnlyFileTest {
    private static final int TR3_VERSION = 0xFF180038;
    private static final int PALETTES = 768 + 1024;
    private static final int PAGE8 = 256 * 256;
    private static final int PAGE16 = 2 * 256 * 256;

    /** Version, palettes and {@code pages} pages of each depth, each page filled with its own number, then {@code more}. */
    private static byte[] pagesFile(int pages, int more) {
        var buffer = ByteBuffer.allocate(4 + PALETTES + 4 + pages * (PAGE8 + PAGE16) + more)
                .order(ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(TR3_VERSION).position(4 + PALETTES).putInt(pages);
        for (int page = 0; page < pages; page++) {
            var fill = new byte[PAGE8];
            Arrays.fill(fill, (byte) (page + 1));
            buffer.put(fill);
        }
        for (int page = 0; page < pages; page++) {
            var fill = new byte[PAGE16];
            Arrays.fill(fill, (byte) (0x41 + page));
            buffer.put(fill);
        }
        return buffer.array();
    }

    @Test
    void aFileThatEndsAfterItsPagesReadsAsThosePagesAndNothingElse() {
        var bytes = pagesFile(3, 0);
        var level = LevelReader.read(bytes, "VICT.TR2");

        assertEquals(GameVersion.TR3, level.version());
        assertEquals(LevelLayout.PAGES_ONLY, level.layout());
        assertEquals(3, level.textures().pages8().size());
        assertEquals(3, level.textures().pages16().size());
        for (int page = 0; page < 3; page++) {
            var start = 4 + PALETTES + 4 + page * PAGE8;
            assertArrayEquals(Arrays.copyOfRange(bytes, start, start + PAGE8), level.textures().pages8().get(page).toArray());
        }
        assertEquals(0, level.rooms().size());
        assertEquals(0, level.entities().size());
        assertEquals(List.of(), level.warnings());
    }

    @Test
    void aFileThatGoesOnPastItsPagesMustHoldTheLevelData() {
        var bytes = pagesFile(1, 4);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, "cut.tr2"));
        assertEquals("numRooms", error.fieldPath());
        assertEquals(bytes.length, error.offset());
    }

    @Test
    void aFileOfNoPagesIsNoPicture() {
        var bytes = pagesFile(0, 0);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, "empty.tr2"));
        assertEquals("unused", error.fieldPath());
    }
}
