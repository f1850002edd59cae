package org.tomblens.format.io;

import java.nio.charset.StandardCharsets;

/**
 * A bounds-checked reader over a byte array that knows where it is in the structure: little-endian, or big-endian
 * for the Sega Saturn's files ({@link #bigEndian}).
 *
 * <p>Readers call {@link #enter(String, int)} / {@link #leave()} around records and name every field
 * they read, so an error reads {@code rooms[12].portals[3].vertices: needs 48 bytes, 12 left (at 0x1A2F30)}.
 * Names are only formatted when something fails: reading allocates nothing.
 */
public final class ByteCursor extends PathTracker {
    /** The longest LEB128 number read: 10 bytes carry all 64 bits. */
    public static final int MAX_LEB128_BYTES = 10;

    private final byte[] data;
    private final int start;
    private final int end;
    private final String region;
    private final boolean bigEndian;
    private int position;


    /** A cursor over all of {@code data}, whose offsets are reported as offsets in {@code region}. */
    public ByteCursor(byte[] data, String region) {
        this(data, 0, data.length, region);
    }

    /** A cursor over {@code data[start, end)}; offsets stay those of the whole array. */
    public ByteCursor(byte[] data, int start, int end, String region) {
        this(data, start, end, region, false);
    }

    /** A cursor over all of {@code data} whose words and double words are stored high byte first. */
    public static ByteCursor bigEndian(byte[] data, String region) {
        return new ByteCursor(data, 0, data.length, region, true);
    }

    private ByteCursor(byte[] data, int start, int end, String region, boolean bigEndian) {
        if (start < 0 || end > data.length || start > end) {
            throw new IllegalArgumentException("range " + start + ".." + end + " outside " + data.length + " bytes");
        }
        this.data = data;
        this.start = start;
        this.position = start;
        this.end = end;
        this.region = region;
        this.bigEndian = bigEndian;
    }

    /** A cursor over {@code length} bytes from the current position, sharing this one's path. */
    public ByteCursor slice(String field, int length) {
        require(field, length);
        var slice = new ByteCursor(data, position, position + length, region, bigEndian);
        slice.copyPath(this);
        return slice;
    }

    // --- position ---

    public int position() {
        return position;
    }

    public int start() {
        return start;
    }

    public int end() {
        return end;
    }

    public int remaining() {
        return end - position;
    }

    public boolean atEnd() {
        return position == end;
    }

    /** Moves to an offset in [start, end]; the offset is absolute, like {@link #position()}. */
    public void seek(String field, long offset) {
        if (offset < start || offset > end) {
            throw error(field, "offset 0x" + Long.toHexString(offset) + " lies outside the data (0x"
                    + Integer.toHexString(start) + "..0x" + Integer.toHexString(end) + ")");
        }
        position = (int) offset;
    }

    public void skip(String field, long count) {
        require(field, count);
        position += (int) count;
    }

    public String region() {
        return region;
    }

    /** An error at the current position. */
    public LevelFormatException error(String field, String problem) {
        return errorAt(position, field, problem);
    }

    public LevelFormatException errorAt(long offset, String field, String problem) {
        return new LevelFormatException(region, offset, path(field), problem);
    }

    // --- scalars ---

    public int u8(String field) {
        require(field, 1);
        return data[position++] & 0xFF;
    }

    public int s8(String field) {
        require(field, 1);
        return data[position++];
    }

    public int u16(String field) {
        require(field, 2);
        var value = word(position);
        position += 2;
        return value;
    }

    public int s16(String field) {
        return (short) u16(field);
    }

    public int s32(String field) {
        require(field, 4);
        var value = bigEndian ? word(position) << 16 | word(position + 2) : word(position) | word(position + 2) << 16;
        position += 4;
        return value;
    }

    /** The unsigned 16-bit word at {@code at}, in the cursor's byte order. */
    private int word(int at) {
        return bigEndian ? (data[at] & 0xFF) << 8 | (data[at + 1] & 0xFF)
                : (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
    }

    public long u32(String field) {
        return s32(field) & 0xFFFFFFFFL;
    }

    public long s64(String field) {
        require(field, 8);
        if (bigEndian) {
            var high = (long) s32(field) << 32;
            return high | u32(field);
        }
        var low = u32(field);
        return low | (long) s32(field) << 32;
    }

    public float f32(String field) {
        return Float.intBitsToFloat(s32(field));
    }

    public double f64(String field) {
        return Double.longBitsToDouble(s64(field));
    }

    /**
     * A signed LEB128 number: seven bits a byte, low bits first, bit 7 set on every byte but the last, and bit
     * 6 of the last byte the sign ([PRJ2] "Leb128"). At most {@value #MAX_LEB128_BYTES} bytes are read.
     */
    public long leb128(String field) {
        var start = position;
        long value = 0;
        var shift = 0;
        int b;
        do {
            if (shift >= 7 * MAX_LEB128_BYTES) {
                throw errorAt(start, field, "LEB128 number runs past " + MAX_LEB128_BYTES + " bytes");
            }
            b = u8(field);
            if (shift < Long.SIZE) {
                value |= (long) (b & 0x7F) << shift;
            }
            shift += 7;
        } while ((b & 0x80) != 0);
        if ((b & 0x40) != 0 && shift < Long.SIZE) {
            value |= -1L << shift;
        }
        return value;
    }

    /** A signed LEB128 number clamped to {@code [min, max]}, as [PRJ2] says readers treat {@code Leb128<int>}. */
    public long leb128(String field, long min, long max) {
        return Math.max(min, Math.min(max, leb128(field)));
    }

    /** {@code length} bytes of UTF-8 text; malformed sequences become U+FFFD. */
    public String utf8(String field, long length) {
        require(field, length);
        var text = new String(data, position, (int) length, StandardCharsets.UTF_8);
        position += (int) length;
        return text;
    }

    /**
     * A Latin-1 string ended by a zero byte or by {@code limit}, whichever comes first, its bytes XOR-ed with
     * {@code xorKey} (0 for plain text; the terminator itself is never XOR-ed). Moves past the terminator.
     */
    public String terminated(String field, int xorKey, int limit) {
        var text = new StringBuilder();
        if (!readUntilZero(field, xorKey, false, limit, text) && limit >= end) {
            require(field, 1);   // ran off the data before its terminator: the typed error
        }
        return text.toString();
    }

    /**
     * A Latin-1 string whose every byte, its terminator too, is XOR-ed with {@code xorKey} (TR2/TR3 scripts, §11):
     * it ends where a byte decodes to 0, or at {@code limit}, the end of the block that holds it. Moves past the
     * terminator.
     */
    public String keyedTerminated(String field, int xorKey, int limit) {
        var text = new StringBuilder();
        readUntilZero(field, xorKey, true, limit, text);
        return text.toString();
    }

    /**
     * Appends the decoded bytes to {@code text} up to a zero (as stored, or once decoded when {@code keyedZero}) or
     * to {@code limit}; true when a zero ended it.
     */
    private boolean readUntilZero(String field, int xorKey, boolean keyedZero, int limit, StringBuilder text) {
        while (position < Math.min(limit, end)) {
            var b = u8(field);
            if ((keyedZero ? b ^ xorKey : b) == 0) {
                return true;
            }
            text.append((char) (b ^ xorKey));
        }
        return false;
    }

    /** The u16 at {@code offset} without moving, or -1 beyond the end. */
    public int peekU16(long offset) {
        if (offset < 0 || offset + 2 > end) {
            return -1;
        }
        return word((int) offset);
    }

    /** The u32 at {@code offset} without moving. */
    public long peekU32(long offset) {
        if (offset < 0 || offset + 4 > end) {
            return -1;
        }
        var at = (int) offset;
        var value = bigEndian ? word(at) << 16 | word(at + 2) : word(at) | word(at + 2) << 16;
        return value & 0xFFFFFFFFL;
    }

    // --- counts, checked before anything is allocated ---

    /** Reads a u32 count of elements of {@code elementSize} bytes and checks they fit in what remains. */
    public int count32(String field, int elementSize) {
        var start = position;
        return checkedCount(start, field, u32(field), elementSize);
    }

    /** Reads a u16 count of elements of {@code elementSize} bytes and checks they fit in what remains. */
    public int count16(String field, int elementSize) {
        var start = position;
        return checkedCount(start, field, u16(field), elementSize);
    }

    /** Checks that {@code count} elements of {@code elementSize} bytes fit in what remains. */
    public int checkedCount(long countOffset, String field, long count, int elementSize) {
        if (count < 0) {
            throw errorAt(countOffset, field, "negative count " + count);
        }
        var bytes = count * elementSize;
        if (bytes > remaining()) {
            throw errorAt(countOffset, field, "count " + count + " needs " + bytes + " bytes, "
                    + remaining() + " left");
        }
        return (int) count;
    }

    // --- arrays ---

    public byte[] bytes(String field, long count) {
        require(field, count);
        var bytes = new byte[(int) count];
        System.arraycopy(data, position, bytes, 0, bytes.length);
        position += bytes.length;
        return bytes;
    }

    public short[] words(String field, long count) {
        require(field, count * 2);
        var words = new short[(int) count];
        for (int i = 0; i < words.length; i++) {
            words[i] = (short) word(position);
            position += 2;
        }
        return words;
    }

    public int[] dwords(String field, long count) {
        require(field, count * 4);
        var dwords = new int[(int) count];
        for (int i = 0; i < dwords.length; i++) {
            dwords[i] = s32(field);
        }
        return dwords;
    }

    /** Reads {@code literal.length()} ASCII bytes and fails unless they spell {@code literal}. */
    public void expect(String field, String literal) {
        var start = position;
        var found = bytes(field, literal.length());
        var text = new String(found, StandardCharsets.ISO_8859_1);
        if (!text.equals(literal)) {
            throw errorAt(start, field, "expected \"" + printable(literal) + "\", found \"" + printable(text) + "\"");
        }
    }

    /** True when the next bytes spell {@code literal} (nothing is consumed). */
    public boolean lookingAt(String literal) {
        if (remaining() < literal.length()) {
            return false;
        }
        for (int i = 0; i < literal.length(); i++) {
            if (data[position + i] != (byte) literal.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Fails unless {@code count} bytes remain. */
    public void require(String field, long count) {
        if (count < 0 || count > end - position) {
            throw LevelFormatException.outOfData(region, position, path(field), count, end - position);
        }
    }

    private static String printable(String text) {
        var out = new StringBuilder();
        for (var c : text.toCharArray()) {
            out.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\x%02X", (int) c));
        }
        return out.toString();
    }
}
