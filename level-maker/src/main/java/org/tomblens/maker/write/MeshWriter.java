package org.tomblens.maker.write;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.TreeMap;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;

/**
 * Writes the mesh blob and its pointers (§5.1–5.2, TR1–TR3 {@code tr_mesh}). Each distinct pointer's mesh
 * is written at its byte offset; the gaps (the original tools start every mesh on a 4-byte boundary) are
 * zeros.
 */
public final class MeshWriter {
    /** Meshes start on 4-byte boundaries, as in the original levels (their collision radius is an int32). */
    static final int ALIGNMENT = 4;

    private MeshWriter() {}

    /**
     * Lays {@code meshes} out one after another, each on a 4-byte boundary: the blob size and the pointers
     * a level needs. A mesh listed more than once (the same instance) gets one place and repeated pointers.
     */
    public static Meshes pack(List<Mesh> meshes) {
        var placed = new IdentityHashMap<Mesh, Integer>();
        var pointers = new int[meshes.size()];
        var end = 0L;
        for (int i = 0; i < meshes.size(); i++) {
            var mesh = meshes.get(i);
            var offset = placed.get(mesh);
            if (offset == null) {
                offset = (int) end;
                placed.put(mesh, offset);
                end = align(end + size(mesh));
            }
            pointers[i] = offset;
        }
        return new Meshes(end / 2, Ints.own(pointers), meshes);
    }

    /** Bytes one mesh takes in the TR1–TR3 layout. */
    static long size(Mesh mesh) {
        return 6 + 4 + 2 + 6L * mesh.vertices().size() + 2 + 6L * mesh.normals().size() + 2L * mesh.shades().size()
                + 8 + 10L * (mesh.texturedQuads().size() + mesh.colouredQuads().size())
                + 8L * (mesh.texturedTriangles().size() + mesh.colouredTriangles().size());
    }

    private static long align(long offset) {
        return (offset + ALIGNMENT - 1) / ALIGNMENT * ALIGNMENT;
    }

    static void write(ByteSink sink, Meshes meshes) {
        var pointers = meshes.pointers();
        if (pointers.size() != meshes.size()) {
            throw sink.error("meshPointers", pointers.size() + " pointers for " + meshes.size() + " meshes");
        }
        var byOffset = new TreeMap<Long, Integer>();
        for (int i = 0; i < pointers.size(); i++) {
            var first = byOffset.putIfAbsent(pointers.unsigned(i), i);
            if (first != null && !meshes.get(first).equals(meshes.get(i))) {
                throw sink.error("meshPointers[" + i + "]", "shares offset " + pointers.unsigned(i) + " with pointer "
                        + first + " but not its mesh");
            }
        }
        sink.u32("numMeshData", meshes.dataWords());
        var blobStart = sink.position();
        sink.enter("meshData");
        for (var entry : byOffset.entrySet()) {
            sink.padTo("meshPointers[" + entry.getValue() + "]", blobStart + entry.getKey());
            sink.enter("meshes", entry.getValue());
            mesh(sink, meshes.get(entry.getValue()));
            sink.leave();
        }
        sink.padTo("numMeshData", blobStart + 2 * meshes.dataWords());
        sink.leave();
        sink.u32("numMeshPointers", pointers.size());
        sink.dwords("meshPointers", pointers.toArray());
    }

    /** One {@code tr_mesh}: the sign of the normal count says normals (positive) or shades (negative). */
    private static void mesh(ByteSink sink, Mesh mesh) {
        RecordWriter.vertex(sink, mesh.centre());
        sink.s32("collisionRadius", mesh.collisionRadius());
        RecordWriter.counted16(sink, "vertices", mesh.vertices(), RecordWriter::vertex);
        if (!mesh.normals().isEmpty() && !mesh.shades().isEmpty()) {
            throw sink.error("numNormals", "both normals and shades; a mesh stores one or the other");
        }
        if (mesh.hasNormals()) {
            sink.s16("numNormals", mesh.normals().size());
            RecordWriter.list(sink, "normals", mesh.normals(), RecordWriter::vertex);
        } else {
            sink.s16("numNormals", -mesh.shades().size());
            RecordWriter.list(sink, "shades", mesh.shades(), (s, shade) -> s.s16("", shade));
        }
        RecordWriter.faces(sink, "texturedQuads", mesh.texturedQuads(), true);
        RecordWriter.faces(sink, "texturedTriangles", mesh.texturedTriangles(), false);
        RecordWriter.faces(sink, "colouredQuads", mesh.colouredQuads(), true);
        RecordWriter.faces(sink, "colouredTriangles", mesh.colouredTriangles(), false);
    }
}
