package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.TR5;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Tr5Layer;

/**
 * Reads TR5's "XELA" rooms (§3.4.5): a 216-byte header whose offsets count from its end, then lights,
 * fog bulbs, sectors, portals, statics, layers, faces per layer and float vertices, with 0xCD fillers
 * between them. On the PC each part is checked to start where the header says; the Dreamcast's rooms are read
 * where the header places each part, as no real file shows what lies between them (format-core/docs/dreamcast.md).
 */
final class Tr5RoomReader {
    private static final int HEADER_SIZE = 216;
    static final int FOG_BULB_SIZE = 36;
    private static final int LAYER_SIZE = 56;
    /** A PC vertex's bytes: position, normal and colour. */
    static final int VERTEX_SIZE = 28;
    private static final long NULL_ROOM_FILLER = 0xCDCDCDCDL;

    /**
     * Where a platform's rooms part from the PC's.
     *
     * @param headerPadding bytes after the header, before the part its offsets count from
     * @param vertexSize bytes a vertex takes: position, normal and colour, and on the Dreamcast 4 more
     * @param packed whether the parts follow one another as the PC's do, each where the header says
     */
    enum Shape {
        PC(0, VERTEX_SIZE, true),
        DREAMCAST(16, VERTEX_SIZE + 4, false);

        private final int headerPadding;
        private final int vertexSize;
        private final boolean packed;

        Shape(int headerPadding, int vertexSize, boolean packed) {
            this.headerPadding = headerPadding;
            this.vertexSize = vertexSize;
            this.packed = packed;
        }
    }

    private Tr5RoomReader() {}

    static Room read(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        return read(cursor, context, roomIndex, roomCount, Shape.PC);
    }

    static Room read(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount, Shape shape) {
        var start = cursor.position();
        cursor.expect("xela", "XELA");
        var sizeOffset = cursor.position();
        var dataSize = cursor.u32("roomDataSize");
        cursor.require("roomDataSize", dataSize);
        var roomEnd = sizeOffset + 4 + dataSize;
        if (dataSize < HEADER_SIZE - 8) {
            throw cursor.errorAt(sizeOffset, "roomDataSize", dataSize + " bytes cannot hold the room header");
        }
        cursor.skip("separator", 4);
        cursor.u32("endSectorDataOffset");
        var sectorsOffset = cursor.u32("startSectorDataOffset");
        cursor.skip("separator", 4);
        var staticsOffset = cursor.u32("endPortalOffset");
        var x = cursor.s32("info.x");
        var y = cursor.s32("info.y");
        var z = cursor.s32("info.z");
        var yBottom = cursor.s32("info.yBottom");
        var yTop = cursor.s32("info.yTop");
        var numZ = cursor.u16("numZSectors");
        var numX = cursor.u16("numXSectors");
        var colour = cursor.s32("roomColour");
        var numLights = cursor.u16("numLights");
        var numStatics = cursor.u16("numStaticMeshes");
        var reverbInfo = cursor.u8("reverbInfo");
        var alternateGroup = cursor.u8("alternateGroup");
        var waterScheme = cursor.u16("waterScheme");
        cursor.skip("fillers", 20);
        var alternateRoom = cursor.s16("alternateRoom");
        var flags = cursor.u16("flags");
        cursor.skip("unknown", 20);
        cursor.skip("roomPosition", 12);
        cursor.skip("separators", 24);
        var numTriangles = cursor.u32("numRoomTriangles");
        var numRectangles = cursor.u32("numRoomRectangles");
        cursor.skip("lightPointers", 8);
        cursor.u32("numLights2");
        var numFogBulbs = cursor.u32("numFogBulbs");
        cursor.skip("yTopBottom", 8);
        var numLayers = cursor.u32("numLayers");
        var layersOffset = cursor.u32("layerOffset");
        var verticesOffset = cursor.u32("verticesOffset");
        var facesOffset = cursor.u32("polyOffset");
        cursor.u32("polyOffset2");
        var vertexBytes = cursor.u32("numVertices");
        cursor.skip("separators", 16);
        cursor.skip("padding", shape.headerPadding);
        RoomReader.checkAlternate(cursor, alternateRoom, roomCount);

        var base = start + HEADER_SIZE + shape.headerPadding;
        cursor.enter("data");
        var lightCount = cursor.checkedCount(cursor.position(), "lights", numLights, RoomReader.lightSize(TR5));
        var lights = new ArrayList<RoomLight>(Records.list(cursor, "lights", lightCount, Tr5RoomReader::light));
        var fogCount = cursor.checkedCount(cursor.position(), "fogBulbs", numFogBulbs, FOG_BULB_SIZE);
        lights.addAll(Records.list(cursor, "fogBulbs", fogCount, Tr5RoomReader::fogBulb));

        arrive(cursor, shape, "sectors", base + sectorsOffset);
        var sectorCount = cursor.checkedCount(cursor.position(), "sectors", (long) numZ * numX, RoomReader.SECTOR_SIZE);
        var sectors = RoomReader.sectorList(cursor, sectorCount);
        var portals = Records.counted16(cursor, "portals", RoomReader.PORTAL_SIZE, c -> RoomReader.portal(c, roomCount));
        cursor.skip("portalSeparator", 2);
        if (!shape.packed) {
            arrive(cursor, shape, "staticMeshes", base + staticsOffset);
        }
        var staticCount = cursor.checkedCount(cursor.position(), "staticMeshes", numStatics, RoomReader.staticMeshSize(TR5));
        var statics = Records.list(cursor, "staticMeshes", staticCount, c -> RoomReader.staticMesh(c, TR5));

        List<Tr5Layer> layers = List.of();
        List<RoomVertex> vertices = List.of();
        var quads = new ArrayList<Face>();
        var triangles = new ArrayList<Face>();
        if (numLayers > 0) {
            arrive(cursor, shape, "layers", base + layersOffset);
            var layerCount = cursor.checkedCount(cursor.position(), "layers", numLayers, LAYER_SIZE);
            layers = Records.list(cursor, "layers", layerCount, Tr5RoomReader::layer);
            checkFaceTotals(cursor, layers, numRectangles, numTriangles);
            var vertexCount = layers.stream().mapToInt(Tr5Layer::numVertices).sum();
            if (shape.packed && (long) vertexCount * shape.vertexSize != vertexBytes) {
                throw cursor.error("numVertices", "the layers hold " + vertexCount + " vertices ("
                        + vertexCount * shape.vertexSize + " bytes), the header says " + vertexBytes + " bytes");
            }
            arrive(cursor, shape, "faces", base + facesOffset);
            var vertexBase = 0;
            for (int i = 0; i < layers.size(); i++) {
                var layer = layers.get(i);
                var faces = new FaceReader(context, "rooms", roomIndex, vertexBase + layer.numVertices(), true);
                cursor.enter("layers", i);
                cursor.checkedCount(cursor.position(), "quads", layer.numRectangles(), faces.size(true));
                quads.addAll(faces.read(cursor, "quads", layer.numRectangles(), true, vertexBase, true));
                cursor.checkedCount(cursor.position(), "triangles", layer.numTriangles(), faces.size(false));
                triangles.addAll(faces.read(cursor, "triangles", layer.numTriangles(), false, vertexBase, true));
                cursor.leave();
                vertexBase += layer.numVertices();
            }
            if (shape.packed) {
                skipFiller(cursor, "facePadding", base + verticesOffset, 3);
            }
            arrive(cursor, shape, "vertices", base + verticesOffset);
            var count = cursor.checkedCount(cursor.position(), "vertices", vertexCount, shape.vertexSize);
            vertices = Records.list(cursor, "vertices", count, c -> vertex(c, shape));
        }
        cursor.leave();
        if (shape.packed) {
            skipFiller(cursor, "roomPadding", roomEnd, 12);
        }
        arrive(cursor, shape, "roomEnd", roomEnd);
        return new Room(x, y, z, yBottom, yTop, vertices, quads, triangles, List.of(), portals, numZ, numX, sectors,
                colour, 0, 0, lights, statics, alternateRoom, flags, waterScheme, reverbInfo, alternateGroup, layers);
    }

    private static void checkFaceTotals(ByteCursor cursor, List<Tr5Layer> layers, long rectangles, long triangles) {
        var layerRectangles = layers.stream().mapToLong(Tr5Layer::numRectangles).sum();
        var layerTriangles = layers.stream().mapToLong(Tr5Layer::numTriangles).sum();
        if (rectangles != NULL_ROOM_FILLER && layerRectangles != rectangles
                || triangles != NULL_ROOM_FILLER && layerTriangles != triangles) {
            throw cursor.error("layers", "the layers hold " + layerRectangles + " rectangles and " + layerTriangles
                    + " triangles, the header says " + rectangles + " and " + triangles);
        }
    }

    /** Skips up to {@code maxBytes} of 0xCD filler before {@code target}. */
    private static void skipFiller(ByteCursor cursor, String field, long target, int maxBytes) {
        var gap = target - cursor.position();
        if (gap > 0 && gap <= maxBytes) {
            var start = cursor.position();
            for (int i = 0; i < gap; i++) {
                if (cursor.u8(field) != 0xCD) {
                    throw cursor.errorAt(start + i, field, "expected 0xCD filler");
                }
            }
        }
    }

    /**
     * Reaches the part the header places at {@code offset}: on the PC the data before it must end there; on the
     * Dreamcast the reader moves on to it, never back over what it has read.
     */
    private static void arrive(ByteCursor cursor, Shape shape, String field, long offset) {
        if (!shape.packed && offset >= cursor.position()) {
            cursor.seek(field, offset);
        }
        expectAt(cursor, field, offset);
    }

    private static void expectAt(ByteCursor cursor, String field, long offset) {
        if (cursor.position() != offset) {
            throw cursor.error(field, "the room header places this at 0x" + Long.toHexString(offset)
                    + ", the data before it ends at 0x" + Integer.toHexString(cursor.position()));
        }
    }

    static RoomLight light(ByteCursor cursor) {
        var x = cursor.f32("x");
        var y = cursor.f32("y");
        var z = cursor.f32("z");
        var red = cursor.f32("red");
        var green = cursor.f32("green");
        var blue = cursor.f32("blue");
        cursor.skip("separator", 4);
        var in = cursor.f32("in");
        var out = cursor.f32("out");
        var radIn = cursor.f32("radIn");
        var radOut = cursor.f32("radOut");
        var range = cursor.f32("range");
        var dx = cursor.f32("dx");
        var dy = cursor.f32("dy");
        var dz = cursor.f32("dz");
        cursor.skip("integerCopies", 24);
        var type = cursor.u8("type");
        cursor.skip("filler", 3);
        return new RoomLight.Tr5(x, y, z, red, green, blue, in, out, radIn, radOut, range, dx, dy, dz, type);
    }

    /**
     * §3.2.4 gives {@code tr5_fog_bulb} as position, colour, separator, in, out; real files hold position,
     * radius, radius squared, density, then colour (the second float is always the first one squared, and
     * only the last three lie in 0..1), as other readers of these files found too.
     */
    static RoomLight fogBulb(ByteCursor cursor) {
        var x = cursor.f32("x");
        var y = cursor.f32("y");
        var z = cursor.f32("z");
        var radius = cursor.f32("radius");
        cursor.skip("radiusSquared", 4);
        var density = cursor.f32("density");
        return new RoomLight.Tr5FogBulb(x, y, z, radius, density, cursor.f32("red"), cursor.f32("green"),
                cursor.f32("blue"));
    }

    private static Tr5Layer layer(ByteCursor cursor) {
        var vertices = cursor.u32("numLayerVertices");
        var unknown1 = cursor.u16("unknownL1");
        var rectangles = cursor.u16("numLayerRectangles");
        var triangles = cursor.u16("numLayerTriangles");
        var unknown2 = cursor.u16("unknownL2");
        cursor.skip("fillers", 4);
        var box = new float[6];
        for (int i = 0; i < 6; i++) {
            box[i] = cursor.f32("boundingBox");
        }
        cursor.skip("unknown", 16);
        if (vertices > 0xFFFF) {
            throw cursor.error("numLayerVertices", "a layer of " + vertices + " vertices cannot be indexed");
        }
        return new Tr5Layer((int) vertices, rectangles, triangles, unknown1, unknown2,
                box[0], box[1], box[2], box[3], box[4], box[5]);
    }

    /** A PC vertex. */
    static RoomVertex vertex(ByteCursor cursor) {
        return vertex(cursor, Shape.PC);
    }

    private static RoomVertex vertex(ByteCursor cursor, Shape shape) {
        var x = cursor.f32("x");
        var y = cursor.f32("y");
        var z = cursor.f32("z");
        cursor.skip("normal", 12);
        var colour = cursor.s32("colour");
        cursor.skip("separator", shape.vertexSize - VERTEX_SIZE);
        return new RoomVertex(x, y, z, 0, 0, colour);
    }
}
