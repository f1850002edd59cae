package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.format.io.ByteCursor;

class ByteSinkTest {

    @Test
    void valuesAreWrittenLittleEndianAndReadBackByTheCursor() {
        var sink = new ByteSink(4);
        sink.u8("a", 0xFE);
        sink.s8("b", -2);
        sink.u16("c", 0xBEEF);
        sink.s16("d", -32768);
        sink.s32("e", 0x12345678);
        sink.u32("f", 0xFFFFFFFFL);
        var bytes = sink.toByteArray();

        assertArrayEquals(new byte[] {(byte) 0xFE, (byte) 0xFE, (byte) 0xEF, (byte) 0xBE, 0x00, (byte) 0x80,
                0x78, 0x56, 0x34, 0x12, -1, -1, -1, -1}, bytes);
        var cursor = new ByteCursor(bytes, "test");
        assertEquals(0xFE, cursor.u8("a"));
        assertEquals(-2, cursor.s8("b"));
        assertEquals(0xBEEF, cursor.u16("c"));
        assertEquals(-32768, cursor.s16("d"));
        assertEquals(0x12345678, cursor.s32("e"));
        assertEquals(0xFFFFFFFFL, cursor.u32("f"));
    }

    @Test
    void aValueOutsideItsFieldNamesWhereItIs() {
        var sink = new ByteSink(16);
        sink.enter("rooms", 3);
        sink.enter("portals", 1);
        var error = assertThrows(IllegalArgumentException.class, () -> sink.u16("adjoiningRoom", 70000));
        assertEquals("rooms[3].portals[1].adjoiningRoom: 70000 does not fit in a u16", error.getMessage());
        assertEquals(0, sink.position(), "nothing is written for a refused value");
    }

    @Test
    void signedAndUnsignedRangesDiffer() {
        var sink = new ByteSink(16);
        assertThrows(IllegalArgumentException.class, () -> sink.u16("x", -1));
        assertThrows(IllegalArgumentException.class, () -> sink.s16("x", 40000));
        assertThrows(IllegalArgumentException.class, () -> sink.u8("x", 256));
        assertThrows(IllegalArgumentException.class, () -> sink.s8("x", 128));
        assertThrows(IllegalArgumentException.class, () -> sink.u32("x", 1L << 32));
    }

    @Test
    void paddingFillsZerosUpToAnOffsetAndNeverBackwards() {
        var sink = new ByteSink(1);
        sink.u8("a", 7);
        sink.padTo("gap", 4);
        assertArrayEquals(new byte[] {7, 0, 0, 0}, sink.toByteArray());
        assertThrows(IllegalArgumentException.class, () -> sink.padTo("gap", 2));
    }
}
