package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomVertex;

/**
 * Reads a room of a PlayStation TR1 level: a PC TR1 room but for four things. Two bytes of padding start the room
 * mesh; a vertex's light runs the other way (0 dark, 255 bright: the PC light is {@code 0x1FFF - 32 * light});
 * a quad names its corners in strip order (the third and fourth swap to give the PC order); and lights and static
 * meshes carry two bytes of padding each, after the intensity and at the end.
 */
final class PsxRoomReader {
    private static final int VERTEX_SIZE = 8;
    private static final int LIGHT_SIZE = 20;
    private static final int STATIC_MESH_SIZE = 20;
    /** The darkest PC vertex light (§3.2.5). */
    private static final int DARKEST = 0x1FFF;

    private PsxRoomReader() {}

    static Room read(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        var header = RoomReader.Header.read(cursor);
        var mesh = mesh(cursor, context, roomIndex, header);
        header.endOfMesh(cursor, context);
        return rest(cursor, header, mesh, roomCount, true);
    }

    /**
     * A room of TR1's May 1996 build (trview's reader): the room's x and z but no heights, which are taken from
     * its vertices' lowest and highest y, and no alternate room after the static meshes.
     */
    static Room readMay1996(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        var x = cursor.s32("info.x");
        var z = cursor.s32("info.z");
        var dataWords = cursor.count32("numDataWords", 2);
        var stored = new RoomReader.Header(x, z, 0, 0, dataWords, (long) cursor.position() + 2L * dataWords);
        var mesh = mesh(cursor, context, roomIndex, stored);
        stored.endOfMesh(cursor, context);
        var ys = mesh.vertices().stream().mapToDouble(RoomVertex::y).summaryStatistics();
        var header = mesh.vertices().isEmpty() ? stored
                : new RoomReader.Header(x, z, (int) ys.getMax(), (int) ys.getMin(), dataWords, stored.dataEnd());
        return rest(cursor, header, mesh, roomCount, false);
    }

    /** Portals, sectors, light, static meshes, then the alternate room where stored (-1 where not) and flags. */
    private static Room rest(ByteCursor cursor, RoomReader.Header header, RoomReader.RoomMesh mesh, int roomCount,
                             boolean alternateStored) {
        var portals = Records.counted16(cursor, "portals", RoomReader.PORTAL_SIZE,
                c -> RoomReader.portal(c, roomCount));
        var grid = RoomReader.sectors(cursor);
        var ambient = cursor.s16("ambientIntensity");
        var lights = Records.counted16(cursor, "lights", LIGHT_SIZE, PsxRoomReader::light);
        var statics = Records.counted16(cursor, "staticMeshes", STATIC_MESH_SIZE, c -> {
            var instance = RoomReader.staticMesh(c, GameVersion.TR1);
            c.skip("padding", 2);
            return instance;
        });
        var alternateRoom = alternateStored ? cursor.s16("alternateRoom") : -1;
        var flags = cursor.u16("flags");
        RoomReader.checkAlternate(cursor, alternateRoom, roomCount);
        return new Room(header.x(), 0, header.z(), header.yBottom(), header.yTop(), mesh.vertices(), mesh.quads(),
                mesh.triangles(), mesh.sprites(), portals, grid.numZ(), grid.numX(), grid.sectors(), ambient, 0, 0,
                lights, statics, alternateRoom, flags, 0, 0, 0, List.of());
    }

    /**
     * The room's mesh, none where it has no words: two bytes of padding, the vertices, quads in strip order,
     * triangles and sprites. TR2's E3 build keeps its rooms' meshes so too.
     */
    static RoomReader.RoomMesh mesh(ByteCursor cursor, ReadContext context, int roomIndex,
                                    RoomReader.Header header) {
        if (header.dataWords() == 0) {
            return new RoomReader.RoomMesh(List.of(), List.of(), List.of(), List.of());
        }
        cursor.skip("padding", 2);
        var vertices = Records.counted16(cursor, "vertices", VERTEX_SIZE, PsxRoomReader::vertex);
        var faces = new FaceReader(context, "rooms", roomIndex, vertices.size(), false);
        var quads = stripOrder(faces.readCounted(cursor, "numQuads", "quads", true, true));
        var triangles = faces.readCounted(cursor, "numTriangles", "triangles", false, true);
        var sprites = RoomReader.sprites(cursor, context, roomIndex, vertices.size());
        return new RoomReader.RoomMesh(vertices, quads, triangles, sprites);
    }

    private static RoomVertex vertex(ByteCursor cursor) {
        var x = cursor.s16("x");
        var y = cursor.s16("y");
        var z = cursor.s16("z");
        var light = cursor.s16("lighting");
        var lighting = Math.max(0, Math.min(DARKEST, DARKEST - 32 * light));
        return new RoomVertex(x, y, z, lighting, 0, lighting);
    }

    static List<Face> stripOrder(List<Face> quads) {
        var swapped = new ArrayList<Face>(quads.size());
        for (var quad : quads) {
            swapped.add(new Face(quad.v0(), quad.v1(), quad.v3(), quad.v2(), quad.texture(), quad.effects()));
        }
        return swapped;
    }

    private static RoomLight light(ByteCursor cursor) {
        var x = cursor.s32("x");
        var y = cursor.s32("y");
        var z = cursor.s32("z");
        var intensity = cursor.u16("intensity");
        cursor.skip("padding", 2);
        return new RoomLight.Tr1(x, y, z, intensity, cursor.s32("fade"));
    }
}
