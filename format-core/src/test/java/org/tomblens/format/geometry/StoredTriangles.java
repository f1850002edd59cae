package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;

/**
 * The triangles of a mesh as the file stores them and the specs say they are drawn, worked out by hand for
 * tests to turn into what a buffer should hold: each face, quads split into (v0, v1, v2) and (v0, v2, v3), in
 * mesh space; the pass its texture's attribute names (TR4/TR5: Effects bit 0 makes it additive, §2.4.3);
 * its light (§5.2): by normals, normal-lit, grey 128 on every face (a light scale of 1), or by shades, 0 bright
 * .. 8191 dark, as a grey, coloured faces then filled from the palette.
 */
final class StoredTriangles {
    /**
     * @param colours r, g, b, a of each corner
     * @param normals each corner's normal as stored; empty when the mesh is lit by shades
     */
    record Stored(List<Integer> positions, int texture, List<Integer> corners, List<Integer> colours,
                  List<Vertex> normals, int flags, String pass) {}

    private StoredTriangles() {}

    static List<Stored> of(Level level, Mesh mesh) {
        var triangles = new ArrayList<Stored>();
        var textured = new ArrayList<>(mesh.texturedQuads());
        textured.addAll(mesh.texturedTriangles());
        var coloured = new ArrayList<>(mesh.colouredQuads());
        coloured.addAll(mesh.colouredTriangles());
        for (var face : textured) {
            addFace(triangles, level, mesh, face, true);
        }
        for (var face : coloured) {
            addFace(triangles, level, mesh, face, false);
        }
        return triangles;
    }

    /** A normal scaled to 127, each axis rounded; 0, 0, 0 for a zero vector. */
    static List<Integer> scaled(double x, double y, double z) {
        var length = Math.sqrt(x * x + y * y + z * z);
        var normal = new ArrayList<Integer>();
        for (var component : List.of(x, y, z)) {
            normal.add(length == 0 ? 0 : (int) Math.round(component * 127 / length));
        }
        return normal;
    }

    private static void addFace(List<Stored> triangles, Level level, Mesh mesh, Face face, boolean textured) {
        triangles.add(triangle(level, mesh, face, textured, 0, 1, 2));
        if (face.isQuad()) {
            triangles.add(triangle(level, mesh, face, textured, 0, 2, 3));
        }
    }

    private static Stored triangle(Level level, Mesh mesh, Face face, boolean textured, int... corners) {
        var positions = new ArrayList<Integer>();
        var colours = new ArrayList<Integer>();
        var normals = new ArrayList<Vertex>();
        for (var corner : corners) {
            var index = face.vertex(corner);
            var vertex = mesh.vertices().get(index);
            positions.addAll(List.of(vertex.x(), vertex.y(), vertex.z()));
            if (mesh.hasNormals()) {
                colours.addAll(List.of(128, 128, 128, 255));
                normals.add(mesh.normals().get(index));
            } else if (!textured) {
                colours.addAll(fill(level, face.texture()));
            } else {
                var grey = 255 - Math.max(0, Math.min(8191, mesh.shades().get(index))) * 255 / 8191;
                colours.addAll(List.of(grey, grey, grey, 255));
            }
        }
        var flags = (mesh.hasNormals() ? VertexFormat.NORMAL_LIT : 0)
                | (textured ? (face.doubleSided() ? VertexFormat.DOUBLE_SIDED : 0) : VertexFormat.COLOURED);
        String pass;
        if (!textured) {
            pass = "OPAQUE";
        } else if (level.version().isChunked() && (face.effects() & 1) != 0) {
            pass = "ADDITIVE";
        } else {
            pass = RoomGeometryTest.passOfAttribute(level.texturing().objectTextures().get(face.objectTexture()).attribute());
        }
        return new Stored(positions, textured ? face.objectTexture() : VertexFormat.NO_TEXTURE,
                List.of(corners[0], corners[1], corners[2]), colours, normals, flags, pass);
    }

    /**
     * §2.4.3, §9.2: TR2 and TR3 fill from the 16-bit palette (entry Texture >> 8, r, g, b of a tr_colour4); TR1
     * from the 6-bit palette (entry Texture & 0xFF, times 4, capped at 255).
     */
    private static List<Integer> fill(Level level, int texture) {
        if (level.version() != GameVersion.TR1) {
            var palette16 = level.textures().palette16();
            var entry = 4 * (texture >> 8 & 0xFF);
            return List.of(palette16.unsigned(entry), palette16.unsigned(entry + 1), palette16.unsigned(entry + 2), 255);
        }
        var palette = level.textures().palette();
        var entry = 3 * (texture & 0xFF);
        return List.of(Math.min(255, 4 * palette.unsigned(entry)), Math.min(255, 4 * palette.unsigned(entry + 1)),
                Math.min(255, 4 * palette.unsigned(entry + 2)), 255);
    }
}
