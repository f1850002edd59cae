package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;

/**
 * Reads runs of faces of rooms and meshes: three or four u16 vertex indices, the texture word and, in
 * TR4/TR5 meshes and TR5 rooms, an effects word. Vertex indices are checked against the owner's vertex
 * count; texture indices are remembered for the check once the object textures are read.
 *
 * @param owner "rooms" or "meshes", for the path of a later texture error
 */
record FaceReader(ReadContext context, String owner, int ownerIndex, int vertexCount, boolean withEffects) {

    /** Reads {@code count} faces named {@code name}; stored indices are relative to {@code vertexBase}. */
    List<Face> read(ByteCursor cursor, String name, int count, boolean quads, int vertexBase, boolean textured) {
        return read(cursor, name, count, quads, vertexBase, textured, 0, null);
    }

    /**
     * Reads a u16 count, then faces whose corners are byte offsets of vertices {@code 1 << shift} bytes long (the
     * PlayStation's TR2 meshes), each followed by a word named {@code extraField}, when not null, which is skipped.
     */
    List<Face> readOffsets(ByteCursor cursor, String countField, String name, boolean quads, int shift,
                           String extraField) {
        var count = cursor.count16(countField, size(quads) + (extraField == null ? 0 : 2));
        return read(cursor, name, count, quads, 0, true, shift, extraField);
    }

    private List<Face> read(ByteCursor cursor, String name, int count, boolean quads, int vertexBase,
                            boolean textured, int shift, String extraField) {
        var faces = new ArrayList<Face>(count);
        var corners = quads ? 4 : 3;
        var indices = new int[4];
        for (int i = 0; i < count; i++) {
            cursor.enter(name, i);
            var start = cursor.position();
            for (int corner = 0; corner < corners; corner++) {
                var index = (cursor.u16("vertices") >> shift) + vertexBase;
                if (index >= vertexCount) {
                    throw cursor.errorAt(start + 2L * corner, "vertices", "vertex " + index
                            + " does not exist (there are " + vertexCount + ")");
                }
                indices[corner] = index;
            }
            var textureOffset = cursor.position();
            var texture = cursor.u16("texture");
            var effects = withEffects ? cursor.u16("effects") : 0;
            if (extraField != null) {
                cursor.skip(extraField, 2);
            }
            if (textured) {
                context.objectTextures.use(texture & 0x7FFF, cursor, textureOffset, owner, ownerIndex, name, i);
            }
            faces.add(quads ? new Face(indices[0], indices[1], indices[2], indices[3], texture, effects)
                    : Face.triangle(indices[0], indices[1], indices[2], texture, effects));
            cursor.leave();
        }
        return faces;
    }

    /** Bytes per face. */
    int size(boolean quads) {
        return (quads ? 10 : 8) + (withEffects ? 2 : 0);
    }

    /** Reads a u16 count, then that many faces. */
    List<Face> readCounted(ByteCursor cursor, String countField, String name, boolean quads, boolean textured) {
        var count = cursor.count16(countField, size(quads));
        return read(cursor, name, count, quads, 0, textured);
    }
}
