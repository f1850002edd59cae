package org.tomblens.maker.write;

import java.util.Map;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.StaticMesh;

/**
 * The records of a TR4 or TR5 PlayStation level that the PC stores otherwise, the twins of the reader's: a room's
 * 80-byte record and its parts, the 32-byte lights, the 144-byte items, the 24-byte AI objects and the 64- and
 * 28-byte model and static-mesh slots. Bytes the reader skips are written as zeros.
 */
final class Tr4PsxRecordWriter {
    private static final int PORTAL_SIZE = 32;
    private static final int SECTOR_SIZE = 8;
    private static final int LIGHT_SIZE = 32;
    private static final int STATIC_SIZE = 20;
    private static final float UNIT = 4096f;
    private static final int SPOT = 2;
    private static final int FOG_BULB = 4;
    private static final float STEP = 128f;
    private static final int MODEL_ANIMATION_AT = 38;
    private static final int MODEL_LOADED_AT = 50;

    private Tr4PsxRecordWriter() {}

    /** The room's 80-byte record into {@code infos} and its parts into {@code parts}. */
    static void room(ByteSink infos, ByteSink parts, int index, Room room, Map<Integer, Integer> roomTextures) {
        var mesh = Tr3PsxGeometryWriter.roomlets(parts, index, room, roomTextures, false);
        infos.u32("dataSize", mesh.length);
        infos.u32("portalSize", PORTAL_SIZE * room.portals().size());
        infos.u32("sectorsSize", SECTOR_SIZE * room.sectors().size());
        infos.u32("lightSize", LIGHT_SIZE * room.lights().size());
        infos.u32("staticMeshSize", STATIC_SIZE * room.staticMeshes().size());
        infos.s32("x", room.x());
        infos.s32("y", room.y());
        infos.s32("z", room.z());
        infos.s32("yBottom", room.yBottom());
        infos.s32("yTop", room.yTop());
        infos.u16("numZSectors", room.numZSectors());
        infos.u16("numXSectors", room.numXSectors());
        infos.s32("roomColour", room.ambient());
        infos.u16("numLights", room.lights().size());
        infos.u16("numMeshes", room.staticMeshes().size());
        infos.u8("reverbInfo", room.reverbInfo());
        infos.u8("alternateGroup", room.alternateGroup());
        infos.u8("waterScheme", room.waterScheme());
        infos.bytes("unknown3", new byte[21]);
        infos.s16("alternateRoom", room.alternateRoom());
        infos.u16("flags", room.flags());
        parts.bytes("roomData", mesh);
        RecordWriter.list(parts, "portals", room.portals(), RoomWriter::portal);
        RecordWriter.list(parts, "sectors", room.sectors(), RoomWriter::sector);
        RecordWriter.list(parts, "lights", room.lights(), Tr4PsxRecordWriter::light);
        RecordWriter.list(parts, "staticMeshes", room.staticMeshes(),
                (sink, placed) -> RoomWriter.staticMesh(sink, placed, false));
    }

    /**
     * A light: its direction in 4096ths; a spot's cone as cosines in 4096ths, its length and cut-off in 128ths; any
     * other light's hot spot and fall-off in 128ths (each at most 255 of them); a TR5 fog bulb as a light of TR4's
     * fog-bulb type, its radius and density as hot spot and fall-off.
     */
    static void light(ByteSink sink, RoomLight light) {
        if (light instanceof RoomLight.Tr4 tr4) {
            lightHead(sink, tr4.x(), tr4.y(), tr4.z(), tr4.type(), tr4.red(), tr4.green(), tr4.blue(), tr4.dx(),
                    tr4.dy(), tr4.dz(), tr4.intensity());
            lightCone(sink, tr4.type(), tr4.in(), tr4.out(), tr4.length(), tr4.cutOff());
        } else if (light instanceof RoomLight.Tr5 tr5) {
            lightHead(sink, Math.round(tr5.x()), Math.round(tr5.y()), Math.round(tr5.z()), tr5.type(),
                    Math.round(tr5.red() * 255), Math.round(tr5.green() * 255), Math.round(tr5.blue() * 255),
                    tr5.dx(), tr5.dy(), tr5.dz(), 0);
            lightCone(sink, tr5.type(), tr5.in(), tr5.out(), 0, tr5.range());
        } else if (light instanceof RoomLight.Tr5FogBulb bulb) {
            lightHead(sink, Math.round(bulb.x()), Math.round(bulb.y()), Math.round(bulb.z()), FOG_BULB,
                    Math.round(bulb.red() * 255), Math.round(bulb.green() * 255), Math.round(bulb.blue() * 255), 0, 0,
                    0, 0);
            lightCone(sink, FOG_BULB, bulb.radius(), bulb.density(), 0, 0);
        } else {
            throw sink.error("", "a " + light.getClass().getSimpleName() + " light where TR4 and TR5 store their own");
        }
    }

    private static void lightHead(ByteSink sink, int x, int y, int z, int type, int red, int green, int blue,
                                  float dx, float dy, float dz, int intensity) {
        sink.s32("x", x);
        sink.s32("y", y);
        sink.s32("z", z);
        sink.u8("type", type);
        sink.u8("red", clamp(red));
        sink.u8("green", clamp(green));
        sink.u8("blue", clamp(blue));
        sink.s16("dx", Math.round(dx * UNIT));
        sink.s16("dy", Math.round(dy * UNIT));
        sink.s16("dz", Math.round(dz * UNIT));
        sink.u16("intensity", intensity);
    }

    private static void lightCone(ByteSink sink, int type, float in, float out, float length, float cutOff) {
        if (type == SPOT) {
            sink.u8("length", steps(length));
            sink.u8("cutOff", steps(cutOff));
            sink.s16("unused", 0);
            sink.s16("in", Math.round(in * UNIT));
            sink.s16("out", Math.round(out * UNIT));
        } else {
            sink.u8("hotspot", steps(in));
            sink.u8("falloff", steps(out));
            sink.bytes("unused", new byte[6]);
        }
    }

    /** {@code value} in 128ths, 0 to 255 of them. */
    static int steps(float value) {
        return clamp(Math.round(value / STEP));
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }

    /** An item's 144 bytes: type, room, flags, OCB, place and angle where the reader finds them; no light. */
    static void entity(ByteSink sink, Entity entity) {
        sink.bytes("unknown0", new byte[12]);
        sink.s16("typeId", entity.type());
        sink.bytes("unknown1", new byte[10]);
        sink.s16("room", entity.room());
        sink.bytes("unknown2", new byte[14]);
        sink.u16("flags", entity.flags());
        sink.bytes("unknown3", new byte[2]);
        sink.s16("ocb", entity.intensity2OrOcb());
        sink.bytes("unknown4", new byte[18]);
        sink.s32("x", entity.x());
        sink.s32("y", entity.y());
        sink.s32("z", entity.z());
        sink.bytes("unknown5", new byte[2]);
        sink.s16("angle", entity.angle());
        sink.bytes("unknown6", new byte[64]);
    }

    /** An AI object: the PC's record with a 16-bit angle, then the box, written as 0. */
    static void aiObject(ByteSink sink, AiObject object) {
        sink.u16("typeId", object.type());
        sink.s16("room", object.room());
        sink.s32("x", object.x());
        sink.s32("y", object.y());
        sink.s32("z", object.z());
        sink.s16("ocb", object.ocb());
        sink.u16("flags", object.flags());
        sink.s16("angle", object.angle());
        sink.u16("box", 0);
    }

    /** A model slot: meshes, mesh tree, frames, its first animation and the loaded bit; {@code null} for none. */
    static void model(ByteSink sink, Model model) {
        var record = new byte[Tr4PsxLevelWriter.MODEL_SIZE];
        if (model != null) {
            var head = new ByteSink(Tr4PsxLevelWriter.MODEL_SIZE);
            head.u16("numMeshes", model.numMeshes());
            head.u16("startingMesh", model.startingMesh());
            head.u32("meshTree", model.meshTree());
            head.u32("frameOffset", model.frameOffset());
            System.arraycopy(head.toByteArray(), 0, record, 0, head.position());
            record[MODEL_ANIMATION_AT] = (byte) model.animation();
            record[MODEL_ANIMATION_AT + 1] = (byte) (model.animation() >> 8);
            record[MODEL_LOADED_AT] = 1;
        }
        sink.bytes("models", record);
    }

    /** A static-mesh slot, or 28 zeros for {@code null}. */
    static void staticMesh(ByteSink sink, StaticMesh mesh) {
        if (mesh == null) {
            sink.bytes("staticMeshes", new byte[Tr4PsxLevelWriter.STATIC_MESH_SIZE]);
            return;
        }
        sink.u16("mesh", mesh.mesh());
        sink.u16("flags", mesh.flags());
        RecordWriter.box(sink, mesh.visibility());
        RecordWriter.box(sink, mesh.collision());
    }

    /** A TR4/TR5 flyby camera, the PC's 40 bytes. */
    static void flybyCamera(ByteSink sink, FlybyCamera camera) {
        sink.s32("x", camera.x());
        sink.s32("y", camera.y());
        sink.s32("z", camera.z());
        sink.s32("dx", camera.dx());
        sink.s32("dy", camera.dy());
        sink.s32("dz", camera.dz());
        sink.u8("sequence", camera.sequence());
        sink.u8("index", camera.index());
        sink.u16("fov", camera.fov());
        sink.s16("roll", camera.roll());
        sink.u16("timer", camera.timer());
        sink.u16("speed", camera.speed());
        sink.u16("flags", camera.flags());
        sink.u32("roomId", camera.room());
    }
}
