package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;

/**
 * A room's two parts: its geometry, portals, sectors and lights in the geometry block, its name, colour, flags,
 * static meshes and volumes in the dynamic block.
 *
 * <p>A sector stores its floor and ceiling as two planes each, heights relative to the sector's centre ({@code y =
 * a·x + b·z + c}, TR's Y down): the height at the centre, {@code c}, becomes the classic height in clicks; a wall
 * stores the same height for floor and ceiling, and a plane that is all wall stores {@code -Float.MAX_VALUE}. The
 * sector's first trigger word becomes a classic FloorData trigger function (4) that ends the sector's list.
 */
final class TenRoomReader {
    static final int SECTOR_BYTES = 16 + 2 * 36 + 4 + 8;
    static final int LIGHT_BYTES = 12 * 3 + 5 * 4 + 2;
    static final int PORTAL_BYTES = 2 + 12 + 4 * 12;
    private static final int NO_BOX = 0x7FF;
    private static final int CLICK = 256;

    /** The geometry block's part of a room. */
    record Geometry(int x, int z, int yBottom, int yTop, float[] positions, float[] colours, TenSurface surface,
                    List<Portal> portals, int numZSectors, int numXSectors, List<Sector> sectors, float[] ambient,
                    List<RoomLight> lights) {}

    /** The dynamic block's part of a room. */
    record Dynamic(String name, float[] ambient, int alternateRoom, int flags, int waterScheme, int reverb,
                   int alternateGroup, List<RoomStaticMesh> statics, List<String> staticNames, int volumes,
                   List<String> volumeNames) {}

    private TenRoomReader() {}

    static Geometry geometry(ByteCursor cursor, TenShape shape) {
        var x = cursor.s32("info.x");
        var z = cursor.s32("info.z");
        var yBottom = cursor.s32("info.yBottom");
        var yTop = cursor.s32("info.yTop");
        var vertexCount = cursor.count32("vertices", 36);
        var positions = TenSurface.floats(cursor, "vertices.positions", 3 * vertexCount);
        var colours = TenSurface.floats(cursor, "vertices.colours", 3 * vertexCount);
        cursor.skip("vertices.effects", 12L * vertexCount);
        var surface = TenSurface.read(cursor, shape, false);
        var portalCount = cursor.count32("portals", PORTAL_BYTES);
        var portals = new ArrayList<Portal>(portalCount);
        for (int p = 0; p < portalCount; p++) {
            cursor.enter("portals", p);
            var room = cursor.u16("adjoiningRoom");
            var normal = vertex(cursor, "normal");
            var corners = new ArrayList<Vertex>(4);
            for (int v = 0; v < 4; v++) {
                corners.add(vertex(cursor, "vertices"));
            }
            portals.add(new Portal(room, normal, corners));
            cursor.leave();
        }
        var numZ = cursor.s32("numZSectors");
        var numX = cursor.s32("numXSectors");
        if (numZ < 0 || numX < 0) {
            throw cursor.error("numXSectors", "negative sector grid " + numX + " x " + numZ);
        }
        var sectorCount = cursor.checkedCount(cursor.position(), "sectors", (long) numZ * numX, SECTOR_BYTES);
        var sectors = new ArrayList<Sector>(sectorCount);
        for (int s = 0; s < sectorCount; s++) {
            cursor.enter("sectors", s);
            sectors.add(sector(cursor));
            cursor.leave();
        }
        // a single-block level keeps the room's colour here, later ones in the dynamic block
        var ambient = shape.singleBlock() ? TenSurface.floats(cursor, "ambient", 3) : null;
        var lightCount = cursor.count32("lights", LIGHT_BYTES);
        var lights = new ArrayList<RoomLight>(lightCount);
        for (int l = 0; l < lightCount; l++) {
            cursor.enter("lights", l);
            lights.add(light(cursor));
            cursor.leave();
        }
        return new Geometry(x, z, yBottom, yTop, positions, colours, surface, portals, numZ, numX, sectors, ambient,
                lights);
    }

    private static Vertex vertex(ByteCursor cursor, String field) {
        return new Vertex(cursor.s32(field), cursor.s32(field), cursor.s32(field));
    }

    private static Sector sector(ByteCursor cursor) {
        var triggerIndex = cursor.s32("triggerIndex");
        var box = cursor.s32("boxIndex");
        var stepSound = cursor.s32("stepSound");
        cursor.s32("stopper");
        cursor.f32("floor.splitAngle");
        var floorPortal = cursor.s32("floor.portals");
        var floorPortal2 = cursor.s32("floor.portals");
        var floor = centreHeight(TenSurface.floats(cursor, "floor.planes", 6));
        cursor.f32("ceiling.splitAngle");
        var ceilingPortal = cursor.s32("ceiling.portals");
        var ceilingPortal2 = cursor.s32("ceiling.portals");
        var ceiling = centreHeight(TenSurface.floats(cursor, "ceiling.planes", 6));
        cursor.s32("wallPortal");
        cursor.skip("flags", 8);
        var wall = floor <= ceiling;
        var boxWord = (box < 0 || box > NO_BOX ? NO_BOX : box) << 4 | stepSound & 0xF;
        // one past TombEngine's index: the level's FloorData gets a leading zero word
        return new Sector(triggerIndex < 0 ? 0 : triggerIndex + 1, boxWord, room(floorPortal, floorPortal2),
                wall ? Sector.WALL_HEIGHT : clicks(floor), room(ceilingPortal, ceilingPortal2),
                wall ? Sector.WALL_HEIGHT : clicks(ceiling));
    }

    /** The height at the sector's centre: the first plane's unless it is all wall. */
    private static float centreHeight(float[] planes) {
        var first = planes[2];
        return first > -Float.MAX_VALUE / 2 || !(planes[5] > -Float.MAX_VALUE / 2) ? first : planes[5];
    }

    private static int room(int first, int second) {
        var room = first >= 0 ? first : second;
        return room < 0 || room >= Sector.NO_ROOM ? Sector.NO_ROOM : room;
    }

    private static int clicks(float height) {
        return (int) Math.max(-126, Math.min(127, Math.round(height / CLICK)));
    }

    private static RoomLight light(ByteCursor cursor) {
        var x = cursor.s32("position");
        var y = cursor.s32("position");
        var z = cursor.s32("position");
        var direction = TenSurface.floats(cursor, "direction", 3);
        var colour = TenSurface.floats(cursor, "colour", 3);
        var intensity = cursor.f32("intensity");
        var in = cursor.f32("in");
        var out = cursor.f32("out");
        var length = cursor.f32("length");
        var cutOff = cursor.f32("cutOff");
        var type = cursor.u8("type");
        cursor.u8("castDynamicShadows");
        return new RoomLight.Tr5(x, y, z, colour[0] * intensity, colour[1] * intensity, colour[2] * intensity, in,
                out, length, cutOff, out, direction[0], direction[1], direction[2], type);
    }

    /** The dynamic block's part of a room (1.8 on): name, colour, properties, statics, volumes. */
    static Dynamic dynamic(ByteCursor cursor) {
        var name = name(cursor);
        var ambient = TenSurface.floats(cursor, "ambient", 3);
        var properties = cursor.dwords("properties", 5);
        return contents(cursor, name, ambient, properties);
    }

    /**
     * A room of a single-block level (1.7.0 to 1.7.2): its name, its geometry (the colour after the sectors), statics,
     * volumes, then its properties.
     */
    static Dynamic combined(ByteCursor cursor, TenShape shape, List<Geometry> geometries) {
        var name = name(cursor);
        var geometry = geometry(cursor, shape);
        geometries.add(geometry);
        var dynamic = contents(cursor, name, geometry.ambient(), null);
        var p = cursor.dwords("properties", 5);
        return new Dynamic(name, geometry.ambient(), p[0], p[1], p[2], p[3], p[4], dynamic.statics(),
                dynamic.staticNames(), dynamic.volumes(), dynamic.volumeNames());
    }

    private static String name(ByteCursor cursor) {
        var name = TenStrings.read(cursor, "name");
        var tagCount = cursor.count32("tags", 1);
        for (int t = 0; t < tagCount; t++) {
            TenStrings.read(cursor, "tags");
        }
        return name;
    }

    /** The statics and volumes, with the properties (alternate room, flags, water, reverb, group) when read before. */
    private static Dynamic contents(ByteCursor cursor, String name, float[] ambient, int[] properties) {
        var p = properties == null ? new int[] {-1, 0, 0, 0, 0} : properties;
        var staticCount = cursor.count32("staticMeshes", 45);
        var statics = new ArrayList<RoomStaticMesh>(staticCount);
        var staticNames = new ArrayList<String>(staticCount);
        for (int s = 0; s < staticCount; s++) {
            cursor.enter("staticMeshes", s);
            var spot = TenSpot.read(cursor);
            cursor.f32("scale");
            cursor.u16("flags");
            var colour = TenSurface.floats(cursor, "colour", 4);
            var id = cursor.u16("objectId");
            cursor.s16("hitPoints");
            staticNames.add(TenStrings.read(cursor, "luaName"));
            statics.add(new RoomStaticMesh(spot.x(), spot.y(), spot.z(), spot.yaw(), rgb15(colour), 0, id));
            cursor.leave();
        }
        var volumeCount = cursor.count32("volumes", 52);
        var volumeNames = new ArrayList<String>(volumeCount);
        for (int v = 0; v < volumeCount; v++) {
            cursor.enter("volumes", v);
            cursor.s32("type");
            cursor.skip("shape", 12 + 16 + 12);
            cursor.u8("enabled");
            cursor.u8("detectInAdjacentRooms");
            volumeNames.add(TenStrings.read(cursor, "luaName"));
            cursor.s32("eventSet");
            cursor.leave();
        }
        return new Dynamic(name, ambient, p[0], p[1], p[2], p[3], p[4], statics, staticNames, volumeCount,
                volumeNames);
    }

    /** A 0..1 colour (1 the texture's own brightness, up to 2 brighter) as TR's 15-bit static light. */
    private static int rgb15(float[] colour) {
        var rgb = 0;
        for (int c = 0; c < 3; c++) {
            var value = Float.isNaN(colour[c]) ? 0 : Math.max(0, Math.min(31, Math.round(colour[c] * 15.5f)));
            rgb = rgb << 5 | value;
        }
        return rgb;
    }
}
