package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;

/**
 * Reads a mesh of a TR3 PlayStation level: the centre and a 16-bit radius, a vertex count and flags byte, and how
 * far after that word the faces start; the vertices padded to 8 bytes, then, unless flag 0x80 is set, a normal for
 * each (8 bytes too), else a shade each. At the faces: a triangle and a quad count; triangles in fours after a word
 * of their textures' low bytes, each three corner bytes and its texture's high byte; quads in twos after a word of
 * their two textures, each four corner bytes in strip order. Every face is textured.
 *
 * <p>The horizon model's first mesh is bare (as OpenLara reads it): a vertex and a quad count, the padded vertices
 * and the quads, with no centre, normals or triangles.
 */
final class Tr3PsxMeshReader {
    private static final int PADDED_VERTEX_SIZE = 8;
    private static final int NO_NORMALS = 0x80;

    private Tr3PsxMeshReader() {}

    static Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        var centre = Records.vertex(cursor);
        var radius = cursor.s16("collisionRadius");
        var count = cursor.u8("numVertices");
        var flags = cursor.u8("flags");
        var facesOffset = cursor.u16("facesOffset");
        var facesAt = (long) cursor.position() + facesOffset;
        var vertices = Records.list(cursor, "vertices", count, Tr3PsxMeshReader::paddedVertex);
        List<Vertex> normals = List.of();
        var shades = new ArrayList<Integer>();
        if ((flags & NO_NORMALS) == 0) {
            normals = Records.list(cursor, "normals", count, Tr3PsxMeshReader::paddedVertex);
        } else {
            cursor.require("shades", 2L * count);
            for (int i = 0; i < count; i++) {
                shades.add(cursor.s16("shades"));
            }
        }
        cursor.seek("facesOffset", facesAt);
        var faces = new Faces(cursor, context, meshIndex, count);
        var triangleCount = cursor.u16("numTriangles");
        var quadCount = cursor.u16("numQuads");
        var triangles = faces.triangles(triangleCount);
        var quads = faces.quads(quadCount);
        return new Mesh(centre, radius, vertices, normals, shades, quads, triangles, List.of(), List.of());
    }

    static Mesh horizon(ByteCursor cursor, ReadContext context, int meshIndex) {
        var count = cursor.s16("numVertices");
        if (count < 0) {
            throw cursor.errorAt(cursor.position() - 2, "numVertices", "negative count " + count);
        }
        var quadCount = cursor.s16("numQuads");
        var vertices = Records.list(cursor, "vertices", count, Tr3PsxMeshReader::paddedVertex);
        var quads = new Faces(cursor, context, meshIndex, count).quads(Math.max(0, quadCount));
        return new Mesh(new Vertex(0, 0, 0), 0, vertices, List.of(), List.of(), quads, List.of(), List.of(),
                List.of());
    }

    private static Vertex paddedVertex(ByteCursor cursor) {
        var vertex = Records.vertex(cursor);
        cursor.skip("padding", 2);
        return vertex;
    }

    /** The packed faces of one mesh; each read is bounds-checked before its list grows. */
    private record Faces(ByteCursor cursor, ReadContext context, int meshIndex, int vertexCount) {
        List<Face> triangles(int count) {
            cursor.require("triangles", 4L * count + 4L * ((count + 3) / 4));
            var triangles = new ArrayList<Face>(count);
            var lowBytes = 0;
            for (int i = 0; i < count; i++) {
                if (i % 4 == 0) {
                    lowBytes = cursor.s32("triangleTextures");
                }
                var at = cursor.position();
                var word = cursor.s32("triangles");
                var texture = (lowBytes >>> (8 * (i % 4)) & 0xFF) | (word >>> 24) << 8;
                context.objectTextures.use(texture & 0x7FFF, cursor, at, "meshes", meshIndex, "triangles", i);
                triangles.add(Face.triangle(corner(word, 0, at), corner(word, 1, at), corner(word, 2, at), texture, 0));
            }
            return triangles;
        }

        List<Face> quads(int count) {
            cursor.require("quads", 4L * count + 4L * ((count + 1) / 2));
            var quads = new ArrayList<Face>(count);
            var textures = 0;
            for (int i = 0; i < count; i++) {
                if (i % 2 == 0) {
                    textures = cursor.s32("quadTextures");
                }
                var at = cursor.position();
                var word = cursor.s32("quads");
                var texture = textures >>> (16 * (i % 2)) & 0xFFFF;
                context.objectTextures.use(texture & 0x7FFF, cursor, at, "meshes", meshIndex, "quads", i);
                // Strip order to the PC's order round the quad: the third and fourth corners swap.
                quads.add(new Face(corner(word, 0, at), corner(word, 1, at), corner(word, 3, at), corner(word, 2, at),
                        texture, 0));
            }
            return quads;
        }

        private int corner(int word, int index, int at) {
            var corner = word >>> (8 * index) & 0xFF;
            if (corner >= vertexCount) {
                throw cursor.errorAt(at, "corner" + index, "vertex " + corner + " does not exist (the mesh has "
                        + vertexCount + ")");
            }
            return corner;
        }
    }
}
