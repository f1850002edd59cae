package org.tomblens.maker.write;

import org.tomblens.format.io.ByteCursor;

/**
 * Turns one classic TR5 room ("XELA", §3.4.5) into the Remastered TR5 room (docs/remastered.md; trview's
 * {@code load_tr5_pc_remastered_room}): the same lights, fog bulbs, sectors, portals, statics, vertices and faces,
 * counted one after another instead of placed by offsets, each layer's vertices and faces after its header.
 */
final class Tr5RemasteredRooms {
    private static final int HEADER = 216;
    private static final int LIGHT = 88;
    private static final int FOG_BULB = 36;
    private static final int SECTOR = 8;
    private static final int PORTAL = 32;
    private static final int STATIC = 20;
    private static final int LAYER = 56;
    private static final int VERTEX = 28;
    private static final int QUAD = 12;
    private static final int TRIANGLE = 10;

    private Tr5RemasteredRooms() {}

    /** Reads the classic room at {@code in}'s position, leaves {@code in} after it and writes the Remastered one. */
    static void write(ByteCursor in, ByteSink out) {
        var start = in.position();
        in.expect("xela", "XELA");
        var roomEnd = in.position() + 4 + in.u32("roomDataSize");
        in.skip("separator", 4);
        in.u32("endSectorDataOffset");
        var sectorsOffset = in.u32("startSectorDataOffset");
        in.skip("separator", 4);
        in.u32("endPortalOffset");
        var x = in.s32("x");
        in.s32("y");
        var z = in.s32("z");
        var yBottom = in.s32("yBottom");
        var yTop = in.s32("yTop");
        var numZ = in.u16("numZSectors");
        var numX = in.u16("numXSectors");
        var colour = in.s32("roomColour");
        var numLights = in.u16("numLights");
        var numStatics = in.u16("numStaticMeshes");
        var reverbInfo = in.u8("reverbInfo");
        var alternateGroup = in.u8("alternateGroup");
        var waterScheme = in.u16("waterScheme");
        in.skip("fillers", 20);
        var alternateRoom = in.s16("alternateRoom");
        var flags = in.u16("flags");
        in.skip("unknownAndPosition", 20 + 12 + 24 + 8 + 8 + 4);
        var numFogBulbs = in.u32("numFogBulbs");
        in.skip("yTopBottom", 8);
        var numLayers = in.u32("numLayers");
        var layersOffset = in.u32("layerOffset");
        var verticesOffset = in.u32("verticesOffset");
        var facesOffset = in.u32("polyOffset");
        var base = start + HEADER;

        in.seek("lights", base);
        var lights = in.bytes("lights", (long) numLights * LIGHT);
        var fogBulbs = in.bytes("fogBulbs", numFogBulbs * FOG_BULB);
        in.seek("sectors", base + sectorsOffset);
        var sectors = in.bytes("sectors", (long) numZ * numX * SECTOR);
        var numPortals = in.u16("numPortals");
        var portals = in.bytes("portals", (long) numPortals * PORTAL);
        in.skip("portalSeparator", 2);
        var statics = in.bytes("staticMeshes", (long) numStatics * STATIC);

        out.s32("x", x);
        out.s32("z", z);
        out.s32("yBottom", yBottom);
        out.s32("yTop", yTop);
        out.u16("numPortals", numPortals);
        out.bytes("portals", portals);
        out.u16("numZSectors", numZ);
        out.u16("numXSectors", numX);
        out.bytes("sectors", sectors);
        out.s32("roomColour", colour);
        out.u16("numLights", numLights);
        out.bytes("lights", lights);
        out.u32("numFogBulbs", numFogBulbs);
        out.bytes("fogBulbs", fogBulbs);
        out.u16("numStaticMeshes", numStatics);
        out.bytes("staticMeshes", statics);
        out.s16("alternateRoom", alternateRoom);
        out.u16("flags", flags);
        out.u8("waterScheme", waterScheme);
        out.u8("reverbInfo", reverbInfo);
        out.u8("alternateGroup", alternateGroup);
        out.u32("numLayers", numLayers);
        layers(in, out, (int) numLayers, base + layersOffset, base + facesOffset, base + verticesOffset);
        // The word trview reads past at the end of a room; the classic room has nothing to put there.
        out.u32("roomEnd", 0);
        in.seek("roomEnd", roomEnd);
    }

    /**
     * Each layer: its header (the classic layer's vertex, rectangle and triangle counts, its two unknown words where
     * the Remastered layer counts shore vertices and water rectangles, the water counts 0, its bounds), then its
     * vertices, rectangles and triangles, taken from the classic room's runs of faces and of vertices.
     */
    private static void layers(ByteCursor in, ByteSink out, int count, long layersAt, long facesAt, long verticesAt) {
        var faces = facesAt;
        var vertices = verticesAt;
        for (int i = 0; i < count; i++) {
            in.seek("layers", layersAt + (long) i * LAYER);
            var numVertices = (int) in.u32("numLayerVertices");
            var unknown1 = in.u16("unknownL1");
            var rectangles = in.u16("numLayerRectangles");
            var triangles = in.u16("numLayerTriangles");
            var unknown2 = in.u16("unknownL2");
            in.skip("fillers", 4);
            var box = in.bytes("boundingBox", 24);
            out.u16("numLayerVertices", numVertices);
            out.u16("numWaterVertices", 0);
            out.u16("numShoreVertices", unknown1);
            out.u16("numLayerRectangles", rectangles);
            out.u16("numLayerTriangles", triangles);
            out.u16("numWaterRectangles", unknown2);
            out.u16("numWaterTriangles", 0);
            out.bytes("boundingBox", box);
            in.seek("vertices", vertices);
            out.bytes("vertices", in.bytes("vertices", (long) numVertices * VERTEX));
            vertices = in.position();
            in.seek("faces", faces);
            out.bytes("quads", in.bytes("quads", (long) rectangles * QUAD));
            out.bytes("triangles", in.bytes("triangles", (long) triangles * TRIANGLE));
            faces = in.position();
        }
    }
}
