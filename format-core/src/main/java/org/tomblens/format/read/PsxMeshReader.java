package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;

/**
 * Reads a mesh of a PlayStation TR1 level. After the centre and radius, a signed vertex count: the vertices (each
 * padded to 8 bytes), then one normal per vertex (8 bytes too) when the count is positive, one shade each when it
 * is negative. Then one run of quads and one of triangles: a face whose texture is below 256 is filled with a
 * colour, one of 256 and up is textured, both naming an object texture.
 */
final class PsxMeshReader {
    private static final int PADDED_VERTEX_SIZE = 8;
    /** Textures below this fill a face with a colour (the PC's coloured faces). */
    static final int FIRST_TEXTURED = 256;

    private PsxMeshReader() {}

    static Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        var centre = Records.vertex(cursor);
        var radius = cursor.s32("collisionRadius");
        var countOffset = cursor.position();
        var signedCount = cursor.s16("numVertices");
        var count = cursor.checkedCount(countOffset, "numVertices", Math.abs(signedCount), PADDED_VERTEX_SIZE);
        var vertices = Records.list(cursor, "vertices", count, PsxMeshReader::paddedVertex);
        List<Vertex> normals = List.of();
        var shades = new ArrayList<Integer>();
        if (signedCount > 0) {
            cursor.checkedCount(countOffset, "numVertices", count, PADDED_VERTEX_SIZE);
            normals = Records.list(cursor, "normals", count, PsxMeshReader::paddedVertex);
        } else {
            cursor.checkedCount(countOffset, "numVertices", count, 2);
            for (int i = 0; i < count; i++) {
                shades.add(cursor.s16("shades"));
            }
        }
        var faces = new FaceReader(context, "meshes", meshIndex, vertices.size(), false);
        var quads = faces.readCounted(cursor, "numQuads", "quads", true, true);
        var triangles = faces.readCounted(cursor, "numTriangles", "triangles", false, true);
        return new Mesh(centre, radius, vertices, normals, shades, textured(quads, true), textured(triangles, true),
                textured(quads, false), textured(triangles, false));
    }

    private static Vertex paddedVertex(ByteCursor cursor) {
        var vertex = Records.vertex(cursor);
        cursor.skip("padding", 2);
        return vertex;
    }

    private static List<Face> textured(List<Face> faces, boolean textured) {
        return faces.stream().filter(face -> face.texture() >= FIRST_TEXTURED == textured).toList();
    }
}
