package org.tomblens.maker.write;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;

/**
 * Writes a PC TR5 level (.TRC) in the layout the Sega Dreamcast keeps TR5 in, as trview's
 * {@code Level_tr5_dc.cpp} reads it: each group of parts in 2048-byte sections, the textile size first, the page
 * counts as three double words, the 16-bit pages alone, and the rooms with 16 bytes after their header and 4 after
 * each vertex. No Dreamcast level is public: tests read real PC levels written this way back against the level
 * they came from. What the layout leaves open is written as format-core/docs/dreamcast.md lists it (zeros where
 * trview skips bytes, a textile size 0xD8 past where the pages end, less a section, a vertex size field counting
 * 32-byte vertices).
 */
public final class DreamcastLevelWriter {
    static final int SECTION = 2048;
    private static final int PAGE16 = 2 * 256 * 256;
    /** The PC room header after "XELA" and its size, and where in it the fields the writer changes lie. */
    private static final int ROOM_HEADER = 208;
    private static final int NUM_LAYERS = 168;
    private static final int VERTICES_OFFSET = 176;
    private static final int VERTICES_SIZE = 188;
    private static final int ROOM_PADDING = 16;
    private static final int PC_VERTEX = 28;
    private static final int DC_VERTEX = 32;
    private static final int SOUND_MAP_BYTES = 2 * 450;
    private static final long TILE_RECORDS_SIZE = 3011032;

    private DreamcastLevelWriter() {}

    /** The TR5 level in {@code pc} (a PC .TRC file) in the Dreamcast's layout. */
    public static byte[] tr5(byte[] pc) {
        return tr5(pc, false);
    }

    /**
     * The TR5 level in {@code pc} in the Dreamcast's layout; with {@code tileRecords}, its pages as the one file of
     * textile size 3011032 keeps them (trview's "JOBY1"): each a zero word, its size and its bytes, right after the
     * counts, the textile size that one.
     */
    public static byte[] tr5(byte[] pc, boolean tileRecords) {
        var in = new ByteCursor(pc, "pc.trc");
        in.expect("magic", "TR4\0");
        var roomPages = in.u16("numRoomTextiles");
        var objectPages = in.u16("numObjectTextiles");
        var bumpPages = in.u16("numBumpTextiles");
        Inflation.read(in, "textiles32", Long.MAX_VALUE);
        var pages16 = Inflation.read(in, "textiles16", Long.MAX_VALUE).data();
        Inflation.read(in, "miscTextiles", Long.MAX_VALUE);
        var laraType = in.u16("laraType");
        var weather = in.u16("weather");
        in.skip("padding", 28);
        var dataSize = in.u32("levelData.unpackedSize");
        in.u32("levelData.packedSize");
        var data = in.slice("levelData", (int) dataSize);
        in.skip("levelData", dataSize);

        var out = new ByteSink(pc.length + pages16.length);
        var textileSize = tileRecords ? TILE_RECORDS_SIZE : 2L * SECTION + pages16.length - SECTION + 0xD8;
        out.u32("textileSize", textileSize);
        next(out);
        out.u32("numRoomTextiles", roomPages);
        out.u32("numObjectTextiles", objectPages);
        out.u32("numBumpTextiles", bumpPages);
        if (tileRecords) {
            for (int page = 0; page < pages16.length / PAGE16; page++) {
                out.u32("x", 0);
                out.u32("size", PAGE16);
                out.bytes("page", Arrays.copyOfRange(pages16, page * PAGE16, (page + 1) * PAGE16));
            }
        } else {
            next(out);
            out.bytes("textiles16", pages16, (roomPages + objectPages + bumpPages) * PAGE16);
        }
        out.padTo("textileSize", textileSize + SECTION);
        next(out);
        out.u16("laraType", laraType);
        out.u16("weather", weather);
        out.padTo("padding", out.position() + 28);
        next(out);
        levelData(data, out);
        out.bytes("sampleTag", "SAMP".getBytes(StandardCharsets.ISO_8859_1));
        out.u32("sampleTag", 0);
        next(out);
        out.bytes("sampleTag", "TOSS".getBytes(StandardCharsets.ISO_8859_1));
        out.bytes("samples", in.bytes("samples", in.remaining()));
        return out.toByteArray();
    }

    /** The PC level data, group by group, each group followed by its section's padding; the 0xCD separator dropped. */
    private static void levelData(ByteCursor data, ByteSink out) {
        copy(data, out, 4);
        var rooms = data.u32("numRooms");
        out.u32("numRooms", rooms);
        for (int i = 0; i < rooms; i++) {
            room(data, out);
        }
        counted(data, out, 2);
        next(out);
        for (var size : new int[] {2, 4, 40, 6, 8, 2, 4, 2, 20, 32}) {
            counted(data, out, size);
        }
        next(out);
        copy(data, out, 4);
        counted(data, out, 16);
        counted(data, out, 8);
        next(out);
        counted(data, out, 16);
        counted(data, out, 40);
        next(out);
        counted(data, out, 16);
        next(out);
        var boxes = data.peekU32(data.position());
        counted(data, out, 8);
        counted(data, out, 2);
        copy(data, out, boxes * 10 * 2);
        next(out);
        counted(data, out, 2);
        copy(data, out, 1);
        next(out);
        copy(data, out, 4);
        counted(data, out, 40);
        next(out);
        counted(data, out, 24);
        next(out);
        counted(data, out, 24);
        next(out);
        copy(data, out, 2 + data.peekU16(data.position()));
        next(out);
        copy(data, out, SOUND_MAP_BYTES);
        counted(data, out, 8);
        counted(data, out, 4);
        next(out);
    }

    /**
     * One room: "XELA", its size, the PC header with the vertex size counting 32-byte vertices, 16 zero bytes, the
     * PC data up to its vertices, then each vertex with 4 zero bytes after it; the PC's filler after them dropped.
     */
    private static void room(ByteCursor data, ByteSink out) {
        copy(data, out, 4);
        var size = data.u32("roomDataSize");
        var room = data.bytes("room", size);
        var header = new ByteCursor(room, "room");
        var layers = header.peekU32(NUM_LAYERS);
        var verticesAt = header.peekU32(VERTICES_OFFSET);
        var vertexCount = layers == 0 ? 0 : header.peekU32(VERTICES_SIZE) / PC_VERTEX;
        var body = layers == 0 ? size - ROOM_HEADER : verticesAt;
        out.u32("roomDataSize", ROOM_HEADER + ROOM_PADDING + body + vertexCount * DC_VERTEX);
        out.bytes("header", Arrays.copyOfRange(room, 0, VERTICES_SIZE));
        out.u32("numVertices", layers == 0 ? header.peekU32(VERTICES_SIZE) : vertexCount * DC_VERTEX);
        out.bytes("separators", Arrays.copyOfRange(room, VERTICES_SIZE + 4, ROOM_HEADER));
        out.padTo("padding", out.position() + ROOM_PADDING);
        out.bytes("data", Arrays.copyOfRange(room, ROOM_HEADER, ROOM_HEADER + (int) body));
        for (int i = 0; i < vertexCount; i++) {
            var at = ROOM_HEADER + (int) verticesAt + i * PC_VERTEX;
            out.bytes("vertices", Arrays.copyOfRange(room, at, at + PC_VERTEX));
            out.u32("separator", 0);
        }
    }

    /** A u32 count of records of {@code size} bytes, then the records. */
    private static void counted(ByteCursor data, ByteSink out, int size) {
        var count = data.peekU32(data.position());
        copy(data, out, 4 + count * size);
    }

    private static void copy(ByteCursor data, ByteSink out, long length) {
        out.bytes("levelData", data.bytes("levelData", length));
    }

    /** Pads to the next section boundary past the group just written, as the reader moves to it. */
    static void next(ByteSink out) {
        out.padTo("section", ((long) out.position() / SECTION + 1) * SECTION);
    }
}
