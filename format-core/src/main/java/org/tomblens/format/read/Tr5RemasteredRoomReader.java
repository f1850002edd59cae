package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.TR5;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Tr5Layer;

/**
 * Reads a TR5 room as Tomb Raider IV–VI Remastered keeps it ("TRX5", docs/remastered.md; trview's
 * {@code load_tr5_pc_remastered_room}): no "XELA" block and no offsets, but the parts one after another, each with
 * its count: position, portals, sectors, colour, lights, fog bulbs, statics, the room's flags, then each layer's
 * header followed by its own vertices, rectangles and triangles, and a last word trview reads past. The records are
 * the classic TR5 room's: 88-byte lights, 36-byte fog bulbs, 28-byte float vertices, faces with an effects word.
 */
final class Tr5RemasteredRoomReader {
    /** Seven 16-bit counts and a bounding box of six floats. */
    private static final int LAYER_HEADER_SIZE = 14 + 24;

    private Tr5RemasteredRoomReader() {}

    static Room read(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        var x = cursor.s32("info.x");
        var z = cursor.s32("info.z");
        var yBottom = cursor.s32("info.yBottom");
        var yTop = cursor.s32("info.yTop");
        var portals = Records.counted16(cursor, "portals", RoomReader.PORTAL_SIZE, c -> RoomReader.portal(c, roomCount));
        var grid = RoomReader.sectors(cursor);
        var colour = cursor.s32("roomColour");
        var lights = new ArrayList<RoomLight>(Records.counted16(cursor, "lights", RoomReader.lightSize(TR5),
                Tr5RoomReader::light));
        lights.addAll(Records.counted32(cursor, "fogBulbs", Tr5RoomReader.FOG_BULB_SIZE, Tr5RoomReader::fogBulb));
        var statics = Records.counted16(cursor, "staticMeshes", RoomReader.staticMeshSize(TR5),
                c -> RoomReader.staticMesh(c, TR5));
        var alternateRoom = cursor.s16("alternateRoom");
        RoomReader.checkAlternate(cursor, alternateRoom, roomCount);
        var flags = cursor.u16("flags");
        var waterScheme = cursor.u8("waterScheme");
        var reverbInfo = cursor.u8("reverbInfo");
        var alternateGroup = cursor.u8("alternateGroup");

        var layerCount = cursor.count32("numLayers", LAYER_HEADER_SIZE);
        var layers = new ArrayList<Tr5Layer>(layerCount);
        var vertices = new ArrayList<RoomVertex>();
        var quads = new ArrayList<Face>();
        var triangles = new ArrayList<Face>();
        for (int i = 0; i < layerCount; i++) {
            cursor.enter("layers", i);
            var layer = layer(cursor);
            layers.add(layer);
            var vertexBase = vertices.size();
            var count = cursor.checkedCount(cursor.position(), "vertices", layer.numVertices(), Tr5RoomReader.VERTEX_SIZE);
            vertices.addAll(Records.list(cursor, "vertices", count, Tr5RoomReader::vertex));
            if (vertices.size() > 0xFFFF) {
                throw cursor.error("vertices", "the room's layers hold " + vertices.size()
                        + " vertices, more than 16-bit faces can index");
            }
            var faces = new FaceReader(context, "rooms", roomIndex, vertices.size(), true);
            cursor.checkedCount(cursor.position(), "quads", layer.numRectangles(), faces.size(true));
            quads.addAll(faces.read(cursor, "quads", layer.numRectangles(), true, vertexBase, true));
            cursor.checkedCount(cursor.position(), "triangles", layer.numTriangles(), faces.size(false));
            triangles.addAll(faces.read(cursor, "triangles", layer.numTriangles(), false, vertexBase, true));
            cursor.leave();
        }
        // trview reads past this word ("tied to vertices in some way"); nothing of the room depends on it.
        cursor.u32("roomEnd");
        return new Room(x, 0, z, yBottom, yTop, vertices, quads, triangles, List.of(), portals, grid.numZ(),
                grid.numX(), grid.sectors(), colour, 0, 0, lights, statics, alternateRoom, flags, waterScheme,
                reverbInfo, alternateGroup, layers);
    }

    /**
     * The layer's counts of vertices, water and shore vertices, rectangles, triangles, water rectangles and water
     * triangles (trview's names), and its bounds. The shore and water-rectangle counts stand where the classic
     * layer keeps the two words {@link Tr5Layer} calls unknown, and are kept there.
     */
    private static Tr5Layer layer(ByteCursor cursor) {
        var vertices = cursor.u16("numLayerVertices");
        cursor.u16("numWaterVertices");
        var shore = cursor.u16("numShoreVertices");
        var rectangles = cursor.u16("numLayerRectangles");
        var triangles = cursor.u16("numLayerTriangles");
        var waterRectangles = cursor.u16("numWaterRectangles");
        cursor.u16("numWaterTriangles");
        var box = new float[6];
        for (int i = 0; i < 6; i++) {
            box[i] = cursor.f32("boundingBox");
        }
        return new Tr5Layer(vertices, rectangles, triangles, shore, waterRectangles,
                box[0], box[1], box[2], box[3], box[4], box[5]);
    }
}
