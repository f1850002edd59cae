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
 * Builds every mesh (§5.2), static and moveable, into one vertex and one index buffer, in mesh space. The
 * owners are the mesh pointers: a mesh that several pointers reach is written once and its ranges are
 * given to each of them. Within a pass, faces come as textured quads, textured triangles, coloured quads,
 * coloured triangles, in stored order; coloured faces are opaque.
 */
final class MeshGeometryBuilder {
    private static final RenderPass[] PASSES = RenderPass.values();
    private static final byte SKIPPED = -1;

    private MeshGeometryBuilder() {}

    static GeometryBuffers build(GameVersion version, Meshes meshes, Textures textures, FaceStyle style,
                                 List<DataWarning> warnings) {
        var effects = version.isChunked();
        var firstPointer = new IdentityHashMap<Mesh, Integer>();
        var faces = new Face[meshes.size()][];
        var passes = new byte[meshes.size()][];
        var vertices = 0;
        var indices = 0;
        for (int p = 0; p < meshes.size(); p++) {
            var mesh = meshes.get(p);
            if (firstPointer.putIfAbsent(mesh, p) != null) {
                continue;
            }
            faces[p] = faces(mesh);
            passes[p] = new byte[faces[p].length];
            checkLighting(mesh, p, warnings);
            var texturedCount = texturedCount(mesh);
            for (int i = 0; i < passes[p].length; i++) {
                var face = faces[p][i];
                var textured = i < texturedCount;
                var problem = textured ? style.problem(face, mesh.vertices().size())
                        : FaceStyle.missingVertex(face, mesh.vertices().size());
                if (problem != null) {
                    DataWarning.add(warnings, path(p, mesh, i), problem);
                    passes[p][i] = SKIPPED;
                } else {
                    passes[p][i] = (byte) (textured ? style.pass(face, effects) : RenderPass.OPAQUE).ordinal();
                    vertices += BufferWriter.vertices(face);
                    indices += BufferWriter.indices(face);
                }
            }
        }
        var writer = new BufferWriter(vertices, indices, meshes.size());
        var source = new BufferWriter.VertexSource();
        var palette16 = VertexLight.palette16Used(textures);
        for (int p = 0; p < meshes.size(); p++) {
            var mesh = meshes.get(p);
            int first = firstPointer.get(mesh);
            if (first != p) {
                writer.shareRanges(p, first);
            } else {
                fillSource(mesh, source);
                var textured = texturedCount(mesh);
                for (var pass : PASSES) {
                    writer.startRange();
                    for (int i = 0; i < passes[p].length; i++) {
                        if (passes[p][i] != pass.ordinal()) {
                            continue;
                        }
                        var face = faces[p][i];
                        if (i < textured) {
                            writer.face(source, face, face.objectTexture(), style.flags(face), 0);
                        } else {
                            // A normal-lit mesh's colour is its light's scale, which leaves no room for a fill.
                            writer.face(source, face, VertexFormat.NO_TEXTURE, VertexFormat.COLOURED,
                                    mesh.hasNormals() ? VertexLight.OWN_LIGHT
                                            : VertexLight.fill(textures, palette16, face.texture()));
                        }
                    }
                    writer.endRange(p, pass);
                }
            }
            writer.endOwner(p);
        }
        return writer.finish();
    }

    /**
     * Positions in mesh space; externally lit meshes (normals) {@link VertexLight#OWN_LIGHT} with
     * {@link VertexFormat#NORMAL_LIT}, internally lit ones their shade as a grey, meshes with neither white.
     */
    private static void fillSource(Mesh mesh, BufferWriter.VertexSource source) {
        var vertices = mesh.vertices();
        var normals = mesh.normals();
        var shades = mesh.shades();
        source.reset(vertices.size(), mesh.hasNormals() ? VertexFormat.NORMAL_LIT : 0);
        for (int i = 0; i < vertices.size(); i++) {
            var vertex = vertices.get(i);
            var colour = mesh.hasNormals() ? VertexLight.OWN_LIGHT
                    : i < shades.size() ? VertexLight.inverseGrey(shades.get(i)) : Rgba.WHITE;
            var normal = 0;
            if (i < normals.size()) {
                var n = normals.get(i);
                normal = VertexLight.normal(n.x(), n.y(), n.z());
            }
            source.set(i, vertex.x(), vertex.y(), vertex.z(), colour, normal);
        }
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
