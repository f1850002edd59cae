package org.tomblens.maker.write;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomSprite;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;

/** Writes TR1 and TR2 rooms (§3.4.1–3.4.2): the twin of the reader's TR1 and TR2 paths. */
final class RoomWriter {
    private static final int TR1_VERTEX_SIZE = 8;
    private static final int TR2_VERTEX_SIZE = 12;
    private static final int QUAD_SIZE = 10;
    private static final int TRIANGLE_SIZE = 8;
    private static final int SPRITE_SIZE = 4;

    private RoomWriter() {}

    static void write(ByteSink sink, Room room, GameVersion version) {
        var tr1 = version == GameVersion.TR1;
        RecordWriter.absent(sink, "info.y", room.y());
        RecordWriter.absent(sink, "waterScheme", room.waterScheme());
        RecordWriter.absent(sink, "reverbInfo", room.reverbInfo());
        RecordWriter.absent(sink, "alternateGroup", room.alternateGroup());
        RecordWriter.absent(sink, "layers", room.layers().size());
        sink.s32("info.x", room.x());
        sink.s32("info.z", room.z());
        sink.s32("info.yBottom", room.yBottom());
        sink.s32("info.yTop", room.yTop());

        // §3.2.7: NumDataWords counts the mesh part (vertices, faces, sprites) in 16-bit words.
        var meshBytes = 8L + (long) (tr1 ? TR1_VERTEX_SIZE : TR2_VERTEX_SIZE) * room.vertices().size() + (long) QUAD_SIZE * room.quads().size()
                + (long) TRIANGLE_SIZE * room.triangles().size() + (long) SPRITE_SIZE * room.sprites().size();
        sink.u32("numDataWords", meshBytes / 2);
        RecordWriter.counted16(sink, "vertices", room.vertices(), tr1 ? RoomWriter::tr1Vertex : RoomWriter::vertex);
        RecordWriter.faces(sink, "quads", room.quads(), true);
        RecordWriter.faces(sink, "triangles", room.triangles(), false);
        RecordWriter.counted16(sink, "sprites", room.sprites(), RoomWriter::sprite);
        rest(sink, room, version, 0);
    }

    /**
     * What follows a room's mesh: portals, sectors, light, static meshes, the alternate room and flags;
     * {@code portalBaseY} is taken from each portal corner's y, for layouts that measure it from the room's top.
     */
    static void rest(ByteSink sink, Room room, GameVersion version, int portalBaseY) {
        var tr1 = version == GameVersion.TR1;
        RecordWriter.counted16(sink, "portals", room.portals(), (portalSink, portal) -> portal(portalSink,
                new Portal(portal.adjoiningRoom(), portal.normal(), portal.vertices().stream()
                        .map(v -> new Vertex(v.x(), v.y() - portalBaseY, v.z())).toList())));
        if (room.sectors().size() != room.numZSectors() * room.numXSectors()) {
            throw sink.error("sectors", room.sectors().size() + " sectors for a grid of " + room.numXSectors()
                    + " x " + room.numZSectors());
        }
        sink.u16("numZSectors", room.numZSectors());
        sink.u16("numXSectors", room.numXSectors());
        RecordWriter.list(sink, "sectors", room.sectors(), RoomWriter::sector);

        sink.s16("ambientIntensity", room.ambient());
        if (tr1) {
            RecordWriter.absent(sink, "ambientIntensity2", room.ambient2());
            RecordWriter.absent(sink, "lightMode", room.lightMode());
        } else {
            sink.s16("ambientIntensity2", room.ambient2());
            sink.s16("lightMode", room.lightMode());
        }
        RecordWriter.counted16(sink, "lights", room.lights(), tr1 ? RoomWriter::tr1Light : RoomWriter::light);
        RecordWriter.counted16(sink, "staticMeshes", room.staticMeshes(),
                (meshSink, mesh) -> staticMesh(meshSink, mesh, tr1));
        sink.s16("alternateRoom", room.alternateRoom());
        sink.u16("flags", room.flags());
    }

    private static void vertex(ByteSink sink, RoomVertex vertex) {
        sink.s16("x", whole(sink, "x", vertex.x()));
        sink.s16("y", whole(sink, "y", vertex.y()));
        sink.s16("z", whole(sink, "z", vertex.z()));
        sink.s16("lighting", vertex.lighting());
        sink.u16("attributes", vertex.attributes());
        sink.u16("lighting2", vertex.colour());
    }

    /** A TR1 room vertex (§3.2.2, 8 bytes): its one light value, which the model also keeps as its colour. */
    private static void tr1Vertex(ByteSink sink, RoomVertex vertex) {
        RecordWriter.absent(sink, "attributes", vertex.attributes());
        if (vertex.colour() != vertex.lighting()) {
            throw sink.error("colour", vertex.colour() + " where TR1 has only the light value " + vertex.lighting());
        }
        sink.s16("x", whole(sink, "x", vertex.x()));
        sink.s16("y", whole(sink, "y", vertex.y()));
        sink.s16("z", whole(sink, "z", vertex.z()));
        sink.s16("lighting", vertex.lighting());
    }

    static int whole(ByteSink sink, String field, float value) {
        if (value != (int) value) {
            throw sink.error(field, value + " is not a whole number; TR1 and TR2 store room vertices as int16");
        }
        return (int) value;
    }

    static void sprite(ByteSink sink, RoomSprite sprite) {
        sink.s16("vertex", sprite.vertex());
        sink.s16("texture", sprite.spriteTexture());
    }

    static void portal(ByteSink sink, Portal portal) {
        sink.u16("adjoiningRoom", portal.adjoiningRoom());
        RecordWriter.vertex(sink, portal.normal());
        if (portal.vertices().size() != 4) {
            throw sink.error("vertices", portal.vertices().size() + " vertices where a portal has 4");
        }
        RecordWriter.list(sink, "vertices", portal.vertices(), RecordWriter::vertex);
    }

    static void sector(ByteSink sink, Sector sector) {
        sink.u16("floorDataIndex", sector.floorDataIndex());
        sink.u16("boxIndex", sector.boxIndex());
        sink.u8("roomBelow", sector.roomBelow());
        sink.s8("floor", sector.floor());
        sink.u8("roomAbove", sector.roomAbove());
        sink.s8("ceiling", sector.ceiling());
    }

    private static void tr1Light(ByteSink sink, RoomLight light) {
        tr1Light(sink, light, false);
    }

    /** A TR1 light; {@code padded}, with the two bytes the PlayStation keeps after the intensity. */
    static void tr1Light(ByteSink sink, RoomLight light, boolean padded) {
        if (!(light instanceof RoomLight.Tr1 tr1)) {
            throw sink.error("", "a " + light.getClass().getSimpleName() + " light where TR1 stores its own");
        }
        sink.s32("x", tr1.x());
        sink.s32("y", tr1.y());
        sink.s32("z", tr1.z());
        sink.u16("intensity", tr1.intensity());
        if (padded) {
            sink.u16("padding", 0);
        }
        sink.s32("fade", tr1.fade());
    }

    private static void light(ByteSink sink, RoomLight light) {
        if (!(light instanceof RoomLight.Tr2 tr2)) {
            throw sink.error("", "a " + light.getClass().getSimpleName() + " light where TR2 stores its own");
        }
        sink.s32("x", tr2.x());
        sink.s32("y", tr2.y());
        sink.s32("z", tr2.z());
        sink.u16("intensity1", tr2.intensity1());
        sink.u16("intensity2", tr2.intensity2());
        sink.s32("fade1", tr2.fade1());
        sink.s32("fade2", tr2.fade2());
    }

    /** §3.2.6: TR1's 18 bytes hold one intensity, TR2's 20 two. */
    static void staticMesh(ByteSink sink, RoomStaticMesh mesh, boolean tr1) {
        sink.s32("x", mesh.x());
        sink.s32("y", mesh.y());
        sink.s32("z", mesh.z());
        sink.u16("rotation", mesh.rotation());
        sink.u16("intensity1", mesh.light());
        if (tr1) {
            RecordWriter.absent(sink, "intensity2", mesh.light2());
        } else {
            sink.u16("intensity2", mesh.light2());
        }
        sink.u16("meshId", mesh.meshId());
    }
}
