package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Vertex;

/**
 * Writes the rooms and meshes of a PlayStation TR1 level, the twin of the reader's: two bytes of padding open a
 * room's mesh, vertex light is inverted, quads name their corners in strip order (third and fourth swapped),
 * lights and static meshes are padded; a mesh's vertices and normals take 8 bytes each, and its faces are one run
 * of quads and one of triangles, textured ones numbered from 256.
 */
final class PsxGeometryWriter {
    private static final int DARKEST = 0x1FFF;

    private PsxGeometryWriter() {}

    static void room(ByteSink sink, Room room) {
        sink.s32("info.x", room.x());
        sink.s32("info.z", room.z());
        sink.s32("info.yBottom", room.yBottom());
        sink.s32("info.yTop", room.yTop());
        roomMesh(sink, room);
        roomRest(sink, room);
        sink.s16("alternateRoom", room.alternateRoom());
        sink.u16("flags", room.flags());
    }

    /**
     * A room as TR1's May 1996 build keeps it: no heights (the reader takes them from the vertices) and no
     * alternate room.
     */
    static void may1996Room(ByteSink sink, Room room) {
        sink.s32("info.x", room.x());
        sink.s32("info.z", room.z());
        roomMesh(sink, room);
        roomRest(sink, room);
        sink.u16("flags", room.flags());
    }

    /** Portals, sectors, light and static meshes, after the room mesh. */
    private static void roomRest(ByteSink sink, Room room) {
        RecordWriter.counted16(sink, "portals", room.portals(), RoomWriter::portal);
        sink.u16("numZSectors", room.numZSectors());
        sink.u16("numXSectors", room.numXSectors());
        RecordWriter.list(sink, "sectors", room.sectors(), RoomWriter::sector);
        sink.s16("ambientIntensity", room.ambient());
        RecordWriter.counted16(sink, "lights", room.lights(),
                (lightSink, light) -> RoomWriter.tr1Light(lightSink, light, true));
        RecordWriter.counted16(sink, "staticMeshes", room.staticMeshes(), (meshSink, mesh) -> {
            RoomWriter.staticMesh(meshSink, mesh, true);
            meshSink.u16("padding", 0);
        });
    }

    /**
     * The room mesh's word count and the mesh: two bytes of padding, vertices, quads in strip order, triangles and
     * sprites (TR2's E3 build keeps its rooms' meshes so too).
     */
    static void roomMesh(ByteSink sink, Room room) {
        var meshBytes = 10L + 8L * room.vertices().size() + 10L * room.quads().size() + 8L * room.triangles().size()
                + 4L * room.sprites().size();
        sink.u32("numDataWords", meshBytes / 2);
        sink.u16("padding", 0);
        RecordWriter.counted16(sink, "vertices", room.vertices(), PsxGeometryWriter::roomVertex);
        RecordWriter.faces(sink, "quads", textured(stripOrder(room.quads())), true);
        RecordWriter.faces(sink, "triangles", textured(room.triangles()), false);
        RecordWriter.counted16(sink, "sprites", room.sprites(), RoomWriter::sprite);
    }

    /** How a layout writes the mesh that pointer {@code index} names. */
    @FunctionalInterface
    interface MeshLayout {
        void write(ByteSink blob, int index);
    }

    /** The mesh blob, each distinct mesh once as {@code layout} writes it, then the pointers. */
    static void meshes(ByteSink sink, Meshes meshes, MeshLayout layout) {
        var blob = blob(meshes, layout);
        sink.u32("numMeshData", blob.data().length / 2);
        sink.bytes("meshData", blob.data());
        sink.u32("numMeshPointers", blob.pointers().length);
        sink.dwords("meshPointers", blob.pointers());
    }

    /** The mesh data, each distinct mesh once, and each mesh's offset in it. */
    record MeshBlob(byte[] data, int[] pointers) {}

    static MeshBlob blob(Meshes meshes, MeshLayout layout) {
        var blob = new ByteSink(1 << 16);
        var pointers = new int[meshes.size()];
        var written = new HashMap<Long, Integer>();
        for (int i = 0; i < meshes.size(); i++) {
            var original = meshes.pointers().unsigned(i);
            var at = written.get(original);
            if (at == null) {
                at = blob.position();
                written.put(original, at);
                blob.enter("meshes", i);
                layout.write(blob, i);
                blob.leave();
            }
            pointers[i] = at;
        }
        return new MeshBlob(blob.toByteArray(), pointers);
    }

    static void mesh(ByteSink sink, Mesh mesh) {
        head(sink, mesh);
        faces(sink, mesh);
    }

    /** A mesh as TR1's May 1996 build keeps it: no centre and a 16-bit radius before the vertices. */
    static void may1996Mesh(ByteSink sink, Mesh mesh) {
        sink.u16("collisionRadius", mesh.collisionRadius());
        vertices(sink, mesh);
        faces(sink, mesh);
    }

    /** One run of quads and one of triangles, the textured ones first. */
    private static void faces(ByteSink sink, Mesh mesh) {
        var quads = new ArrayList<>(textured(mesh.texturedQuads()));
        quads.addAll(colourFilled(mesh.colouredQuads()));
        var triangles = new ArrayList<>(textured(mesh.texturedTriangles()));
        triangles.addAll(colourFilled(mesh.colouredTriangles()));
        RecordWriter.faces(sink, "quads", quads, true);
        RecordWriter.faces(sink, "triangles", triangles, false);
    }

    /** What comes before a mesh's faces: centre, radius, signed vertex count, vertices, normals or shades. */
    static void head(ByteSink sink, Mesh mesh) {
        RecordWriter.vertex(sink, mesh.centre());
        sink.s32("collisionRadius", mesh.collisionRadius());
        vertices(sink, mesh);
    }

    /** The signed vertex count, the vertices, then the normals or shades. */
    private static void vertices(ByteSink sink, Mesh mesh) {
        var count = mesh.vertices().size();
        sink.s16("numVertices", mesh.hasNormals() ? count : -count);
        RecordWriter.list(sink, "vertices", mesh.vertices(), PsxGeometryWriter::padded);
        if (mesh.hasNormals()) {
            RecordWriter.list(sink, "normals", mesh.normals(), PsxGeometryWriter::padded);
        } else if (mesh.shades().size() == count) {
            RecordWriter.list(sink, "shades", mesh.shades(), (s, shade) -> s.s16("", shade));
        } else {
            throw sink.error("shades", mesh.shades().size() + " shades for " + count + " vertices");
        }
    }

    private static void roomVertex(ByteSink sink, RoomVertex vertex) {
        sink.s16("x", RoomWriter.whole(sink, "x", vertex.x()));
        sink.s16("y", RoomWriter.whole(sink, "y", vertex.y()));
        sink.s16("z", RoomWriter.whole(sink, "z", vertex.z()));
        sink.s16("lighting", (DARKEST - Math.min(DARKEST, vertex.lighting())) / 32);
    }

    private static void padded(ByteSink sink, Vertex vertex) {
        RecordWriter.vertex(sink, vertex);
        sink.s16("padding", 0);
    }

    static List<Face> stripOrder(List<Face> quads) {
        return quads.stream().map(q -> new Face(q.v0(), q.v1(), q.v3(), q.v2(), q.texture(), q.effects())).toList();
    }

    static List<Face> textured(List<Face> faces) {
        return faces.stream().map(f -> new Face(f.v0(), f.v1(), f.v2(), f.v3(),
                f.texture() + PsxTextureCells.SWATCHES, f.effects())).toList();
    }

    /** A colour-filled face names the swatch of its palette entry, the texture word's low byte. */
    static List<Face> colourFilled(List<Face> faces) {
        return faces.stream().map(f -> new Face(f.v0(), f.v1(), f.v2(), f.v3(), f.texture() & 0xFF,
                f.effects())).toList();
    }
}
