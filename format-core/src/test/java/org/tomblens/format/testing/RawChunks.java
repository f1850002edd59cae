package org.tomblens.format.testing;

import java.nio.charset.StandardCharsets;

/**
 * Finds chunks in a Tomb Editor file's bytes by walking the chunk headers alone, without the reader: for tests that
 * need to know where a chunk lies to check what the reader says about it.
 */
public final class RawChunks {
    /** Where a chunk's data lies. */
    public record Found(int dataStart, int dataSize) {
        public int dataEnd() {
            return dataStart + dataSize;
        }
    }

    private RawChunks() {}

    /**
     * The {@code occurrence}-th (0 first) chunk with id {@code id} in the chunk stream at [from, to); null when the
     * stream ends before.
     */
    public static Found find(byte[] bytes, int from, int to, String id, int occurrence) {
        var wanted = id.getBytes(StandardCharsets.US_ASCII);
        var at = new int[] {from};
        var seen = 0;
        while (at[0] < to) {
            var idSize = (int) leb(bytes, at);
            if (idSize == 0) {
                return null;
            }
            var idStart = at[0];
            at[0] += idSize;
            var size = (int) leb(bytes, at);
            var matches = idSize == wanted.length;
            for (int i = 0; matches && i < idSize; i++) {
                matches = bytes[idStart + i] == wanted[i];
            }
            if (matches && seen++ == occurrence) {
                return new Found(at[0], size);
            }
            at[0] += size;
        }
        return null;
    }

    /**
     * The first chunk with id {@code id} in the first room of an uncompressed project: TeRooms, its first TeRoom,
     * then the room's stream after its two LEB128 sector counts.
     */
    public static Found inFirstRoom(byte[] bytes, String id) {
        var rooms = find(bytes, 8, bytes.length, "TeRooms", 0);
        var room = find(bytes, rooms.dataStart(), rooms.dataEnd(), "TeRoom", 0);
        var afterCounts = new int[] {room.dataStart()};
        leb(bytes, afterCounts);
        leb(bytes, afterCounts);
        return find(bytes, afterCounts[0], room.dataEnd(), id, 0);
    }

    /**
     * Where the top-level chunk stream of an uncompressed WAD2 library starts: right after the 8-byte header, where
     * a chunk id ("W2…") follows its one-byte length, or after the one-byte game version of the first layout.
     */
    public static int wad2StreamStart(byte[] bytes) {
        return bytes[9] == 'W' && bytes[10] == '2' ? 8 : 9;
    }

    /** The signed LEB128 number at {@code at[0]}, moving past it. */
    public static long leb(byte[] bytes, int[] at) {
        long value = 0;
        var shift = 0;
        int b;
        do {
            b = bytes[at[0]++] & 0xFF;
            value |= (long) (b & 0x7F) << shift;
            shift += 7;
        } while ((b & 0x80) != 0);
        return (b & 0x40) != 0 && shift < 64 ? value | -1L << shift : value;
    }
}
