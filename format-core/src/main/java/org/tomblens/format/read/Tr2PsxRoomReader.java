package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;

/**
 * Reads a room of a PlayStation TR2 level. Its mesh is packed (OpenLara's reader gives the bits): a u16 vertex
 * count, then a 32-bit word a vertex, two bytes apart from the count: the light (8 bits, 0 dark), the attributes
 * (8), then z, y and x, 5 bits each, x and z in sectors from the room's corner, y in quarter sectors down from the
 * room's top. Then the quads, all their textures first and all their corners after, each run aligned to 4 bytes; then
 * the triangles, a texture and three corners each. Corners are byte offsets of vertices, four bytes a vertex, quads
 * naming them in strip order. No sprites. After the mesh the room is a PC TR2 room's, but that its portals' corners
 * are measured down from the room's top.
 */
final class Tr2PsxRoomReader {
    private static final int VERTEX_SIZE = 4;
    private static final int CORNER_SHIFT = 2;
    /** The darkest PC vertex light (§3.2.5); the PlayStation's 8 bits run the other way, 32 PC steps each. */
    private static final int DARKEST = 0x1FFF;
    private static final int SECTOR = 1024;
    private static final int CLICK = 256;

    private Tr2PsxRoomReader() {}

    /** @param pcFaces whether the faces are PC faces but for their corners (the betas of version 44) */
    static Room read(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount, boolean pcFaces) {
        var header = RoomReader.Header.read(cursor);
        var mesh = new RoomReader.RoomMesh(List.of(), List.of(), List.of(), List.of());
        if (header.dataWords() > 0) {
            mesh = mesh(cursor, context, roomIndex, header.yTop(), pcFaces);
        }
        header.endOfMesh(cursor, context);
        return RoomReader.rest(cursor, GameVersion.TR2, header, mesh, roomCount, header.yTop());
    }

    /**
     * A room of the E3 build (version 38): the mesh of a TR1 PlayStation room ({@link PsxRoomReader#mesh}), then a
     * PC TR2 room's rest. Its vertices are not packed; its portals are taken, like them, as the PC keeps them.
     */
    static Room readE3(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        var header = RoomReader.Header.read(cursor);
        var mesh = PsxRoomReader.mesh(cursor, context, roomIndex, header);
        header.endOfMesh(cursor, context);
        return RoomReader.rest(cursor, GameVersion.TR2, header, mesh, roomCount, 0);
    }

    private static RoomReader.RoomMesh mesh(ByteCursor cursor, ReadContext context, int roomIndex, int yTop,
                                            boolean pcFaces) {
        var countOffset = cursor.position();
        var count = cursor.checkedCount(countOffset, "numVertices", cursor.u16("numVertices"), VERTEX_SIZE);
        var vertices = Records.list(cursor, "vertices", count, c -> vertex(c, yTop));
        cursor.skip("padding", 2);
        if (pcFaces) {
            var faces = new FaceReader(context, "rooms", roomIndex, count, false);
            var quads = faces.readOffsets(cursor, "numQuads", "quads", true, CORNER_SHIFT, null);
            var triangles = faces.readOffsets(cursor, "numTriangles", "triangles", false, CORNER_SHIFT, null);
            return new RoomReader.RoomMesh(vertices, PsxRoomReader.stripOrder(quads), triangles, List.of());
        }
        var faces = new Faces(context, roomIndex, count);

        var quadsAt = cursor.position();
        var quadCount = cursor.count16("numQuads", 10);
        var textures = new int[quadCount];
        for (int i = 0; i < quadCount; i++) {
            cursor.enter("quads", i);
            textures[i] = faces.texture(cursor, "quads", i);
            cursor.leave();
        }
        align(cursor, quadsAt);
        var quads = new ArrayList<Face>(quadCount);
        for (int i = 0; i < quadCount; i++) {
            cursor.enter("quads", i);
            var strip = new int[] {faces.corner(cursor), faces.corner(cursor), faces.corner(cursor),
                    faces.corner(cursor)};
            quads.add(new Face(strip[0], strip[1], strip[3], strip[2], textures[i], 0));
            cursor.leave();
        }

        var triangleCount = cursor.count16("numTriangles", 8);
        align(cursor, quadsAt);
        var triangles = new ArrayList<Face>(triangleCount);
        for (int i = 0; i < triangleCount; i++) {
            cursor.enter("triangles", i);
            var texture = faces.texture(cursor, "triangles", i);
            triangles.add(Face.triangle(faces.corner(cursor), faces.corner(cursor), faces.corner(cursor), texture, 0));
            cursor.leave();
        }
        return new RoomReader.RoomMesh(vertices, quads, triangles, List.of());
    }

    private static RoomVertex vertex(ByteCursor cursor, int yTop) {
        var light = cursor.u8("lighting");
        var attributes = cursor.u8("attributes");
        var packed = cursor.u16("position");
        var lighting = DARKEST - (light << 5);
        return new RoomVertex((packed >> 10 & 0x1F) * SECTOR, yTop + (packed >> 5 & 0x1F) * CLICK,
                (packed & 0x1F) * SECTOR, lighting, attributes, lighting);
    }

    /** Two bytes of padding where the runs are not on a 4-byte boundary from the quad count. */
    private static void align(ByteCursor cursor, long quadsAt) {
        if ((cursor.position() - quadsAt) % 4 != 0) {
            cursor.skip("padding", 2);
        }
    }

    /** Reads corners and textures of one room's faces, checking each against what exists. */
    private record Faces(ReadContext context, int roomIndex, int vertexCount) {
        int corner(ByteCursor cursor) {
            var offset = cursor.position();
            var index = cursor.u16("vertices") >> CORNER_SHIFT;
            if (index >= vertexCount) {
                throw cursor.errorAt(offset, "vertices", "vertex " + index + " does not exist (there are "
                        + vertexCount + ")");
            }
            return index;
        }

        int texture(ByteCursor cursor, String name, int index) {
            var offset = cursor.position();
            var texture = cursor.u16("texture");
            context.objectTextures.use(texture & 0x7FFF, cursor, offset, "rooms", roomIndex, name, index);
            return texture;
        }
    }
}
