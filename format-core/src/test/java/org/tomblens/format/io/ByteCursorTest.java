package org.tomblens.format.io;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ByteCursorTest {

    @Test
    void readsLittleEndianValuesOfEverySize() {
        var cursor = new ByteCursor(new byte[] {
                (byte) 0xFE, 0x34, 0x12, (byte) 0xFF, (byte) 0xFF, 0x78, 0x56, 0x34, 0x12, 0, 0, (byte) 0x80, 0x3F}, "file");
        assertEquals(0xFE, cursor.u8("a"));
        assertEquals(0x1234, cursor.u16("b"));
        assertEquals(-1, cursor.s16("c"));
        assertEquals(0x12345678L, cursor.u32("d"));
        assertEquals(1.0f, cursor.f32("e"));
        assertTrue(cursor.atEnd());
    }

    @Test
    void aShortReadNamesItsFieldPathOffsetAndWhatIsLeft() {
        var cursor = new ByteCursor(new byte[10], "file");
        cursor.skip("header", 8);
        cursor.enter("rooms", 12);
        cursor.enter("portals", 3);
        var error = assertThrows(LevelFormatException.class, () -> cursor.u32("vertices"));
        assertEquals("rooms[12].portals[3].vertices", error.fieldPath());
        assertEquals(8, error.offset());
        assertEquals("rooms[12].portals[3].vertices: needs 4 bytes, 2 left (at 0x8)", error.getMessage());
    }

    @Test
    void aCountLargerThanTheBytesLeftFailsBeforeAnythingIsAllocated() {
        // 0xFFFFFFFF records of 24 bytes would need about 100 GB: the count itself must be refused.
        var cursor = new ByteCursor(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1, 2, 3}, "file");
        var error = assertThrows(LevelFormatException.class, () -> cursor.count32("numEntities", 24));
        assertEquals(0, error.offset(), "the error points at the count");
        assertTrue(error.problem().contains("count 4294967295 needs 103079215080 bytes, 3 left"), error.problem());
    }

    @Test
    void literalTagsAreCheckedAndShownReadably() {
        var cursor = new ByteCursor(new byte[] {'S', 'P', 'Q'}, "level-data chunk");
        var error = assertThrows(LevelFormatException.class, () -> cursor.expect("spriteTag", "SPR"));
        assertEquals("expected \"SPR\", found \"SPQ\"", error.problem());
        assertEquals("level-data chunk", error.region());
        assertTrue(error.getMessage().endsWith("(at 0x0 in the level-data chunk)"), error.getMessage());
    }

    @Test
    void aSliceKeepsTheWholeArraysOffsetsAndCannotSeekOutside() {
        var cursor = new ByteCursor(new byte[16], "file");
        cursor.skip("prefix", 4);
        var slice = cursor.slice("blob", 8);
        assertEquals(4, slice.position());
        assertEquals(12, slice.end());
        assertThrows(LevelFormatException.class, () -> slice.seek("pointer", 2));
        assertThrows(LevelFormatException.class, () -> slice.seek("pointer", 13));
        slice.seek("pointer", 10);
        assertEquals(2, slice.remaining());
    }
}
