package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;

/**
 * The rooms of a TR4 or TR5 PlayStation level: first an 80-byte record for every room (the size in bytes of its
 * mesh, portals, sectors, lights and static meshes; its place and height; its sector grid; counts; its flip group,
 * alternate room and flags), then each room's parts in that order. The mesh is in roomlets ({@link PsxRoomlets});
 * portals, sectors and static meshes are the PC's records; a light is 32 bytes, its direction and cone in fixed
 * point. Bytes trview leaves unnamed are read as the PC room's colour (4 bytes after the grid), its reverb (the byte
 * before the flip group) and its water scheme (the byte after): see format-core/docs/playstation-tr4-tr5.md.
 */
final class Tr4PsxRoomReader {
    static final int RECORD_SIZE = 80;
    static final int LIGHT_SIZE = 32;
    private static final float UNIT = 4096f;
    private static final int SPOT = 2;
    /** TR4's type of a fog bulb, which TR5's PC files keep apart from the lights. */
    private static final int FOG_BULB = 4;
    private static final int SHIFT = 7;

    private Tr4PsxRoomReader() {}

    /** The part of the 80-byte record the rooms' parts are read by. */
    private record Info(int meshSize, int portalsSize, int sectorsSize, int lightsSize, int staticsSize, int x, int y,
                        int z, int yBottom, int yTop, int numZ, int numX, int colour, int lightCount, int staticCount,
                        int reverb, int alternateGroup, int waterScheme, int alternateRoom, int flags) {}

    static List<Room> read(ByteCursor cursor, ReadContext context, ReadContext.LaterReference roomTextures,
                           int count) {
        cursor.require("roomInfos", (long) RECORD_SIZE * count);
        var infos = Records.list(cursor, "roomInfos", count, Tr4PsxRoomReader::info);
        var rooms = new ArrayList<Room>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("rooms", i);
            rooms.add(room(cursor, context, roomTextures, infos.get(i), i, count));
            cursor.leave();
        }
        return rooms;
    }

    private static Info info(ByteCursor c) {
        var meshSize = c.count32("dataSize", 1);
        var portalsSize = c.count32("portalSize", 1);
        var sectorsSize = c.count32("sectorsSize", 1);
        var lightsSize = c.count32("lightSize", 1);
        var staticsSize = c.count32("staticMeshSize", 1);
        var x = c.s32("x");
        var y = c.s32("y");
        var z = c.s32("z");
        var yBottom = c.s32("yBottom");
        var yTop = c.s32("yTop");
        var numZ = c.u16("numZSectors");
        var numX = c.u16("numXSectors");
        var colour = c.s32("roomColour");
        var lightCount = c.u16("numLights");
        var staticCount = c.u16("numMeshes");
        var reverb = c.u8("reverbInfo");
        var alternateGroup = c.u8("alternateGroup");
        var waterScheme = c.u8("waterScheme");
        c.skip("unknown3", 21);
        return new Info(meshSize, portalsSize, sectorsSize, lightsSize, staticsSize, x, y, z, yBottom, yTop, numZ,
                numX, colour, lightCount, staticCount, reverb, alternateGroup, waterScheme, c.s16("alternateRoom"),
                c.u16("flags"));
    }

    private static Room room(ByteCursor cursor, ReadContext context, ReadContext.LaterReference roomTextures,
                             Info info, int index, int count) {
        var mesh = new PsxRoomlets(cursor.slice("roomData", info.meshSize), roomTextures, index, info.yTop);
        if (info.meshSize > 0) {
            mesh.read();
        }
        cursor.skip("roomData", info.meshSize);
        var portals = Records.list(part(cursor, "portals", info.portalsSize), "portals",
                info.portalsSize / RoomReader.PORTAL_SIZE, c -> RoomReader.portal(c, count));
        var sectorCount = cursor.checkedCount(cursor.position(), "sectors", (long) info.numZ * info.numX,
                RoomReader.SECTOR_SIZE);
        if ((long) sectorCount * RoomReader.SECTOR_SIZE > info.sectorsSize) {
            throw cursor.error("sectorsSize", info.sectorsSize + " bytes hold fewer than the " + info.numZ + " x "
                    + info.numX + " sectors");
        }
        var sectors = RoomReader.sectorList(part(cursor, "sectors", info.sectorsSize), sectorCount);
        var lights = Records.list(within(cursor, "lights", info.lightsSize, info.lightCount, LIGHT_SIZE), "lights",
                info.lightCount, c -> light(c, context.version));
        var statics = Records.list(within(cursor, "staticMeshes", info.staticsSize, info.staticCount,
                RoomReader.staticMeshSize(context.version)), "staticMeshes", info.staticCount,
                c -> RoomReader.staticMesh(c, context.version));
        RoomReader.checkAlternate(cursor, info.alternateRoom, count);
        return new Room(info.x, context.version == GameVersion.TR5 ? info.y : 0, info.z, info.yBottom, info.yTop,
                mesh.vertices, mesh.quads, mesh.triangles, List.of(), portals, info.numZ, info.numX, sectors,
                info.colour, 0, 0, lights, statics, info.alternateRoom, info.flags, info.waterScheme, info.reverb,
                info.alternateGroup, List.of());
    }

    /** The next {@code size} bytes as a cursor of their own, the cursor moved past them. */
    private static ByteCursor part(ByteCursor cursor, String field, int size) {
        var part = cursor.slice(field, size);
        cursor.skip(field, size);
        return part;
    }

    /** {@link #part}, which must hold {@code count} records of {@code recordSize}. */
    private static ByteCursor within(ByteCursor cursor, String field, int size, int count, int recordSize) {
        if ((long) count * recordSize > size) {
            throw cursor.error(field, size + " bytes hold fewer than the " + count + " records of " + recordSize
                    + " bytes the room counts");
        }
        return part(cursor, field, size);
    }

    /**
     * A 32-byte light: its place, type and colour, its direction in 4096ths, an intensity, then by type a spot's
     * length and cut-off in 128ths and its cone's cosines in 4096ths, or a light's hot spot and fall-off in 128ths
     * (trview's conversion). TR5's lights are the PC's floating-point ones; a TR5 light of TR4's fog-bulb type is
     * read as a fog bulb, its radius and density as hot spot and fall-off (an assumption: no file shows one).
     */
    private static RoomLight light(ByteCursor c, GameVersion version) {
        var x = c.s32("x");
        var y = c.s32("y");
        var z = c.s32("z");
        var type = c.u8("type");
        var red = c.u8("red");
        var green = c.u8("green");
        var blue = c.u8("blue");
        var dx = c.s16("dx") / UNIT;
        var dy = c.s16("dy") / UNIT;
        var dz = c.s16("dz") / UNIT;
        var intensity = c.u16("intensity");
        var first = c.u8(type == SPOT ? "length" : "hotspot");
        var second = c.u8(type == SPOT ? "cutOff" : "falloff");
        c.skip("unused", 2);
        var in = c.s16("in") / UNIT;
        var out = c.s16("out") / UNIT;
        var spot = type == SPOT;
        var inner = spot ? in : first << SHIFT;
        var outer = spot ? out : second << SHIFT;
        if (version == GameVersion.TR5 && type == FOG_BULB) {
            return new RoomLight.Tr5FogBulb(x, y, z, inner, outer, red / 255f, green / 255f, blue / 255f);
        }
        if (version == GameVersion.TR5) {
            var radIn = spot ? (float) Math.acos(in) * 2 : 0f;
            var radOut = spot ? (float) Math.acos(out) * 2 : 0f;
            return new RoomLight.Tr5(x, y, z, red / 255f, green / 255f, blue / 255f, inner, outer, radIn, radOut,
                    spot ? second << SHIFT : 0f, dx, dy, dz, type);
        }
        return new RoomLight.Tr4(x, y, z, red, green, blue, type, 0, intensity, inner, outer,
                spot ? first << SHIFT : 0f, spot ? second << SHIFT : 0f, dx, dy, dz);
    }
}
