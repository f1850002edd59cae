package org.tomblens.format.ten;

import org.tomblens.format.io.ByteCursor;

/** The strings Tomb Editor writes (.NET's BinaryWriter): an unsigned 7-bit-a-byte length, then UTF-8 bytes. */
final class TenStrings {
    private static final int MAX_LENGTH_BYTES = 5;

    private TenStrings() {}

    static String read(ByteCursor cursor, String field) {
        var start = cursor.position();
        long length = 0;
        for (int i = 0; ; i++) {
            if (i == MAX_LENGTH_BYTES) {
                throw cursor.errorAt(start, field, "string length runs past " + MAX_LENGTH_BYTES + " bytes");
            }
            var b = cursor.u8(field);
            length |= (long) (b & 0x7F) << (7 * i);
            if ((b & 0x80) == 0) {
                break;
            }
        }
        return cursor.utf8(field, length);
    }
}
