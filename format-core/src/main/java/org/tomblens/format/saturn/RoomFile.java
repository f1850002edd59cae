package org.tomblens.format.saturn;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.Records;

/**
 * A Saturn level's {@code .SAT} file ({@code ROOMFILE}, ending with {@code ROOMEND}): the room textures' records
 * ({@code ROOMTINF}), their colour tables ({@code ROOMTQTR}) and texels ({@code ROOMTSUB}), the rooms, the FloorData,
 * cameras, sound sources, boxes, overlaps, the three zone tables, the animated texture ranges and the entities.
 *
 * @param roomTextures the room textures' 16-byte records
 * @param tables the bytes the records' colour tables lie in
 * @param texels the bytes the records' texels lie in
 * @param transparentTextures the room textures that see-through faces use
 * @param zones the ground, second ground and fly zones, one table after the other
 * @param animatedRanges first and last room texture of each animated run
 */
record RoomFile(List<RoomTexture> roomTextures, byte[] tables, byte[] texels, BitSet transparentTextures,
                List<Room> rooms, Words floorData, List<FixedCamera> cameras, List<SoundSource> soundSources,
                List<Box> boxes, Words overlaps, List<Words> zones, List<int[]> animatedRanges, List<Entity> entities) {

    static final String FILE_TAG = "ROOMFILE";
    private static final String END_TAG = "ROOMEND";

    /** A room texture record (trview's names): where its texels and colour table lie, in 8-byte units. */
    record RoomTexture(int start, int texelStart, int texelLength, int size, int height) {}

    static RoomFile read(byte[] bytes, String region) {
        var file = new TaggedFile(bytes, region, FILE_TAG, END_TAG);
        var cursor = file.cursor();
        var builder = new Builder();
        var roomReader = new SaturnRooms();
        for (var tag = file.next(); tag != null; tag = file.next()) {
            switch (tag) {
                case "ROOMTINF" -> builder.roomTextures = Records.list(cursor, "roomTextures",
                        file.count(tag, 16), RoomFile::roomTexture);
                case "ROOMTQTR" -> builder.tables = cursor.bytes(tag, file.count(tag, 1));
                case "ROOMTSUB" -> builder.texels = cursor.bytes(tag, file.count(tag, 1));
                case "ROOMTPAL", "ROOMSPAL" -> file.skipSection(tag);
                case "ROOMDATA" -> builder.rooms = roomReader.read(file);
                case "FLORDATA" -> builder.floorData = Words.own(cursor.words(tag, file.count(tag, 2)));
                case "CAMERAS" -> builder.cameras = Records.list(cursor, "cameras", file.count(tag, 16),
                        c -> new FixedCamera(c.s32("x"), c.s32("y"), c.s32("z"), c.s16("room"), c.u16("flag")));
                case "SOUNDFX" -> builder.soundSources = Records.list(cursor, "soundSources", file.count(tag, 16),
                        c -> new SoundSource(c.s32("x"), c.s32("y"), c.s32("z"), c.u16("soundId"), c.u16("flags")));
                case "BOXES" -> builder.boxes = Records.list(cursor, "boxes", file.count(tag, 20),
                        c -> new Box(c.u32("zMin"), c.u32("zMax"), c.u32("xMin"), c.u32("xMax"), c.s16("trueFloor"),
                                c.u16("overlapIndex")));
                case "OVERLAPS" -> builder.overlaps = Words.own(cursor.words(tag, file.count(tag, 2)));
                case "GND_ZONE", "GND_ZON2", "FLY_ZONE" -> builder.zones.add(Words.own(cursor.words(tag,
                        file.count(tag, 2))));
                case "ARANGES" -> builder.animatedRanges = Records.list(cursor, "animatedRanges",
                        file.count(tag, 8), c -> new int[] {c.s32("first"), c.s32("last")});
                case "ITEMDATA" -> builder.entities = Records.list(cursor, "entities", file.count(tag, 24),
                        c -> entity(c, builder.rooms.size()));
                default -> throw file.unknown(tag);
            }
        }
        return new RoomFile(builder.roomTextures, builder.tables, builder.texels, roomReader.transparentTextures(),
                builder.rooms, builder.floorData, builder.cameras, builder.soundSources, builder.boxes,
                builder.overlaps, builder.zones, builder.animatedRanges, builder.entities);
    }

    /** Sixteen bytes: the table's start, the texels' start, three words not read, the size, a byte, the height. */
    private static RoomTexture roomTexture(ByteCursor cursor) {
        var start = cursor.u16("start");
        var texelStart = cursor.u16("texelStart");
        cursor.skip("unknown", 4);
        var texelLength = cursor.u16("texelLength");
        var size = cursor.u16("size");
        cursor.skip("unknown", 1);
        var height = cursor.u8("height");
        cursor.skip("unknown", 2);
        return new RoomTexture(start, texelStart, texelLength, size, height);
    }

    /** The PC's TR1 entity and two bytes of padding. */
    private static Entity entity(ByteCursor cursor, int roomCount) {
        var type = cursor.s16("type");
        var roomOffset = cursor.position();
        var room = cursor.s16("room");
        if (room < 0 || room >= roomCount) {
            throw cursor.errorAt(roomOffset, "room", "room " + room + " does not exist (the level has " + roomCount
                    + ")");
        }
        var entity = new Entity(type, room, cursor.s32("x"), cursor.s32("y"), cursor.s32("z"), cursor.s16("angle"),
                cursor.s16("intensity"), 0, cursor.u16("flags"));
        cursor.skip("padding", 2);
        return entity;
    }

    private static final class Builder {
        List<RoomTexture> roomTextures = List.of();
        byte[] tables = new byte[0];
        byte[] texels = new byte[0];
        List<Room> rooms = List.of();
        Words floorData = Words.EMPTY;
        List<FixedCamera> cameras = List.of();
        List<SoundSource> soundSources = List.of();
        List<Box> boxes = List.of();
        Words overlaps = Words.EMPTY;
        final List<Words> zones = new ArrayList<>();
        List<int[]> animatedRanges = List.of();
        List<Entity> entities = List.of();
    }
}
