package org.tomblens.format.cutscene;

import org.tomblens.format.io.LevelFormatException;

/**
 * One axis of one node of a TR4/TR5 cutscene (DIGEST H): a stream of {@code bits}-bit signed words, read least
 * significant bit first, that run-length codes the value's change from frame to frame. A word with 0x20 set starts
 * a run of {@code word & 15} words given one by one (16 when 0); one with 0x10 set repeats the word after next
 * {@code (word & 7) << 5 | next & 31} times; any other repeats the next word {@code word & 7} times. The track is
 * {@code words * bits / 8 + 4} bytes, the 4 spare so that each word is read as one little-endian u32 window. A
 * repeat of 0 counts down from 65536, as the games' 16-bit counter does.
 */
final class PackedTrack {
    private static final int LITERALS = 0x20;
    private static final int LONG_REPEAT = 0x10;
    private static final int COUNTER_WRAP = 1 << 16;

    private final String region;
    private final byte[] data;
    private final int start;
    private final int bytes;
    private final int bits;
    private final String field;
    private int word;
    private int literals;
    private int repeats;
    private int repeated;

    /**
     * @param region what {@code data} is, named in an error (the decompressed pack)
     * @param start the track's first byte in {@code data}
     * @param bytes how long the track is ({@link #bytes(int, int)})
     * @param field the path named in an error
     */
    PackedTrack(String region, byte[] data, int start, int bytes, int bits, String field) {
        this.region = region;
        this.data = data;
        this.start = start;
        this.bytes = bytes;
        this.bits = bits;
        this.field = field;
    }

    /** The bytes a track of {@code words} words of {@code bits} bits takes. */
    static int bytes(int words, int bits) {
        return (words * bits >> 3) + 4;
    }

    /** The next frame's change. */
    int next() {
        if (literals == 0 && repeats == 0) {
            var control = read();
            if ((control & LITERALS) != 0) {
                literals = (control & 15) == 0 ? 16 : control & 15;
            } else if ((control & LONG_REPEAT) != 0) {
                repeats = (control & 7) << 5 | read() & 31;
                repeated = read();
            } else {
                repeats = control & 7;
                repeated = read();
            }
            if (literals == 0 && repeats == 0) {
                repeats = COUNTER_WRAP;
            }
        }
        if (literals > 0) {
            literals--;
            return read();
        }
        repeats--;
        return repeated;
    }

    /** Word {@code word}, sign-extended, moving on. */
    private int read() {
        if (bits == 0) {
            word++;
            return 0;
        }
        var bit = (long) word * bits;
        var at = (int) (bit >> 3);
        if (at + 4 > bytes) {
            throw new LevelFormatException(region, start + at, field, "word " + word + " runs past the track's " + bytes
                    + " bytes");
        }
        var p = start + at;
        var window = (data[p] & 0xFFL) | (data[p + 1] & 0xFFL) << 8 | (data[p + 2] & 0xFFL) << 16
                | (data[p + 3] & 0xFFL) << 24;
        var value = (int) ((window >>> (bit & 7)) & ((1L << bits) - 1));
        word++;
        return (value & (1 << (bits - 1))) != 0 ? value | -(1 << bits) : value;
    }
}
