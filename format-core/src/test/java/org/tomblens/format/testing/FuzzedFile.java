package org.tomblens.format.testing;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;

/**
 * A fuzz test's input turned into a file to read: one of the test's seeds (corpus files, files the tests make)
 * changed by edits the fuzzer chooses, or, when the input chooses no seed, the input's own bytes. The fuzzer
 * sees which choices reach new code, so it keeps the edits that matter: a count made huge, a chunk cut short, a
 * flag the seeds never set. An input is read as:
 *
 * <pre>
 *   u16  seed: below the seed count, that seed with the edits below; otherwise the rest of the input is the file
 *   then edits, 9 bytes each, little-endian:
 *     u8   what: 0 write a byte, 1 write a u16, 2 write a u32, 3 cut the file there
 *     u32  where: an offset, taken modulo the file's length
 *     u32  value
 * </pre>
 *
 * Stored as a file, an input reproduces what it found as long as the seeds are the same, in the same order.
 */
public final class FuzzedFile {
    private static final int EDIT_BYTES = 9;

    /** A file to read: its name (whose extension some readers look at) and its bytes. */
    public record File(String name, byte[] bytes) {
        @Override
        public String toString() {
            return name + " (" + bytes.length + " bytes)";
        }
    }

    private FuzzedFile() {}

    /** The file {@code input} makes from {@code seeds}; {@code rawName} names it when it is the input's own bytes. */
    public static File of(byte[] input, List<File> seeds, String rawName) {
        var in = ByteBuffer.wrap(input).order(ByteOrder.LITTLE_ENDIAN);
        var choice = in.remaining() >= 2 ? Short.toUnsignedInt(in.getShort()) : seeds.size();
        if (choice >= seeds.size()) {
            return new File(rawName, Arrays.copyOfRange(input, in.position(), input.length));
        }
        var seed = seeds.get(choice);
        var bytes = seed.bytes().clone();
        var length = bytes.length;
        while (in.remaining() >= EDIT_BYTES && length > 0) {
            var what = Byte.toUnsignedInt(in.get()) % 4;
            var where = (int) Long.remainderUnsigned(Integer.toUnsignedLong(in.getInt()), length);
            var value = in.getInt();
            switch (what) {
                case 0 -> bytes[where] = (byte) value;
                case 1 -> put(bytes, where, value, 2, length);
                case 2 -> put(bytes, where, value, 4, length);
                default -> length = where;
            }
        }
        return new File(seed.name(), length == bytes.length ? bytes : Arrays.copyOf(bytes, length));
    }

    /** Writes the low {@code size} bytes of {@code value} at {@code at}, as far as the file goes. */
    private static void put(byte[] bytes, int at, int value, int size, int length) {
        for (int i = 0; i < size && at + i < length; i++) {
            bytes[at + i] = (byte) (value >>> 8 * i);
        }
    }
}
