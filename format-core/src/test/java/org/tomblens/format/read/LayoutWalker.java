package org.tomblens.format.read;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A second, deliberately simple reading of a level's layout, written from TRosettaStone 3 §10 and the record
 * sizes of §3–§9 alone: it only hops over records by their sizes and sums the counts it passes. It shares no
 * code with the reader, so agreeing counts and an exact end are an independent check of both; and the places
 * it passes tell tests where to find, or change, a record without asking the reader.
 */
public final class LayoutWalker {
    private final ByteBuffer data;
    private final int version;  // 1..5
    private final Map<String, Long> counts = new LinkedHashMap<>();
    private final Map<String, Integer> starts = new LinkedHashMap<>();
    /** §10.10: Unfinished Business and the TR1 demo keep the palette before the cameras. */
    private boolean paletteAfterSprites;

    /**
     * What a walk found.
     *
     * @param data the bytes walked: the whole file for TR1–TR3, the unpacked level data for TR4/TR5
     * @param dataStart where {@code data} begins in the file: 0 for TR1–TR3, the level data's offset for TR5
     *     (stored unpacked); -1 for TR4, whose level data is packed
     * @param counts the counts, keyed as {@code info --json} keys them
     * @param starts where in {@code data} the first record of each table lies (keyed as its count is), and
     *     of each room's quads and portals ({@code rooms[3].quads}); only for tables and runs that hold any
     */
    public record Layout(byte[] data, int dataStart, Map<String, Long> counts, Map<String, Integer> starts) {}

    private LayoutWalker(ByteBuffer data, int version) {
        this.data = data.order(ByteOrder.LITTLE_ENDIAN);
        this.version = version;
    }

    /** The counts of a whole file, keyed as {@code info --json} keys them; fails unless the walk ends at the end. */
    static Map<String, Long> walk(byte[] file, int version) throws DataFormatException {
        return layout(file, version).counts();
    }

    /** The walk of a whole file of {@code version} (1..5); fails unless it ends at the end. */
    public static Layout layout(byte[] file, int version) throws DataFormatException {
        if (version == 1) {
            try {
                return classic(file, version, false);
            } catch (RuntimeException standard) {
                return classic(file, version, true);
            }
        }
        if (version <= 3) {
            return classic(file, version, false);
        }
        var buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        buffer.position(4);
        return chunked(buffer, version);
    }

    /** Whether a TR1 file walks only with its palette before the cameras, as §10.10 says of UB and the demo. */
    public static boolean paletteAfterSprites(byte[] file) {
        try {
            classic(file, 1, false);
            return false;
        } catch (RuntimeException standard) {
            classic(file, 1, true);
            return true;
        }
    }

    private static Layout classic(byte[] file, int version, boolean paletteAfterSprites) {
        var buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        buffer.position(4);
        var walker = new LayoutWalker(buffer, version);
        walker.paletteAfterSprites = paletteAfterSprites;
        if (version > 1) {
            walker.skip(768 + 1024);
        }
        var pages = walker.u32();
        walker.counts.put("textiles", pages);
        walker.skip(pages * (version == 1 ? 65536 : 65536 + 131072));
        walker.skip(4);
        walker.levelData();
        walker.expectEnd();
        return new Layout(file, 0, walker.counts, walker.starts);
    }

    private static Layout chunked(ByteBuffer buffer, int version) throws DataFormatException {
        var pages = (long) buffer.getShort() + buffer.getShort() + buffer.getShort();
        for (int chunk = 0; chunk < 3; chunk++) {
            buffer.getInt();
            var packed = buffer.getInt();
            buffer.position(buffer.position() + packed);
        }
        byte[] levelData;
        var dataStart = -1;
        if (version == 5) {
            buffer.position(buffer.position() + 32);
            var size = buffer.getInt();
            buffer.getInt();
            dataStart = buffer.position();
            levelData = new byte[size];
            buffer.get(levelData);
        } else {
            levelData = new byte[buffer.getInt()];
            var packed = new byte[buffer.getInt()];
            buffer.get(packed);
            var inflater = new Inflater();
            inflater.setInput(packed);
            var length = 0;
            while (!inflater.finished() && length < levelData.length) {
                length += inflater.inflate(levelData, length, levelData.length - length);
            }
            inflater.end();
            if (length != levelData.length) {
                throw new IllegalStateException("level data shorter than declared");
            }
        }
        var walker = new LayoutWalker(ByteBuffer.wrap(levelData), version);
        walker.counts.put("textiles", pages);
        walker.skip(4);
        walker.levelData();
        walker.skip(6);
        walker.expectEnd();
        var samples = buffer.getInt();
        for (int i = 0; i < samples; i++) {
            buffer.getInt();
            var size = buffer.getInt();
            buffer.position(buffer.position() + size);
        }
        if (buffer.hasRemaining()) {
            throw new IllegalStateException(buffer.remaining() + " bytes after the samples");
        }
        return new Layout(levelData, dataStart, walker.counts, walker.starts);
    }

    private void levelData() {
        var rooms = version == 5 ? u32() : u16();
        counts.put("rooms", rooms);
        for (var total : new String[] {"room_vertices_total", "room_quads_total", "room_triangles_total",
                "room_sprites_total", "portals_total", "sectors_total", "lights_total", "static_mesh_instances_total"}) {
            counts.put(total, 0L);
        }
        for (int i = 0; i < rooms; i++) {
            if (version == 5) {
                tr5Room();
            } else {
                room(i);
            }
        }
        table("floordata_words", 2);
        table("mesh_data_words", 2);
        table("mesh_pointers", 4);
        table("animations", version >= 4 ? 40 : 32);
        table("state_changes", 6);
        table("anim_dispatches", 8);
        table("anim_commands", 2);
        table("mesh_trees", 4);
        table("frames_words", 2);
        table("moveables", version == 5 ? 20 : 18);
        table("static_meshes", 32);
        if (version <= 2) {
            table("object_textures", 20);
        }
        if (version >= 4) {
            skip(version == 5 ? 4 : 3);  // "SPR"
        }
        table("sprite_textures", 16);
        table("sprite_sequences", 8);
        if (paletteAfterSprites) {
            skip(768);
        }
        table("cameras", 16);
        put("flyby_cameras", version >= 4 ? table("flyby_cameras", 40) : 0);
        table("sound_sources", 16);
        var boxes = table("boxes", version == 1 ? 20 : 8);
        table("overlaps", 2);
        skip(boxes * (version == 1 ? 12 : 20));
        table("animated_textures_words", 2);
        if (version >= 4) {
            skip(version == 5 ? 5 : 4);  // UV count and "TEX"
        }
        if (version >= 3) {
            table("object_textures", version == 5 ? 40 : version == 4 ? 38 : 20);
        }
        table("entities", version == 1 ? 22 : 24);
        put("ai_objects", version >= 4 ? table("ai_objects", 24) : 0);
        if (version <= 3) {
            skip(8192 + (version == 1 && !paletteAfterSprites ? 768 : 0));
            skip(u16() * 16);
        }
        skip(u16());
        skip(2L * (version == 1 ? 256 : version == 5 ? 450 : 370));
        table("sound_details", 8);
        if (version == 1) {
            skip(u32());
        }
        table("sample_indices", 4);
    }

    private void room(int index) {
        skip(16);
        var words = u32();
        var end = data.position() + 2 * words;
        add("room_vertices_total", run16(version == 1 ? 8 : 12));
        add("room_quads_total", run16("rooms[" + index + "].quads", 10));
        add("room_triangles_total", run16(8));
        add("room_sprites_total", run16(4));
        data.position((int) end);
        add("portals_total", run16("rooms[" + index + "].portals", 32));
        var sectors = (long) u16() * u16();
        skip(sectors * 8);
        add("sectors_total", sectors);
        skip(version == 1 ? 2 : version == 2 ? 6 : 4);
        add("lights_total", run16(switch (version) { case 1 -> 18; case 4 -> 46; default -> 24; }));
        add("static_mesh_instances_total", run16(version == 1 ? 18 : 20));
        skip(version >= 3 ? 7 : 4);
    }

    /** A TR5 room, counted from its 216-byte header (§3.4.5) and hopped over by its data size. */
    private void tr5Room() {
        var start = data.position();
        var size = data.getInt(start + 4);
        var numZ = data.getShort(start + 48) & 0xFFFF;
        var numX = data.getShort(start + 50) & 0xFFFF;
        var lights = data.getShort(start + 56) & 0xFFFF;
        var statics = data.getShort(start + 58) & 0xFFFF;
        var layers = data.getInt(start + 176);
        var sectorsStart = start + 216 + data.getInt(start + 16);
        add("sectors_total", (long) numZ * numX);
        add("portals_total", data.getShort(sectorsStart + numZ * numX * 8) & 0xFFFF);
        add("lights_total", lights);
        add("static_mesh_instances_total", statics);
        add("room_sprites_total", 0);
        if (layers > 0) {
            add("room_triangles_total", data.getInt(start + 144));
            add("room_quads_total", data.getInt(start + 148));
            add("room_vertices_total", data.getInt(start + 196) / 28);
        } else {
            add("room_triangles_total", 0);
            add("room_quads_total", 0);
            add("room_vertices_total", 0);
        }
        data.position(start + 8 + size);
    }

    private long table(String key, int size) {
        var count = u32();
        if (count > 0) {
            starts.put(key, data.position());
        }
        skip(count * size);
        counts.put(key, count);
        return count;
    }

    /** A u16-counted run of records, for the per-room totals. */
    private long run16(int size) {
        var count = u16();
        skip(count * size);
        return count;
    }

    /** A u16-counted run of records whose start is kept under {@code name} when it holds any. */
    private long run16(String name, int size) {
        if ((data.getShort(data.position()) & 0xFFFF) > 0) {
            starts.put(name, data.position() + 2);
        }
        return run16(size);
    }

    private void put(String key, long value) {
        counts.put(key, value);
    }

    private void add(String key, long value) {
        counts.merge(key, value, Long::sum);
    }

    private long u32() {
        return data.getInt() & 0xFFFFFFFFL;
    }

    private long u16() {
        return data.getShort() & 0xFFFF;
    }

    private void skip(long bytes) {
        data.position(Math.toIntExact(data.position() + bytes));
    }

    private void expectEnd() {
        if (data.hasRemaining()) {
            throw new IllegalStateException(data.remaining() + " bytes left after the walk");
        }
    }
}
