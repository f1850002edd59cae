package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.TR1;

import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.CinematicFrame;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.Words;

/** Reads what is placed in the world: cameras, flybys, sound sources, boxes, entities, AI objects. */
final class PlacementReader {
    private PlacementReader() {}

    static List<FixedCamera> cameras(ByteCursor cursor) {
        return Records.counted32(cursor, "cameras", 16, PlacementReader::camera);
    }

    /** One fixed camera, 16 bytes. */
    static FixedCamera camera(ByteCursor c) {
        return new FixedCamera(c.s32("x"), c.s32("y"), c.s32("z"), c.s16("room"), c.u16("flag"));
    }

    static List<FlybyCamera> flybyCameras(ByteCursor cursor) {
        return Records.counted32(cursor, "flybyCameras", 40, PlacementReader::flybyCamera);
    }

    /** One TR4/TR5 flyby camera, 40 bytes. */
    static FlybyCamera flybyCamera(ByteCursor c) {
        return new FlybyCamera(c.s32("x"), c.s32("y"), c.s32("z"), c.s32("dx"), c.s32("dy"), c.s32("dz"),
                c.u8("sequence"), c.u8("index"), c.u16("fov"), c.s16("roll"), c.u16("timer"), c.u16("speed"),
                c.u16("flags"), c.u32("roomId"));
    }

    static List<SoundSource> soundSources(ByteCursor cursor) {
        return Records.counted32(cursor, "soundSources", 16, PlacementReader::soundSource);
    }

    /** One sound source, 16 bytes. */
    static SoundSource soundSource(ByteCursor c) {
        return new SoundSource(c.s32("x"), c.s32("y"), c.s32("z"), c.u16("soundId"), c.u16("flags"));
    }

    /** Boxes (TR1: world units, 20 bytes; TR2+: sectors, 8 bytes), overlaps, then the zones (§7.3). */
    static Navigation navigation(ByteCursor cursor, GameVersion version) {
        return navigation(cursor, version == TR1, version == TR1 ? 6 : 10);
    }

    /**
     * Boxes in world units (20 bytes) or sectors (8 bytes), overlaps, then {@code zonesPerBox} zone words a box: a
     * file may pair one game's boxes with another's zones.
     */
    static Navigation navigation(ByteCursor cursor, boolean worldUnitBoxes, int zonesPerBox) {
        var boxes = Records.counted32(cursor, "boxes", worldUnitBoxes ? 20 : 8, c -> worldUnitBoxes
                ? new Box(c.u32("zMin"), c.u32("zMax"), c.u32("xMin"), c.u32("xMax"), c.s16("trueFloor"),
                        c.u16("overlapIndex"))
                : sectorBox(c));
        var overlaps = Words.own(cursor.words("overlaps", cursor.count32("numOverlaps", 2)));
        var zoneWords = (long) boxes.size() * zonesPerBox;
        var zones = Words.own(cursor.words("zones", zoneWords));
        return new Navigation(boxes, overlaps, zones);
    }

    /** One TR2+ box, in sectors (8 bytes). */
    static Box sectorBox(ByteCursor c) {
        return new Box(c.u8("zMin"), c.u8("zMax"), c.u8("xMin"), c.u8("xMax"), c.s16("trueFloor"),
                c.u16("overlapIndex"));
    }

    static List<Entity> entities(ByteCursor cursor, GameVersion version, int roomCount) {
        return entities(cursor, version, roomCount, true);
    }

    /**
     * Entities, with their light where {@code lit}; TR1's May 1996 PlayStation build stores none (20 bytes an
     * entity, trview's reader), read as -1, the value that lights an entity as its room does (§5.5).
     */
    static List<Entity> entities(ByteCursor cursor, GameVersion version, int roomCount, boolean lit) {
        var size = version == TR1 ? 22 : 24;
        return Records.counted32(cursor, "entities", lit ? size : size - 2, c -> {
            var type = c.s16("typeId");
            var room = room(c, roomCount);
            var x = c.s32("x");
            var y = c.s32("y");
            var z = c.s32("z");
            var angle = c.s16("angle");
            var intensity1 = lit ? c.s16("intensity1") : -1;
            var intensity2OrOcb = version == TR1 ? 0 : c.s16(version.isChunked() ? "ocb" : "intensity2");
            return new Entity(type, room, x, y, z, angle, intensity1, intensity2OrOcb, c.u16("flags"));
        });
    }

    /**
     * AI objects only guide enemies, so one placed in a room the level lacks (tools that use a level as a
     * data container do this) is a warning, not an error.
     */
    static List<AiObject> aiObjects(ByteCursor cursor, int roomCount, ReadContext context) {
        return Records.counted32(cursor, "aiObjects", 24, c -> {
            var type = c.u16("typeId");
            var room = aiRoom(c, roomCount, context);
            return new AiObject(type, room, c.s32("x"), c.s32("y"), c.s32("z"), c.s16("ocb"), c.u16("flags"),
                    c.s32("angle"));
        });
    }

    /** An AI object's room, a warning where the level lacks it. */
    static int aiRoom(ByteCursor c, int roomCount, ReadContext context) {
        var room = c.s16("room");
        if (room < 0 || room >= roomCount) {
            context.warnAt(c.path("room"), c.position() - 2, "room " + room + " does not exist (the level has "
                    + roomCount + ")");
        }
        return room;
    }

    static int room(ByteCursor cursor, int roomCount) {
        var room = cursor.s16("room");
        if (room < 0 || room >= roomCount) {
            throw cursor.errorAt(cursor.position() - 2, "room", "room " + room + " does not exist (the level has "
                    + roomCount + ")");
        }
        return room;
    }

    static List<CinematicFrame> cinematicFrames(ByteCursor cursor) {
        return Records.counted16(cursor, "cinematicFrames", 16, c -> new CinematicFrame(c.s16("targetX"),
                c.s16("targetY"), c.s16("targetZ"), c.s16("positionX"), c.s16("positionY"), c.s16("positionZ"),
                c.s16("fov"), c.s16("roll")));
    }
}
