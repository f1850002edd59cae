package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;

/**
 * Writes the rooms and meshes of a PlayStation TR2 level, the twin of the reader's. A room's vertices are packed
 * into a word each, two bytes after their count: the light inverted into 8 bits, the attributes, and x, y, z in 5
 * bits each (sectors from the room's corner, quarter sectors down from its top), so a vertex off that grid, or
 * attributes past 8 bits, cannot be written. The quads' textures come first, their corners after, the runs aligned
 * to 4 bytes; corners are byte offsets (4 bytes a room vertex, 8 a mesh vertex). The layout has no room sprites.
 * Portal corners are measured from the room's top. A mesh with normals writes its textured faces in the runs
 * trview calls reflective, each face with a zero word after it, and its colour-filled ones in the plain runs.
 * The betas of version 44 write PC faces (corners still offsets) in rooms and no reflective runs in meshes. The E3
 * build writes {@link PsxGeometryWriter}'s TR1 room meshes and meshes, the rest of a room as PC TR2 keeps it.
 */
final class Tr2PsxGeometryWriter {
    private static final int DARKEST = 0x1FFF;
    private static final int SECTOR = 1024;
    private static final int CLICK = 256;
    private static final int GRID = 32;
    private static final int ROOM_CORNER_SHIFT = 2;
    private static final int MESH_CORNER_SHIFT = 3;

    private Tr2PsxGeometryWriter() {}

    static void room(ByteSink sink, Room room) {
        room(sink, room, false);
    }

    /** A beta's room (version 44): its faces are PC faces but for their corners. */
    static void betaRoom(ByteSink sink, Room room) {
        room(sink, room, true);
    }

    /** A room of the E3 build (version 38): a TR1 PlayStation room's mesh, then a PC TR2 room's rest. */
    static void e3Room(ByteSink sink, Room room) {
        sink.s32("info.x", room.x());
        sink.s32("info.z", room.z());
        sink.s32("info.yBottom", room.yBottom());
        sink.s32("info.yTop", room.yTop());
        PsxGeometryWriter.roomMesh(sink, room);
        RoomWriter.rest(sink, room, GameVersion.TR2, 0);
    }

    private static void room(ByteSink sink, Room room, boolean pcFaces) {
        RecordWriter.absent(sink, "sprites", room.sprites().size());
        sink.s32("info.x", room.x());
        sink.s32("info.z", room.z());
        sink.s32("info.yBottom", room.yBottom());
        sink.s32("info.yTop", room.yTop());
        var mesh = new ByteSink(1 << 12);
        if (!room.vertices().isEmpty() || !room.quads().isEmpty() || !room.triangles().isEmpty()) {
            mesh.u16("numVertices", room.vertices().size());
            RecordWriter.list(mesh, "vertices", room.vertices(), (s, v) -> vertex(s, v, room.yTop()));
            mesh.u16("padding", 0);
            // The mesh starts on a 4-byte boundary after the count and padding, so its own offsets align as the file's.
            var quads = offsets(PsxGeometryWriter.stripOrder(PsxGeometryWriter.textured(room.quads())),
                    ROOM_CORNER_SHIFT);
            var triangles = offsets(PsxGeometryWriter.textured(room.triangles()), ROOM_CORNER_SHIFT);
            if (pcFaces) {
                RecordWriter.faces(mesh, "quads", quads, true);
                RecordWriter.faces(mesh, "triangles", triangles, false);
            } else {
                splitFaces(mesh, quads, triangles);
            }
        }
        var bytes = mesh.toByteArray();
        sink.u32("numDataWords", bytes.length / 2);
        sink.bytes("mesh", bytes);
        RoomWriter.rest(sink, room, GameVersion.TR2, room.yTop());
    }

    /** The retail release's faces: the quads' textures, then their corners, then the triangles, runs aligned. */
    private static void splitFaces(ByteSink mesh, List<Face> quads, List<Face> triangles) {
        mesh.u16("numQuads", quads.size());
        RecordWriter.list(mesh, "quads", quads, (s, quad) -> s.u16("texture", quad.texture()));
        align(mesh);
        RecordWriter.list(mesh, "quads", quads, Tr2PsxGeometryWriter::corners);
        mesh.u16("numTriangles", triangles.size());
        align(mesh);
        RecordWriter.list(mesh, "triangles", triangles, (s, triangle) -> {
            s.u16("texture", triangle.texture());
            corners(s, triangle);
        });
    }

    static void mesh(ByteSink sink, Mesh mesh) {
        mesh(sink, mesh, true);
    }

    /**
     * A beta's mesh (version 44): no runs of reflective faces, and two bytes of padding where the mesh does not end
     * on a 4-byte boundary.
     */
    static void betaMesh(ByteSink sink, Mesh mesh) {
        var start = sink.position();
        mesh(sink, mesh, false);
        padToWord(sink, start);
    }

    /** A mesh of the E3 build (version 38): TR1's PlayStation mesh, padded as the betas' are. */
    static void e3Mesh(ByteSink sink, Mesh mesh) {
        var start = sink.position();
        PsxGeometryWriter.mesh(sink, mesh);
        padToWord(sink, start);
    }

    private static void padToWord(ByteSink sink, int start) {
        if ((sink.position() - start) % 4 != 0) {
            sink.u16("padding", 0);
        }
    }

    private static void mesh(ByteSink sink, Mesh mesh, boolean reflectiveRuns) {
        PsxGeometryWriter.head(sink, mesh);
        var quads = offsets(PsxGeometryWriter.textured(mesh.texturedQuads()), MESH_CORNER_SHIFT);
        var triangles = offsets(PsxGeometryWriter.textured(mesh.texturedTriangles()), MESH_CORNER_SHIFT);
        var plainQuads = new ArrayList<Face>();
        var plainTriangles = new ArrayList<Face>();
        if (reflectiveRuns && mesh.hasNormals()) {
            reflective(sink, "reflectiveQuads", quads);
            reflective(sink, "reflectiveTriangles", triangles);
        } else {
            plainQuads.addAll(quads);
            plainTriangles.addAll(triangles);
        }
        plainQuads.addAll(offsets(PsxGeometryWriter.colourFilled(mesh.colouredQuads()), MESH_CORNER_SHIFT));
        plainTriangles.addAll(offsets(PsxGeometryWriter.colourFilled(mesh.colouredTriangles()), MESH_CORNER_SHIFT));
        RecordWriter.faces(sink, "quads", plainQuads, true);
        RecordWriter.faces(sink, "triangles", plainTriangles, false);
    }

    private static void reflective(ByteSink sink, String name, List<Face> faces) {
        sink.s16("num" + Character.toUpperCase(name.charAt(0)) + name.substring(1), faces.size());
        RecordWriter.list(sink, name, faces, (s, face) -> {
            corners(s, face);
            s.u16("texture", face.texture());
            s.u16("reflective", 0);
        });
    }

    private static void vertex(ByteSink sink, RoomVertex vertex, int yTop) {
        RecordWriter.absent(sink, "attributes", vertex.attributes() & ~0xFF);
        var x = onGrid(sink, "x", vertex.x(), SECTOR);
        var y = onGrid(sink, "y", vertex.y() - yTop, CLICK);
        var z = onGrid(sink, "z", vertex.z(), SECTOR);
        sink.u8("lighting", (DARKEST - Math.max(0, Math.min(DARKEST, vertex.lighting()))) / 32);
        sink.u8("attributes", vertex.attributes());
        sink.u16("position", x << 10 | y << 5 | z);
    }

    /** {@code value} in whole {@code step}s, 0 to 31 of them, or an error naming the field. */
    private static int onGrid(ByteSink sink, String field, float value, int step) {
        var whole = RoomWriter.whole(sink, field, value);
        if (whole % step != 0 || whole < 0 || whole / step >= GRID) {
            throw sink.error(field, whole + " is not one of the 32 steps of " + step + " the packed vertex holds");
        }
        return whole / step;
    }

    private static void corners(ByteSink sink, Face face) {
        for (int corner = 0; corner < face.vertexCount(); corner++) {
            sink.u16("vertices", face.vertex(corner));
        }
    }

    private static void align(ByteSink sink) {
        if (sink.position() % 4 != 0) {
            sink.u16("padding", 0);
        }
    }

    /** Faces whose corners are byte offsets of vertices {@code 1 << shift} bytes long. */
    private static List<Face> offsets(List<Face> faces, int shift) {
        return faces.stream().map(f -> f.isQuad()
                ? new Face(f.v0() << shift, f.v1() << shift, f.v2() << shift, f.v3() << shift, f.texture(), f.effects())
                : Face.triangle(f.v0() << shift, f.v1() << shift, f.v2() << shift, f.texture(), f.effects())).toList();
    }
}
