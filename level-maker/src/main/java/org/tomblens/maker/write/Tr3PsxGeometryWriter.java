package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Vertex;

/**
 * Writes the rooms and meshes of a TR3 PlayStation level, the twin of the reader's. A room's faces are cut into
 * roomlets of at most 127 vertices and 255 triangles, in the order the PC stores them, each roomlet with the
 * vertices its faces use, packed into a word each (which fails for a vertex off the sector grid or more than 31
 * quarter-sectors under the room's top). Room faces name room textures, numbered by {@code roomTextures}; portal
 * heights count from the room's top. A mesh's faces are packed four triangles or two quads to a texture word; the
 * horizon model's first mesh is written bare.
 */
final class Tr3PsxGeometryWriter {
    private static final int MAX_ROOMLET_VERTICES = 127;
    private static final int MAX_ROOMLET_TRIANGLES = 255;
    private static final int END_OF_QUADS = 0x3FF;
    private static final int NO_NORMALS = 0x80;

    private Tr3PsxGeometryWriter() {}

    static void room(ByteSink sink, int index, Room room, Map<Integer, Integer> roomTextures) {
        sink.s32("info.x", room.x());
        sink.s32("info.z", room.z());
        sink.s32("info.yBottom", room.yBottom());
        sink.s32("info.yTop", room.yTop());
        var data = roomlets(sink, index, room, roomTextures);
        sink.u32("numDataWords", data.length / 2);
        sink.bytes("roomData", data);
        RecordWriter.counted16(sink, "portals", room.portals(), (s, portal) -> RoomWriter.portal(s, lowered(portal,
                room.yTop())));
        sink.u16("numZSectors", room.numZSectors());
        sink.u16("numXSectors", room.numXSectors());
        RecordWriter.list(sink, "sectors", room.sectors(), RoomWriter::sector);
        sink.s16("ambientIntensity", room.ambient());
        sink.s16("lightMode", room.lightMode());
        RecordWriter.counted16(sink, "lights", room.lights(), Tr3PsxGeometryWriter::light);
        RecordWriter.counted16(sink, "staticMeshes", room.staticMeshes(),
                (meshSink, mesh) -> RoomWriter.staticMesh(meshSink, mesh, false));
        sink.s16("alternateRoom", room.alternateRoom());
        sink.u16("flags", room.flags());
        sink.u8("waterScheme", room.waterScheme());
        sink.u8("reverbInfo", room.reverbInfo());
        sink.u8("filler", room.alternateGroup());
    }

    private static Portal lowered(Portal portal, int yTop) {
        return new Portal(portal.adjoiningRoom(), portal.normal(), portal.vertices().stream()
                .map(v -> new Vertex(v.x(), v.y() - yTop, v.z())).toList());
    }

    private static void light(ByteSink sink, RoomLight light) {
        if (!(light instanceof RoomLight.Tr3 tr3)) {
            throw sink.error("", "a " + light.getClass().getSimpleName() + " light where TR3 stores its own");
        }
        sink.s32("x", tr3.x());
        sink.s32("y", tr3.y());
        sink.s32("z", tr3.z());
        sink.u8("red", tr3.red());
        sink.u8("green", tr3.green());
        sink.u8("blue", tr3.blue());
        sink.u8("type", tr3.type());
        sink.s32("data1", tr3.data1());
        sink.s32("data2", tr3.data2());
    }

    /** The room data: the roomlet count and offsets, then the roomlets. */
    private static byte[] roomlets(ByteSink sink, int index, Room room, Map<Integer, Integer> roomTextures) {
        return roomlets(sink, index, room, roomTextures, true);
    }

    /**
     * The room data, each roomlet's six leading bytes as TR3 keeps them ({@code tr3Head}: four of bounds, the room's
     * index and flags) or, as TR4 and TR5 keep six bytes of bounds that no reader needs, blank.
     */
    static byte[] roomlets(ByteSink sink, int index, Room room, Map<Integer, Integer> roomTextures, boolean tr3Head) {
        var roomlets = new ArrayList<Roomlet>();
        var current = new Roomlet();
        var faces = new ArrayList<>(room.quads());
        faces.addAll(room.triangles());
        for (var face : faces) {
            if (!current.fits(face)) {
                roomlets.add(current);
                current = new Roomlet();
            }
            current.add(face);
        }
        if (!current.quads.isEmpty() || !current.triangles.isEmpty()) {
            roomlets.add(current);
        }
        var bodies = new ByteSink(1 << 12);
        var offsets = new int[roomlets.size()];
        var header = 4 + 4 * roomlets.size();
        for (int i = 0; i < roomlets.size(); i++) {
            offsets[i] = header + bodies.position();
            sink.enter("roomlets", i);
            roomlets.get(i).write(bodies, sink, tr3Head ? index : -1, room, roomTextures);
            sink.leave();
        }
        var data = new ByteSink(header + bodies.position());
        data.u32("numRoomlets", roomlets.size());
        data.dwords("roomletOffsets", offsets);
        data.bytes("roomlets", bodies.toByteArray());
        return data.toByteArray();
    }

    /** Faces that share a roomlet, and the room vertices they use in the order first used. */
    private static final class Roomlet {
        final Map<Integer, Integer> vertices = new LinkedHashMap<>();
        final List<Face> quads = new ArrayList<>();
        final List<Face> triangles = new ArrayList<>();

        boolean fits(Face face) {
            var added = 0;
            for (int c = 0; c < face.vertexCount(); c++) {
                added += vertices.containsKey(face.vertex(c)) ? 0 : 1;
            }
            return vertices.size() + added <= MAX_ROOMLET_VERTICES
                    && (face.isQuad() || triangles.size() < MAX_ROOMLET_TRIANGLES);
        }

        void add(Face face) {
            for (int c = 0; c < face.vertexCount(); c++) {
                vertices.putIfAbsent(face.vertex(c), vertices.size());
            }
            (face.isQuad() ? quads : triangles).add(face);
        }

        /** The roomlet, its head TR3's for a room {@code index}, or blank bounds for -1. */
        void write(ByteSink out, ByteSink errors, int index, Room room, Map<Integer, Integer> roomTextures) {
            if (index < 0) {
                out.bytes("bounds", new byte[6]);
            } else {
                out.bytes("bounds", new byte[4]);
                out.u8("roomIndex", index & 0xFF);
                out.u8("flags", room.flags() & 0xFF);
            }
            out.u8("numVertices", vertices.size());
            out.u8("numTriangles", triangles.size());
            for (var vertex : vertices.keySet()) {
                out.s32("vertices", packed(errors, room.vertices().get(vertex), room.yTop()));
            }
            for (var triangle : triangles) {
                out.s32("triangles", local(triangle.v0()) | local(triangle.v1()) << 7 | local(triangle.v2()) << 14
                        | texture(errors, triangle, roomTextures) << 21);
            }
            for (int group = 0; group <= quads.size(); group += 3) {
                var textures = 0;
                for (int slot = 0; slot < 3; slot++) {
                    var quad = group + slot;
                    textures |= (quad < quads.size() ? texture(errors, quads.get(quad), roomTextures) : END_OF_QUADS)
                            << (10 * slot);
                }
                out.s32("quadTextures", textures);
                for (int quad = group; quad < Math.min(quads.size(), group + 3); quad++) {
                    // The PC's order round the quad to strip order: the third and fourth corners swap.
                    var face = quads.get(quad);
                    out.s32("quads", local(face.v0()) | local(face.v1()) << 7 | local(face.v3()) << 14
                            | local(face.v2()) << 21);
                }
            }
        }

        private int local(int vertex) {
            return vertices.get(vertex);
        }

        private static int texture(ByteSink sink, Face face, Map<Integer, Integer> roomTextures) {
            var texture = roomTextures.get(face.texture() & 0x7FFF);
            if (texture == null || texture >= END_OF_QUADS) {
                throw sink.error("texture", "object texture " + face.texture() + " is not among the first "
                        + END_OF_QUADS + " room textures");
            }
            return texture;
        }

        /** A vertex as z, y and x in 5 bits each, then the colour with red in the low bits. */
        private static int packed(ByteSink sink, RoomVertex vertex, int yTop) {
            var x = steps(sink, "x", vertex.x(), 1024);
            var y = steps(sink, "y", vertex.y() - yTop, 256);
            var z = steps(sink, "z", vertex.z(), 1024);
            var colour = vertex.colour();
            var swapped = (colour >> 10 & 0x1F) | (colour >> 5 & 0x1F) << 5 | (colour & 0x1F) << 10;
            return z | y << 5 | x << 10 | swapped << 15;
        }

        private static int steps(ByteSink sink, String field, float value, int step) {
            var whole = RoomWriter.whole(sink, field, value);
            if (whole % step != 0 || whole < 0 || whole / step > 31) {
                throw sink.error("vertices." + field, value + " is not 0 to 31 steps of " + step);
            }
            return whole / step;
        }
    }

    /** The mesh blob, each distinct mesh once, then the pointers; {@code horizon} is the bare mesh's index, or -1. */
    static void meshes(ByteSink sink, Meshes meshes, int horizon) {
        var horizonPointer = horizon < 0 ? -1 : meshes.pointers().unsigned(horizon);
        PsxGeometryWriter.meshes(sink, meshes, (blob, index) -> {
            if (meshes.pointers().unsigned(index) == horizonPointer) {
                horizonMesh(blob, meshes.get(index));
            } else {
                mesh(blob, meshes.get(index));
            }
        });
    }

    /** The meshes in the layout TR3's PlayStation meshes share with TR4's and TR5's, none of them bare. */
    static PsxGeometryWriter.MeshBlob meshBlob(Meshes meshes) {
        return PsxGeometryWriter.blob(meshes, (blob, index) -> mesh(blob, meshes.get(index)));
    }

    private static void mesh(ByteSink sink, Mesh mesh) {
        if (!mesh.colouredQuads().isEmpty() || !mesh.colouredTriangles().isEmpty()) {
            throw sink.error("colouredFaces", "colour-filled faces, which TR3's PlayStation meshes do not have");
        }
        RecordWriter.vertex(sink, mesh.centre());
        sink.s16("collisionRadius", mesh.collisionRadius());
        var count = mesh.vertices().size();
        sink.u8("numVertices", count);
        sink.u8("flags", mesh.hasNormals() ? 0 : NO_NORMALS);
        sink.u16("facesOffset", count * 8 + (mesh.hasNormals() ? count * 8 : count * 2));
        RecordWriter.list(sink, "vertices", mesh.vertices(), Tr3PsxGeometryWriter::padded);
        if (mesh.hasNormals()) {
            RecordWriter.list(sink, "normals", mesh.normals(), Tr3PsxGeometryWriter::padded);
        } else if (mesh.shades().size() == count) {
            RecordWriter.list(sink, "shades", mesh.shades(), (s, shade) -> s.s16("", shade));
        } else {
            throw sink.error("shades", mesh.shades().size() + " shades for " + count + " vertices");
        }
        sink.u16("numTriangles", mesh.texturedTriangles().size());
        sink.u16("numQuads", mesh.texturedQuads().size());
        triangles(sink, mesh.texturedTriangles());
        quads(sink, mesh.texturedQuads());
    }

    private static void horizonMesh(ByteSink sink, Mesh mesh) {
        if (!mesh.texturedTriangles().isEmpty() || !mesh.colouredQuads().isEmpty()
                || !mesh.colouredTriangles().isEmpty()) {
            throw sink.error("horizon", "the horizon's bare mesh holds textured quads alone");
        }
        sink.s16("numVertices", mesh.vertices().size());
        sink.s16("numQuads", mesh.texturedQuads().size());
        RecordWriter.list(sink, "vertices", mesh.vertices(), Tr3PsxGeometryWriter::padded);
        quads(sink, mesh.texturedQuads());
    }

    private static void triangles(ByteSink sink, List<Face> triangles) {
        for (int group = 0; group < triangles.size(); group += 4) {
            var lowBytes = 0;
            for (int i = group; i < Math.min(triangles.size(), group + 4); i++) {
                lowBytes |= (triangles.get(i).texture() & 0xFF) << (8 * (i - group));
            }
            sink.s32("triangleTextures", lowBytes);
            for (int i = group; i < Math.min(triangles.size(), group + 4); i++) {
                var face = triangles.get(i);
                sink.s32("triangles", face.v0() | face.v1() << 8 | face.v2() << 16 | (face.texture() >> 8) << 24);
            }
        }
    }

    private static void quads(ByteSink sink, List<Face> quads) {
        for (int group = 0; group < quads.size(); group += 2) {
            var textures = quads.get(group).texture() & 0xFFFF;
            if (group + 1 < quads.size()) {
                textures |= (quads.get(group + 1).texture() & 0xFFFF) << 16;
            }
            sink.s32("quadTextures", textures);
            for (int i = group; i < Math.min(quads.size(), group + 2); i++) {
                // The PC's order round the quad to strip order: the third and fourth corners swap.
                var face = quads.get(i);
                sink.s32("quads", face.v0() | face.v1() << 8 | face.v3() << 16 | face.v2() << 24);
            }
        }
    }

    private static void padded(ByteSink sink, Vertex vertex) {
        RecordWriter.vertex(sink, vertex);
        sink.s16("padding", 0);
    }
}
