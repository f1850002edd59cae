package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;

/**
 * Reads the mesh blob and its pointers (§5.1–5.2). The pointer count comes after the blob, so the blob
 * is stepped over first; then each distinct pointer's mesh is read from its byte offset.
 */
final class MeshReader {
    private static final int VERTEX_SIZE = 6;

    private MeshReader() {}

    /** Reads one mesh at the cursor; the layouts differ in how they store a mesh, not in how meshes are found. */
    @FunctionalInterface
    interface MeshLayout {
        Mesh read(ByteCursor cursor, ReadContext context, int meshIndex);
    }

    static Meshes read(ByteCursor cursor, ReadContext context) {
        return read(cursor, context, MeshReader::mesh);
    }

    static Meshes read(ByteCursor cursor, ReadContext context, MeshLayout layout) {
        var dataWordsOffset = cursor.position();
        var dataWords = cursor.u32("numMeshData");
        cursor.checkedCount(dataWordsOffset, "numMeshData", dataWords, 2);
        var blobStart = cursor.position();
        var blob = cursor.slice("meshData", (int) (dataWords * 2));
        cursor.skip("meshData", dataWords * 2);
        var pointerCount = cursor.count32("numMeshPointers", 4);
        return meshes(cursor, context, layout, blob, blobStart, cursor.position(), pointerCount);
    }

    /**
     * Meshes whose data and pointers the file sizes elsewhere (TR4/TR5 PlayStation levels): {@code dataBytes} of
     * mesh data at the cursor, then {@code pointerCount} pointers.
     */
    static Meshes sized(ByteCursor cursor, ReadContext context, MeshLayout layout, int dataBytes, int pointerCount) {
        var blobStart = cursor.position();
        var blob = cursor.slice("meshData", dataBytes);
        cursor.skip("meshData", dataBytes);
        return meshes(cursor, context, layout, blob, blobStart, cursor.position(), pointerCount);
    }

    private static Meshes meshes(ByteCursor cursor, ReadContext context, MeshLayout layout, ByteCursor blob,
                                 int blobStart, int pointersOffset, int pointerCount) {
        var dataWords = (blob.end() - blobStart) / 2L;
        var pointers = cursor.dwords("meshPointers", pointerCount);

        var byOffset = new HashMap<Long, Mesh>();
        var byPointer = new ArrayList<Mesh>(pointerCount);
        for (int i = 0; i < pointerCount; i++) {
            var pointer = pointers[i] & 0xFFFFFFFFL;
            if (pointer >= dataWords * 2) {
                throw cursor.errorAt(pointersOffset + 4L * i, "meshPointers[" + i + "]", "offset " + pointer
                        + " lies outside the " + dataWords * 2 + " bytes of mesh data");
            }
            var mesh = byOffset.get(pointer);
            if (mesh == null) {
                blob.seek("meshPointers", blobStart + pointer);
                blob.enter("meshes", i);
                mesh = layout.read(blob, context, i);
                blob.leave();
                byOffset.put(pointer, mesh);
            }
            byPointer.add(mesh);
        }
        return new Meshes(dataWords, Ints.own(pointers), byPointer);
    }

    /** One {@code tr_mesh} (TR1–TR3, with coloured faces) or {@code tr4_mesh} (faces with effects). */
    static Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        var tr4Faces = context.version.isChunked();
        var centre = Records.vertex(cursor);
        var radius = cursor.s32("collisionRadius");
        var vertices = Records.counted16(cursor, "vertices", VERTEX_SIZE, Records::vertex);
        var lighting = MeshLighting.read(cursor);
        var faces = new FaceReader(context, "meshes", meshIndex, vertices.size(), tr4Faces);
        var texturedQuads = faces.readCounted(cursor, "numTexturedQuads", "texturedQuads", true, true);
        var texturedTriangles = faces.readCounted(cursor, "numTexturedTriangles", "texturedTriangles", false, true);
        List<Face> colouredQuads = List.of();
        List<Face> colouredTriangles = List.of();
        if (!tr4Faces) {
            colouredQuads = faces.readCounted(cursor, "numColouredQuads", "colouredQuads", true, false);
            colouredTriangles = faces.readCounted(cursor, "numColouredTriangles", "colouredTriangles", false, false);
        }
        return new Mesh(centre, radius, vertices, lighting.normals(), lighting.shades(), texturedQuads,
                texturedTriangles, colouredQuads, colouredTriangles);
    }
}
