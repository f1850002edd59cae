package org.tomblens.format.saturn;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.read.Records;

/**
 * The meshes of a Saturn level's {@code MESHDATA} words, each at a byte offset the mesh pointers give (trview's
 * reader): the centre, a radius word and a word not read, a signed vertex count and the vertices, a signed count of
 * normals (positive) or shades, a face count and a count of face groups; each group a type word and, while faces are
 * still to come, a count and the faces, whose corners are vertex numbers shifted left by five.
 */
final class SaturnMeshes {
    /** The face groups (trview's names); the others are not known. */
    private static final int TEXTURED_TRIANGLES_2 = 2;
    private static final int COLOURED_TRIANGLES = 4;
    private static final int COLOURED_RECTANGLES = 5;
    private static final int TEXTURED_TRIANGLES = 8;
    private static final int TEXTURED_RECTANGLES = 9;
    private static final int TRANSPARENT_TRIANGLES = 16;
    private static final int TRANSPARENT_RECTANGLES = 17;
    private static final int MIRRORED_RECTANGLES = 49;
    private static final int MIRRORED_TRANSPARENT_RECTANGLES = 57;
    private static final int CORNER_SHIFT = 5;
    /** A rectangle's texture word holds its mesh texture shifted left by four, bit 15 aside. */
    private static final int RECTANGLE_SHIFT = 4;
    /** A triangle's texture word holds its mesh texture in the low 13 bits and which cut in the top three. */
    private static final int TRIANGLE_TEXTURE = 0x1FFF;
    /** The cut each value of a triangle's top three bits names (trview's reader: 4 to 7 name 1, 0, 3, 2). */
    private static final int[] CUTS = {0, 1, 2, 3, 1, 0, 3, 2};

    private final SaturnTextures textures;
    private final int meshTextures;

    SaturnMeshes(SaturnTextures textures, int meshTextures) {
        this.textures = textures;
        this.meshTextures = meshTextures;
    }

    Meshes read(ByteCursor data, org.tomblens.format.model.Ints pointers) {
        var byOffset = new HashMap<Integer, Mesh>();
        var meshes = new ArrayList<Mesh>(pointers.size());
        for (int i = 0; i < pointers.size(); i++) {
            var pointer = pointers.get(i);
            var mesh = byOffset.get(pointer);
            if (mesh == null) {
                data.enter("meshes", i);
                data.seek("meshPointer", (long) data.start() + (pointer & 0xFFFFFFFFL));
                mesh = mesh(data);
                data.leave();
                byOffset.put(pointer, mesh);
            }
            meshes.add(mesh);
        }
        return new Meshes((data.end() - data.start()) / 2, pointers, meshes);
    }

    private Mesh mesh(ByteCursor cursor) {
        var centre = Records.vertex(cursor);
        var radius = cursor.u16("collisionRadius");
        cursor.skip("unknown", 2);
        var vertices = Records.list(cursor, "vertices", Math.abs(checked(cursor, "numVertices", 6)), Records::vertex);
        var lightOffset = cursor.position();
        var lights = cursor.s16("numNormals");
        List<Vertex> normals = List.of();
        var shades = new ArrayList<Integer>();
        if (lights > 0) {
            normals = Records.list(cursor, "normals", cursor.checkedCount(lightOffset, "numNormals", lights, 6),
                    Records::vertex);
        } else {
            var count = cursor.checkedCount(lightOffset, "numNormals", -lights, 2);
            for (int i = 0; i < count; i++) {
                shades.add(cursor.s16("shades"));
            }
        }
        var faces = new Faces(cursor, vertices.size(), cursor.u16("numFaces"));
        var groups = cursor.u16("numGroups");
        for (int g = 0; g < groups; g++) {
            var typeOffset = cursor.position();
            var type = cursor.u16("groupType");
            switch (type) {
                case COLOURED_TRIANGLES -> faces.colouredTriangles.addAll(faces.read(false, raw -> raw));
                case COLOURED_RECTANGLES -> faces.colouredQuads.addAll(faces.read(true, raw -> raw));
                case TEXTURED_TRIANGLES, TEXTURED_TRIANGLES_2, TRANSPARENT_TRIANGLES -> faces.texturedTriangles.addAll(
                        faces.read(false, raw -> triangle(cursor, raw)));
                case TEXTURED_RECTANGLES, TRANSPARENT_RECTANGLES, MIRRORED_RECTANGLES,
                        MIRRORED_TRANSPARENT_RECTANGLES -> faces.texturedQuads.addAll(faces.read(true,
                        raw -> rectangle(cursor, raw, type == TRANSPARENT_RECTANGLES
                                || type == MIRRORED_TRANSPARENT_RECTANGLES, type >= MIRRORED_RECTANGLES)));
                default -> throw cursor.errorAt(typeOffset, "groupType", "unknown group of mesh faces " + type);
            }
        }
        return new Mesh(centre, radius, vertices, normals, shades, faces.texturedQuads, faces.texturedTriangles,
                faces.colouredQuads, faces.colouredTriangles);
    }

    private int rectangle(ByteCursor cursor, int raw, boolean seeThrough, boolean mirrored) {
        return textures.meshTexture(texture(cursor, (raw & 0x7FFF) >> RECTANGLE_SHIFT), -1, seeThrough, mirrored);
    }

    private int triangle(ByteCursor cursor, int raw) {
        return textures.meshTexture(texture(cursor, raw & TRIANGLE_TEXTURE), CUTS[raw >> 13], false, false);
    }

    private int texture(ByteCursor cursor, int index) {
        if (index >= meshTextures) {
            throw cursor.errorAt(cursor.position() - 2, "texture", "mesh texture " + index + " does not exist (the "
                    + "level has " + meshTextures + ")");
        }
        return index;
    }

    private static int checked(ByteCursor cursor, String field, int size) {
        var offset = cursor.position();
        var count = cursor.s16(field);
        cursor.checkedCount(offset, field, Math.abs(count), size);
        return count;
    }

    /** The faces of one mesh, read group by group while its face count is not reached. */
    private static final class Faces {
        final List<Face> texturedQuads = new ArrayList<>();
        final List<Face> texturedTriangles = new ArrayList<>();
        final List<Face> colouredQuads = new ArrayList<>();
        final List<Face> colouredTriangles = new ArrayList<>();
        private final ByteCursor cursor;
        private final int vertices;
        private final int total;
        private int read;

        Faces(ByteCursor cursor, int vertices, int total) {
            this.cursor = cursor;
            this.vertices = vertices;
            this.total = total;
        }

        List<Face> read(boolean quads, java.util.function.IntUnaryOperator texture) {
            if (read >= total) {
                return List.of();
            }
            var corners = quads ? 4 : 3;
            var count = cursor.count16("numFaces", 2 * corners + 2);
            read += count;
            return Records.list(cursor, quads ? "quads" : "triangles", count, c -> {
                var v = new int[] {Face.NO_VERTEX, Face.NO_VERTEX, Face.NO_VERTEX, Face.NO_VERTEX};
                for (int corner = 0; corner < corners; corner++) {
                    var offset = c.position();
                    v[corner] = c.u16("vertices") >> CORNER_SHIFT;
                    if (v[corner] >= vertices) {
                        throw c.errorAt(offset, "vertices", "vertex " + v[corner] + " does not exist (there are "
                                + vertices + ")");
                    }
                }
                var stored = c.u16("texture");
                return new Face(v[0], v[1], v[2], v[3], texture.applyAsInt(stored), 0);
            });
        }
    }
}
