package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.SoundSource;

/**
 * The dynamic block: each room's name, colour, flags, statics and volumes, then the items, AI objects, cameras, flyby
 * cameras, sinks and sound sources, each placed thing with the name Lua scripts call it by. The event sets after them
 * are not read. A single-block level (1.7.0 to 1.7.2) stores the placements before the AI's map and the items after it;
 * {@link TenReader} reads them in that order.
 */
final class TenDynamicReader {
    /** A flyby camera's bytes with byte sequence and index numbers (ints from 1.11, six bytes more). */
    private static final int FLYBY_BYTES = 40;

    /** A name of something placed, as the level's scripts know it, and what it names. */
    record LuaName(String kind, int index, String name) {}

    /** The items and AI objects. */
    record Items(List<Entity> entities, List<AiObject> aiObjects, List<LuaName> luaNames) {}

    /** The cameras, flyby cameras, sinks and sound sources. */
    record Placements(List<FixedCamera> cameras, List<FlybyCamera> flybys, List<FixedCamera> sinks,
                      List<SoundSource> soundSources, List<LuaName> luaNames) {}

    record Dynamic(List<TenRoomReader.Dynamic> rooms, Items items, Placements placements) {
        List<LuaName> luaNames() {
            var names = new ArrayList<>(items.luaNames());
            names.addAll(placements.luaNames());
            return names;
        }
    }

    private TenDynamicReader() {}

    /** The dynamic block of Tomb Editor 1.8 and later. */
    static Dynamic read(ByteCursor cursor, TenShape shape) {
        var roomCount = cursor.count32("rooms", 33);
        var rooms = new ArrayList<TenRoomReader.Dynamic>(roomCount);
        for (int r = 0; r < roomCount; r++) {
            cursor.enter("rooms", r);
            rooms.add(TenRoomReader.dynamic(cursor));
            cursor.leave();
        }
        return new Dynamic(rooms, items(cursor), placements(cursor, shape));
    }

    static Items items(ByteCursor cursor) {
        var names = new ArrayList<LuaName>();
        var itemCount = cursor.count32("items", 45);
        var entities = new ArrayList<Entity>(itemCount);
        for (int i = 0; i < itemCount; i++) {
            cursor.enter("items", i);
            var type = cursor.u16("objectId");
            var room = cursor.s16("room");
            var spot = TenSpot.read(cursor);
            cursor.skip("colour", 16);
            var ocb = cursor.s16("ocb");
            var flags = cursor.u16("flags");
            entities.add(new Entity(type, room, spot.x(), spot.y(), spot.z(), spot.yaw(), -1, ocb, flags));
            names.add(new LuaName("item", i, TenStrings.read(cursor, "luaName")));
            cursor.leave();
        }
        var aiCount = cursor.count32("aiItems", 31);
        var aiObjects = new ArrayList<AiObject>(aiCount);
        for (int i = 0; i < aiCount; i++) {
            cursor.enter("aiItems", i);
            var type = cursor.u16("objectId");
            var room = cursor.u16("room");
            var spot = TenSpot.read(cursor);
            var ocb = cursor.s16("ocb");
            var flags = cursor.u16("flags");
            cursor.s32("boxIndex");
            aiObjects.add(new AiObject(type, room, spot.x(), spot.y(), spot.z(), ocb, flags, (short) spot.yaw()));
            names.add(new LuaName("ai", i, TenStrings.read(cursor, "luaName")));
            cursor.leave();
        }
        return new Items(entities, aiObjects, names);
    }

    static Placements placements(ByteCursor cursor, TenShape shape) {
        var names = new ArrayList<LuaName>();
        var cameraCount = cursor.count32("cameras", 25);
        var cameras = new ArrayList<FixedCamera>(cameraCount);
        for (int c = 0; c < cameraCount; c++) {
            cursor.enter("cameras", c);
            var x = cursor.s32("x");
            var y = cursor.s32("y");
            var z = cursor.s32("z");
            var room = cursor.s32("room");
            var flags = cursor.s32("flags");
            cursor.s32("speed");
            cameras.add(new FixedCamera(x, y, z, room, flags));
            names.add(new LuaName("camera", c, TenStrings.read(cursor, "luaName")));
            cursor.leave();
        }
        var wide = shape.flybyIntNumbers();
        var flybyCount = cursor.count32("flybyCameras", wide ? FLYBY_BYTES + 6 : FLYBY_BYTES);
        var flybys = new ArrayList<FlybyCamera>(flybyCount);
        for (int f = 0; f < flybyCount; f++) {
            cursor.enter("flybyCameras", f);
            flybys.add(new FlybyCamera(cursor.s32("x"), cursor.s32("y"), cursor.s32("z"), cursor.s32("directionX"),
                    cursor.s32("directionY"), cursor.s32("directionZ"),
                    wide ? cursor.s32("sequence") : cursor.u8("sequence"),
                    wide ? cursor.s32("index") : cursor.u8("index"), cursor.u16("fov"), cursor.s16("roll"),
                    cursor.u16("timer"), cursor.u16("speed"), cursor.u16("flags"), cursor.s32("room")));
            cursor.leave();
        }
        var sinkCount = cursor.count32("sinks", 21);
        var sinks = new ArrayList<FixedCamera>(sinkCount);
        for (int s = 0; s < sinkCount; s++) {
            cursor.enter("sinks", s);
            sinks.add(new FixedCamera(cursor.s32("x"), cursor.s32("y"), cursor.s32("z"), cursor.s32("strength"),
                    cursor.s32("boxIndex")));
            names.add(new LuaName("sink", s, TenStrings.read(cursor, "luaName")));
            cursor.leave();
        }
        var sourceCount = cursor.count32("soundSources", 21);
        var sources = new ArrayList<SoundSource>(sourceCount);
        for (int s = 0; s < sourceCount; s++) {
            cursor.enter("soundSources", s);
            sources.add(new SoundSource(cursor.s32("x"), cursor.s32("y"), cursor.s32("z"), cursor.s32("soundId"),
                    cursor.s32("flags")));
            names.add(new LuaName("soundSource", s, TenStrings.read(cursor, "luaName")));
            cursor.leave();
        }
        return new Placements(cameras, flybys, sinks, sources, names);
    }
}
