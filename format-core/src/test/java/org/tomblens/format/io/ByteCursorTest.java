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
    void aBigEndianCursorReadsTheHighByteFirstInValuesArraysSlicesAndPeeks() {
        var bytes = new byte[] {0x12, 0x34, (byte) 0xFF, (byte) 0xFE, 0x12, 0x34, 0x56, 0x78, 0x00, 0x01, 0x00, 0x02,
                0, 0, 0, 0x01, 0x12, 0x34, 0x56, 0x78};
        var cursor = ByteCursor.bigEndian(bytes, "file");
        assertEquals(0x1234, cursor.peekU16(0));
        assertEquals(0x12345678L, cursor.peekU32(4));
        assertEquals(0x1234, cursor.u16("a"));
        assertEquals(-2, cursor.s16("b"));
        assertEquals(0x12345678L, cursor.u32("c"));
        assertArrayEquals(new short[] {1, 2}, cursor.words("d", 2));
        var slice = cursor.slice("e", 8);
        assertEquals(0x1_1234_5678L, slice.s64("e"));
        assertTrue(slice.atEnd());
    }

    @Test
    void sixtyFourBitValuesTakeTheirHighHalfFromTheLaterFourBytes() {
        var cursor = new ByteCursor(new byte[] {
                0x78, 0x56, 0x34, 0x12, 0x01, 0, 0, 0, (byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
                (byte) 0xFF, (byte) 0xFF, (byte) 0xFF}, "file");
        assertEquals(0x1_1234_5678L, cursor.s64("a"));
        assertEquals(-2, cursor.s64("b"));
        assertTrue(cursor.atEnd());
    }

    @Test
    void aKeyedStringEndsWhereAByteDecodesToZeroOrAtItsLimit() {
        var key = 0x5A;
        var bytes = new byte[] {(byte) ('O' ^ key), (byte) ('k' ^ key), (byte) key, 0, (byte) ('X' ^ key)};
        var cursor = new ByteCursor(bytes, "file");
        assertEquals("Ok", cursor.keyedTerminated("first", key, bytes.length));
        assertEquals(3, cursor.position(), "past the terminator, which is XOR-ed too");
        assertEquals(String.valueOf((char) key), cursor.keyedTerminated("second", key, 4),
                "a zero byte as stored is a character, here cut by the limit");
        assertEquals("X", cursor.keyedTerminated("third", key, bytes.length), "cut by the data's end, no error");
    }

    @Test
    void peeksReadLittleEndianWithoutMovingAndAnswerMinusOneBeyondTheEnd() {
        var cursor = new ByteCursor(new byte[] {0x34, 0x12, 0x78, 0x56, (byte) 0xFF}, "file");
        assertEquals(0x1234, cursor.peekU16(0));
        assertEquals(0xFF56, cursor.peekU16(3));
        assertEquals(0x56781234L, cursor.peekU32(0));
        assertEquals(-1, cursor.peekU16(4));
        assertEquals(-1, cursor.peekU32(2));
        assertEquals(0, cursor.position());
    }

    @Test
    void aTerminatedStringEndsAtItsZeroAtItsLimitOrFailsAtTheDatasEnd() {
        var key = 0xA5;
        var bytes = new byte[] {(byte) ('H' ^ key), (byte) ('i' ^ key), 0, (byte) ('A' ^ key), (byte) ('B' ^ key),
                (byte) ('C' ^ key)};
        var cursor = new ByteCursor(bytes, "file");
        assertEquals("Hi", cursor.terminated("first", key, bytes.length));
        assertEquals(3, cursor.position(), "past the terminator, which is not XOR-ed");
        assertEquals("AB", cursor.terminated("second", key, 5), "cut at its limit");
        cursor.seek("third", 3);
        var error = assertThrows(LevelFormatException.class, () -> cursor.terminated("third", key, bytes.length));
        assertEquals("third", error.fieldPath());
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

    @Test
    void signedLeb128NumbersCarrySevenBitsAByteAndTheirSignInBitSixOfTheLast() {
        var cursor = new ByteCursor(new byte[] {
                0x00, 0x3F, 0x40, 0x7F, (byte) 0x80, 0x01, (byte) 0xC0, 0x00, (byte) 0xBF, 0x7F,
                // Tomb Editor pads sizes to nine bytes: 0x57 + 0x0D * 128 = 1751.
                (byte) 0xD7, (byte) 0x8D, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x00},
                "file");
        assertEquals(0, cursor.leb128("a"));
        assertEquals(63, cursor.leb128("b"));
        assertEquals(-64, cursor.leb128("c"));
        assertEquals(-1, cursor.leb128("d"));
        assertEquals(128, cursor.leb128("e"));
        assertEquals(64, cursor.leb128("f"));
        assertEquals(-65, cursor.leb128("g"));
        assertEquals(1751, cursor.leb128("h"));
        assertTrue(cursor.atEnd());
    }

    @Test
    void aLeb128NumberLongerThanTenBytesIsRefusedWhereItStarts() {
        var bytes = new byte[12];
        java.util.Arrays.fill(bytes, (byte) 0x80);
        var cursor = new ByteCursor(bytes, "file");
        cursor.skip("pad", 1);
        var error = assertThrows(LevelFormatException.class, () -> cursor.leb128("size"));
        assertEquals(1, error.offset());
        assertEquals("size", error.fieldPath());
    }

    @Test
    void aClampedLeb128StaysInsideItsBoundsAndPathsTakeTheChosenSeparator() {
        var cursor = new ByteCursor(new byte[] {(byte) 0xFF, 0x3F, 0x40}, "file");
        cursor.pathSeparator('/');
        assertEquals(255, cursor.leb128("u8", 0, 255), "8191 clamped to a u8");
        assertEquals(0, cursor.leb128("u8", 0, 255), "-64 clamped to a u8");
        cursor.enter("TeRooms");
        cursor.enter("TeRoom", 3);
        assertEquals("TeRooms/TeRoom[3]/TeSecs", cursor.path("TeSecs"));
    }
}
