package org.tomblens.format.geometry;

import java.util.IdentityHashMap;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Textures;

/**
 * Each mesh (§5.2), static or moveable, as a {@link FaceSet} in mesh space, by mesh pointer: a mesh that
 * several pointers reach is decoded once and its set shared. Faces come as textured quads, textured
 * triangles, coloured quads, coloured triangles, in stored order; coloured faces are opaque. Externally lit
 * meshes (normals) are {@link VertexFormat#NORMAL_LIT} and coloured {@link VertexLight#OWN_LIGHT}, internally
 * lit ones take their shade as a grey, meshes with neither white.
 */
final class MeshFaces {
    private MeshFaces() {}

    static FaceSet[] of(GameVersion version, Meshes meshes, Textures textures, FaceStyle style,
                        List<DataWarning> warnings) {
        var effects = version.isChunked();
        var palette16 = VertexLight.palette16Used(textures);
        var decoded = new IdentityHashMap<Mesh, FaceSet>();
        var sets = new FaceSet[meshes.size()];
        for (int p = 0; p < meshes.size(); p++) {
            var mesh = meshes.get(p);
            var pointer = p;
            sets[p] = decoded.computeIfAbsent(mesh,
                    first -> of(first, pointer, effects, textures, palette16, style, warnings));
        }
        return sets;
    }

    private static FaceSet of(Mesh mesh, int pointer, boolean effects, Textures textures, boolean palette16,
                              FaceStyle style, List<DataWarning> warnings) {
        checkLighting(mesh, pointer, warnings);
        var vertices = mesh.vertices();
        var normals = mesh.normals();
        var shades = mesh.shades();
        var lit = mesh.hasNormals() ? VertexFormat.NORMAL_LIT : 0;
        var faces = faces(mesh);
        var set = new FaceSet.Builder(vertices.size(), faces.length);
        for (int i = 0; i < vertices.size(); i++) {
            var vertex = vertices.get(i);
            var colour = mesh.hasNormals() ? VertexLight.OWN_LIGHT
                    : i < shades.size() ? VertexLight.inverseGrey(shades.get(i)) : Rgba.WHITE;
            set.vertex(i, vertex.x(), vertex.y(), vertex.z(), colour);
            if (i < normals.size()) {
                var normal = normals.get(i);
                set.normal(i, normal.x(), normal.y(), normal.z());
            }
        }
        var texturedCount = texturedCount(mesh);
        for (int i = 0; i < faces.length; i++) {
            var face = faces[i];
            var textured = i < texturedCount;
            var problem = textured ? style.problem(face, vertices.size())
                    : FaceStyle.missingVertex(face, vertices.size());
            if (problem != null) {
                DataWarning.add(warnings, path(pointer, mesh, i), problem);
            } else if (textured) {
                set.face(face, style.pass(face, effects), face.objectTexture(), style.flags(face) | lit,
                        FaceSet.VERTEX_COLOUR);
            } else {
                // A normal-lit mesh's colour is its light's scale, which leaves no room for a fill.
                var fill = mesh.hasNormals() ? FaceSet.VERTEX_COLOUR
                        : VertexLight.fill(textures, palette16, face.texture());
                set.face(face, RenderPass.OPAQUE, VertexFormat.NO_TEXTURE, VertexFormat.COLOURED | lit, fill);
            }
        }
        return set.build();
    }

    private static void checkLighting(Mesh mesh, int pointer, List<DataWarning> warnings) {
        var lit = mesh.hasNormals() ? mesh.normals().size() : mesh.shades().size();
        if (lit != 0 && lit != mesh.vertices().size()) {
            DataWarning.add(warnings, "meshes[" + pointer + "]." + (mesh.hasNormals() ? "normals" : "shades"),
                    lit + " for " + mesh.vertices().size() + " vertices; the others are unlit");
        }
    }

    private static int texturedCount(Mesh mesh) {
        return mesh.texturedQuads().size() + mesh.texturedTriangles().size();
    }

    /** The faces in drawing order: textured quads, textured triangles, coloured quads, coloured triangles. */
    private static Face[] faces(Mesh mesh) {
        var faces = new Face[texturedCount(mesh) + mesh.colouredQuads().size() + mesh.colouredTriangles().size()];
        var at = 0;
        for (var list : faceLists(mesh)) {
            for (var face : list) {
                faces[at++] = face;
            }
        }
        return faces;
    }

    private static List<List<Face>> faceLists(Mesh mesh) {
        return List.of(mesh.texturedQuads(), mesh.texturedTriangles(), mesh.colouredQuads(), mesh.colouredTriangles());
    }

    /** The path of face {@code i} in the order of {@link #faces}. */
    private static String path(int pointer, Mesh mesh, int i) {
        String[] names = {"texturedQuads", "texturedTriangles", "colouredQuads", "colouredTriangles"};
        var lists = faceLists(mesh);
        var k = 0;
        while (k < names.length - 1 && i >= lists.get(k).size()) {
            i -= lists.get(k++).size();
        }
        return "meshes[" + pointer + "]." + names[k] + "[" + i + "]";
    }
}
