package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.sizedText;
import static org.tomblens.format.chunk.ChunkWalker.vector3;

import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;

/**
 * Reads the moveable and static records ({@code TeMov} … {@code TeStaTen2}) as each Tomb Editor version wrote them
 * (format-core/docs/prj2-objects.md). Some versions kept the chunk id and changed what follows the fields [PRJ2]
 * lists: the first {@code TeMov} ended with an RGBA colour, {@code TeMov2}, {@code TeMov3} and {@code TeSta2} end
 * with a stream of child chunks holding a Lua id ({@code TeItLuaId}), or with that stream's end marker alone, and
 * for three days {@code TeMov3} put that chunk before its colour. Which layout a chunk has, its bytes tell.
 */
record ItemRecordReader(ChunkWalker walker, String chunk, ByteCursor data, long id) {
    /** The child chunk 2018–2020 editors wrote in moveables and statics: a LEB128 Lua id. */
    static final String LUA_ID = "TeItLuaId";
    /** That chunk's header: the LEB128 length of its id, then the id. */
    private static final String LUA_ID_HEADER = (char) LUA_ID.length() + LUA_ID;
    /** An RGBA colour of four f32s, which the first moveable record ended with. */
    private static final int RGBA_BYTES = 16;

    /**
     * [PRJ2] {@code Movable1And2} and {@code Movable3And4} (with a colour); Tomb Engine's {@code MovableTen1} and
     * {@code MovableTen2} (pitch and roll) keep an unused script id slot, a colour and end with a Lua name.
     */
    ProjectObject movable() {
        var tombEngine = chunk.startsWith("TeMovTen");
        var at = placement(data, chunk.equals("TeMovTen2"));
        var scriptId = tombEngine ? ignoredScriptId(data) : scriptId(data);
        var wadObjectId = data.u32("wadObjectId");
        var ocb = data.s16("ocb");
        var invisible = bool(data);
        var clearBody = bool(data);
        var codeBits = data.u8("codeBits");
        var colour = Colour.WHITE;
        var luaId = -1L;
        switch (chunk) {
            case "TeMov" -> colour = data.remaining() == RGBA_BYTES ? rgba() : Colour.WHITE;
            case "TeMov2" -> luaId = luaIdStream();
            case "TeMov3" -> {
                if (data.lookingAt(LUA_ID_HEADER)) {
                    // 2020-03-30 to 2020-04-02: the Lua id chunk, the colour, then the stream's end marker.
                    luaId = leadingLuaId();
                    colour = Colour.read(data, "colour");
                    endMarker();
                } else {
                    colour = Colour.read(data, "colour");
                    luaId = luaIdStream();
                }
            }
            default -> colour = Colour.read(data, "colour");
        }
        var luaName = tombEngine ? sizedText(data, "luaName") : "";
        return new ProjectObject.Movable(chunk, id, at.position, at.yaw, at.pitch, at.roll, scriptId, wadObjectId, ocb,
                invisible, clearBody, codeBits, colour, luaName, luaId);
    }

    /**
     * [PRJ2] {@code Static1And2} (an unused u32 before the OCB: the alpha of the RGBA colour the first versions
     * wrote) and {@code Static3}; Tomb Engine's {@code StaticTombEngine1} and {@code StaticTombEngine2} (pitch,
     * roll and scale) keep an unused script id slot and end with a Lua name.
     */
    ProjectObject staticMesh() {
        var tombEngine = chunk.startsWith("TeStaTen");
        var rotated = chunk.equals("TeStaTen2");
        var at = placement(data, rotated);
        var scale = rotated ? data.f32("scale") : 1;
        var scriptId = tombEngine ? ignoredScriptId(data) : scriptId(data);
        var wadObjectId = data.u32("wadObjectId");
        var colour = Colour.read(data, "colour");
        if (chunk.equals("TeSta") || chunk.equals("TeSta2")) {
            data.u32("unused");
        }
        var ocb = data.s16("ocb");
        var luaId = chunk.equals("TeSta2") ? luaIdStream() : -1;
        var luaName = tombEngine ? sizedText(data, "luaName") : "";
        return new ProjectObject.Static(chunk, id, at.position, at.yaw, at.pitch, at.roll, scale, scriptId, wadObjectId,
                colour, ocb, luaName, luaId);
    }

    /** The RGBA colour of the first moveable record; the editor never used its alpha. */
    private Colour rgba() {
        var colour = Colour.read(data, "colour");
        data.f32("colour.a");
        return colour;
    }

    /** The {@code TeItLuaId} chunk the March 2020 {@code TeMov3} wrote before its colour, out of any stream. */
    private long leadingLuaId() {
        data.expect("chunkId", LUA_ID_HEADER);
        var sizeAt = data.position();
        var size = data.leb128("dataSize");
        var valueAt = data.position();
        var luaId = data.leb128(LUA_ID);
        if (data.position() - valueAt != size) {
            throw data.errorAt(sizeAt, "dataSize", "a " + LUA_ID + " chunk of " + size + " bytes holding a LEB128 of "
                    + (data.position() - valueAt));
        }
        return luaId;
    }

    private void endMarker() {
        var at = data.position();
        var marker = data.u8("end");
        if (marker != 0) {
            throw data.errorAt(at, "end", "a chunk id size of " + marker + " where the child stream ends");
        }
    }

    /**
     * The stream of child chunks that ends a record of 2018–2020, when the chunk holds one (the editor stopped
     * writing even its end marker on 2020-09-28): its {@code TeItLuaId}, -1 when there is none.
     */
    private long luaIdStream() {
        var luaId = new long[] {-1};
        if (!data.atEnd()) {
            walker.stream(data, false, (child, value) -> {
                if (!child.equals(LUA_ID)) {
                    return false;
                }
                luaId[0] = ChunkWalker.leb(value);
                return true;
            });
        }
        return luaId[0];
    }

    /** Where an object stands and how it turns: a position and a yaw, and for the later records pitch and roll. */
    record Placement(Vector3 position, float yaw, float pitch, float roll) {}

    static Placement placement(ByteCursor data, boolean pitchAndRoll) {
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        return pitchAndRoll ? new Placement(position, yaw, data.f32("pitch"), data.f32("roll"))
                : new Placement(position, yaw, 0, 0);
    }

    /** [PRJ2] {@code ScriptId}: capped at the u32 maximum; negative means none (-1). */
    static long scriptId(ByteCursor data) {
        var value = data.leb128("scriptId");
        return value < 0 ? -1 : Math.min(value, 0xFFFFFFFFL);
    }

    /** Tomb Engine's records keep an unused script id slot. */
    static long ignoredScriptId(ByteCursor data) {
        data.leb128("unused");
        return -1;
    }
}
