package org.tomblens.format.sound;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.tomblens.format.model.Bytes;

/**
 * One WAV file inside a larger run of bytes (a level's sample block, MAIN.SFX): little-endian reads at
 * offsets from the file's start, each checked against the file's end, failing with the offset as the
 * sample's own error.
 */
final class WaveBytes {
    private final ByteBuffer buffer;
    private final int start;
    private final int length;

    WaveBytes(Bytes bytes, int start, int end) {
        if (start < 0 || end > bytes.size() || start > end) {
            throw new IllegalArgumentException("range " + start + ".." + end + " outside " + bytes.size() + " bytes");
        }
        this.buffer = bytes.view().order(ByteOrder.LITTLE_ENDIAN);
        this.start = start;
        this.length = end - start;
    }

    int length() {
        return length;
    }

    /** Fails unless {@code count} bytes are present at {@code offset}. */
    void require(long offset, long count, String what) {
        if (offset < 0 || count < 0 || offset + count > length) {
            throw new WaveFormatException(Math.min(Math.max(offset, 0), length), what + " needs " + count
                    + " bytes but " + Math.max(0, length - offset) + " are left");
        }
    }

    int u8(long offset) {
        require(offset, 1, "a byte");
        return buffer.get(start + (int) offset) & 0xFF;
    }

    short s16(long offset) {
        require(offset, 2, "a 16-bit value");
        return buffer.getShort(start + (int) offset);
    }

    int u16(long offset) {
        return s16(offset) & 0xFFFF;
    }

    long u32(long offset) {
        require(offset, 4, "a 32-bit value");
        return buffer.getInt(start + (int) offset) & 0xFFFFFFFFL;
    }

    /** A four-character chunk id as its little-endian int, e.g. "RIFF" = 0x46464952. */
    int fourCc(long offset) {
        require(offset, 4, "a chunk id");
        return buffer.getInt(start + (int) offset);
    }

    static String fourCcText(int fourCc) {
        var text = new StringBuilder(4);
        for (int i = 0; i < 4; i++) {
            var c = (fourCc >>> (8 * i)) & 0xFF;
            text.append(c >= 0x20 && c < 0x7F ? (char) c : '?');
        }
        return text.toString();
    }
}
