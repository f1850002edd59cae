package org.tomblens.format.geometry;

import java.util.BitSet;
import org.tomblens.format.model.Face;

/** How a textured face is drawn: its pass and the vertex flags its texture word gives. */
final class FaceStyle {
    private final ObjectTextureTable table;
    private final BitSet animated;
    private final BitSet doubleSided = new BitSet();

    FaceStyle(ObjectTextureTable table, BitSet animated) {
        this.table = table;
        this.animated = animated;
    }

    /**
     * Why a textured face cannot be drawn (it names a vertex past {@code vertexCount} or an object texture
     * past the table), or null when it can.
     */
    String problem(Face face, int vertexCount) {
        var missing = missingVertex(face, vertexCount);
        if (missing != null) {
            return missing;
        }
        var texture = face.objectTexture();
        return texture < table.size() ? null
                : "object texture " + texture + " does not exist (the level has " + table.size() + "); face left out";
    }

    /**
     * The pass of a textured face that can be drawn.
     *
     * @param effects whether the face's Effects word counts (TR4/TR5 meshes, §2.4.3)
     */
    RenderPass pass(Face face, boolean effects) {
        var pass = table.pass(face.objectTexture());
        return effects ? RenderPass.ofMeshFace(face.effects(), pass) : pass;
    }

    /**
     * The flags a textured face's vertices carry: double-sided (texture bit 15), animated. Notes the face's
     * texture as drawn double-sided when it is.
     */
    int flags(Face face) {
        if (face.doubleSided()) {
            doubleSided.set(face.objectTexture());
        }
        return (face.doubleSided() ? VertexFormat.DOUBLE_SIDED : 0)
                | (animated.get(face.objectTexture()) ? VertexFormat.ANIMATED : 0);
    }

    /** The object textures that the faces written so far draw double-sided. */
    BitSet doubleSided() {
        return doubleSided;
    }

    /** Why a face cannot be drawn for lack of a vertex, or null when all of its vertices exist. */
    static String missingVertex(Face face, int vertexCount) {
        for (int corner = 0; corner < face.vertexCount(); corner++) {
            var vertex = face.vertex(corner);
            if (vertex < 0 || vertex >= vertexCount) {
                return "vertex " + vertex + " does not exist (there are " + vertexCount + "); face left out";
            }
        }
        return null;
    }
}
