package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;

/**
 * Reads a mesh of a PlayStation level. After the centre and radius, a signed vertex count: the vertices (each
 * padded to 8 bytes), then one normal per vertex (8 bytes too) when the count is positive, one shade each when it
 * is negative. Then one run of quads and one of triangles: a face whose texture is below 256 is filled with a
 * colour, one of 256 and up is textured, both naming an object texture. TR2 names a face's corners by their byte
 * offsets among the vertices (8 bytes each), and a mesh with normals first holds a run of quads and one of
 * triangles with a word each after the texture (trview calls them reflective; they are drawn as the others).
 */
final class PsxMeshReader {
    private static final int PADDED_VERTEX_SIZE = 8;
    /** A TR2 corner is a vertex's offset: eight bytes a vertex. */
    private static final int TR2_CORNER_SHIFT = 3;
    /** Textures below this fill a face with a colour (the PC's coloured faces). */
    static final int FIRST_TEXTURED = 256;

    private PsxMeshReader() {}

    static Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        return faces(cursor, context, meshIndex, Head.read(cursor));
    }

    /**
     * A mesh of TR1's May 1996 build (trview's reader): no centre, which is taken as the origin, and a 16-bit
     * radius; the rest as the retail release keeps it.
     */
    static Mesh may1996Mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        var radius = cursor.u16("collisionRadius");
        return faces(cursor, context, meshIndex, Head.vertices(cursor, new Vertex(0, 0, 0), radius));
    }

    private static Mesh faces(ByteCursor cursor, ReadContext context, int meshIndex, Head head) {
        var faces = new FaceReader(context, "meshes", meshIndex, head.vertices.size(), false);
        var quads = faces.readCounted(cursor, "numQuads", "quads", true, true);
        var triangles = faces.readCounted(cursor, "numTriangles", "triangles", false, true);
        return head.mesh(quads, triangles);
    }

    /** @param reflectiveRuns whether a mesh with normals holds the runs of reflective faces (not in the betas) */
    static Mesh tr2Mesh(ByteCursor cursor, ReadContext context, int meshIndex, boolean reflectiveRuns) {
        var head = Head.read(cursor);
        var faces = new FaceReader(context, "meshes", meshIndex, head.vertices.size(), false);
        var quads = new ArrayList<Face>();
        var triangles = new ArrayList<Face>();
        if (reflectiveRuns && !head.normals.isEmpty()) {
            quads.addAll(faces.readOffsets(cursor, "numReflectiveQuads", "reflectiveQuads", true,
                    TR2_CORNER_SHIFT, "reflective"));
            triangles.addAll(faces.readOffsets(cursor, "numReflectiveTriangles", "reflectiveTriangles", false,
                    TR2_CORNER_SHIFT, "reflective"));
        }
        quads.addAll(faces.readOffsets(cursor, "numQuads", "quads", true, TR2_CORNER_SHIFT, null));
        triangles.addAll(faces.readOffsets(cursor, "numTriangles", "triangles", false, TR2_CORNER_SHIFT, null));
        return head.mesh(quads, triangles);
    }

    /** What comes before a mesh's faces. */
    private record Head(Vertex centre, int radius, List<Vertex> vertices, List<Vertex> normals, List<Integer> shades) {
        static Head read(ByteCursor cursor) {
            var centre = Records.vertex(cursor);
            return vertices(cursor, centre, cursor.s32("collisionRadius"));
        }

        /** The signed vertex count and what it counts, after the centre and radius. */
        static Head vertices(ByteCursor cursor, Vertex centre, int radius) {
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
            return new Head(centre, radius, vertices, normals, shades);
        }

        Mesh mesh(List<Face> quads, List<Face> triangles) {
            return new Mesh(centre, radius, vertices, normals, shades, textured(quads, true),
                    textured(triangles, true), textured(quads, false), textured(triangles, false));
        }
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
