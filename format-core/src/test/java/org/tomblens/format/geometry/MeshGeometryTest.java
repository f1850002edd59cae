package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** The mesh buffers of every corpus level, checked against the meshes as the file stores them. */
class MeshGeometryTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void eachMeshPointerHasTwoTrianglesPerQuadAndOnePerTriangle(Path path) {
        var level = CorpusCache.level(path);
        var meshes = LevelGeometry.build(level).meshes();
        assertEquals(level.meshes().size(), meshes.ownerCount());
        for (int p = 0; p < level.meshes().size(); p++) {
            var mesh = level.meshes().get(p);
            var triangles = meshes.rangesOf(p).stream().mapToInt(DrawRange::triangleCount).sum();
            assertEquals(2 * (mesh.texturedQuads().size() + mesh.colouredQuads().size())
                    + mesh.texturedTriangles().size() + mesh.colouredTriangles().size(), triangles, "pointer " + p);
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void pointersToTheSameMeshShareItsTrianglesWhichAreWrittenOnce(Path path) {
        var level = CorpusCache.level(path);
        var meshes = LevelGeometry.build(level).meshes();
        var firstByOffset = new HashMap<Long, Integer>();
        var written = 0;
        for (int p = 0; p < level.meshes().size(); p++) {
            var first = firstByOffset.putIfAbsent(level.meshes().pointers().unsigned(p), p);
            if (first != null) {
                var own = meshes.rangesOf(p).stream().map(r -> List.of(r.pass(), r.firstIndex(), r.indexCount())).toList();
                var shared = meshes.rangesOf(first).stream().map(r -> List.of(r.pass(), r.firstIndex(), r.indexCount())).toList();
                assertEquals(shared, own, "pointer " + p + " repeats pointer " + first);
            } else {
                written += meshes.rangesOf(p).stream().mapToInt(DrawRange::indexCount).sum();
            }
        }
        assertEquals(meshes.indexCount(), written, "each distinct mesh is written once");
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyIndexPointsIntoTheVertexBufferAndEveryTextureExists(Path path) {
        var level = CorpusCache.level(path);
        var meshes = LevelGeometry.build(level).meshes();
        var reader = new GeometryReader(meshes);
        for (int i = 0; i < meshes.indexCount(); i++) {
            var vertex = reader.index(i);
            assertTrue(vertex >= 0 && vertex < meshes.vertexCount(), "index " + i + " is " + vertex);
            var texture = reader.texture(vertex);
            var coloured = (reader.flags(vertex) & VertexFormat.COLOURED) != 0;
            assertTrue(coloured ? texture == VertexFormat.NO_TEXTURE
                    : texture < level.texturing().objectTextures().size(), "vertex " + vertex);
        }
    }

    private record Triangle(List<Integer> positions, int texture, List<Integer> corners, List<Integer> colours,
                            List<Integer> normals, int flags, String pass) {}

    /**
     * Every face of every distinct mesh becomes its triangles once, in mesh space, in the pass its texture's
     * attribute names (TR4/TR5: Effects bit 0 makes it additive, §2.4.3), lit as the mesh says (§5.2): by
     * normals (normal-lit, the normal scaled to 127, grey 128 on every face: a light scale of 1) or by shades
     * (0 bright .. 8191 dark, as a grey), coloured faces then filled from the palette.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void theRangesHoldEachMeshFaceExactlyOnceAsTheFileStoresIt(Path path) {
        var level = CorpusCache.level(path);
        var meshes = LevelGeometry.build(level).meshes();
        var reader = new GeometryReader(meshes);
        var seen = new HashMap<Long, Integer>();
        for (int p = 0; p < level.meshes().size(); p++) {
            if (seen.putIfAbsent(level.meshes().pointers().unsigned(p), p) != null) {
                continue;
            }
            var mesh = level.meshes().get(p);
            var expected = new ArrayList<Triangle>();
            for (var face : mesh.texturedQuads()) {
                addFace(expected, level, mesh, face, true);
            }
            for (var face : mesh.texturedTriangles()) {
                addFace(expected, level, mesh, face, true);
            }
            for (var face : mesh.colouredQuads()) {
                addFace(expected, level, mesh, face, false);
            }
            for (var face : mesh.colouredTriangles()) {
                addFace(expected, level, mesh, face, false);
            }
            var actual = new ArrayList<Triangle>();
            reader.forEachTriangle(p, (first, pass) -> actual.add(bufferTriangle(reader, first, pass.name())));
            Multisets.assertSame(expected, actual, "mesh pointer " + p);
        }
    }

    /**
     * TR1's OpenTomb test levels hold palette-coloured faces: every corner of
     * each distinct mesh's coloured quads and triangles is a coloured vertex, and no other vertex is.
     */
    @Test
    void tr1ColouredFacesGiveOneColouredVertexPerCorner() {
        var level = CorpusCache.level(Corpus.file("tr1/opentomb-altroom1.phd"));
        var meshes = LevelGeometry.build(level).meshes();
        var reader = new GeometryReader(meshes);
        var coloured = 0;
        for (int v = 0; v < meshes.vertexCount(); v++) {
            coloured += (reader.flags(v) & VertexFormat.COLOURED) != 0 ? 1 : 0;
        }
        var corners = 0;
        var offsets = new java.util.HashSet<Long>();
        for (int p = 0; p < level.meshes().size(); p++) {
            if (offsets.add(level.meshes().pointers().unsigned(p))) {
                var mesh = level.meshes().get(p);
                corners += 4 * mesh.colouredQuads().size() + 3 * mesh.colouredTriangles().size();
            }
        }
        assertTrue(corners > 0);
        assertEquals(corners, coloured);
    }

    private static void addFace(List<Triangle> triangles, Level level, Mesh mesh, Face face, boolean textured) {
        triangles.add(expectedTriangle(level, mesh, face, textured, 0, 1, 2));
        if (face.isQuad()) {
            triangles.add(expectedTriangle(level, mesh, face, textured, 0, 2, 3));
        }
    }

    private static Triangle expectedTriangle(Level level, Mesh mesh, Face face, boolean textured, int... corners) {
        var positions = new ArrayList<Integer>();
        var colours = new ArrayList<Integer>();
        var normals = new ArrayList<Integer>();
        for (var corner : corners) {
            var index = face.vertex(corner);
            var vertex = mesh.vertices().get(index);
            positions.addAll(List.of(vertex.x(), vertex.y(), vertex.z()));
            if (mesh.hasNormals()) {
                colours.addAll(List.of(128, 128, 128, 255));
            } else if (!textured) {
                colours.addAll(fill(level, face.texture()));
            } else {
                var grey = 255 - Math.max(0, Math.min(8191, mesh.shades().get(index))) * 255 / 8191;
                colours.addAll(List.of(grey, grey, grey, 255));
            }
            if (mesh.hasNormals()) {
                var n = mesh.normals().get(index);
                var length = Math.sqrt((double) n.x() * n.x() + (double) n.y() * n.y() + (double) n.z() * n.z());
                for (var component : List.of(n.x(), n.y(), n.z())) {
                    normals.add(length == 0 ? 0 : (int) Math.round(component * 127 / length));
                }
            } else {
                normals.addAll(List.of(0, 0, 0));
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
        return new Triangle(positions, textured ? face.objectTexture() : VertexFormat.NO_TEXTURE,
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

    private static Triangle bufferTriangle(GeometryReader reader, int firstIndex, String pass) {
        var positions = new ArrayList<Integer>();
        var corners = new ArrayList<Integer>();
        var colours = new ArrayList<Integer>();
        var normals = new ArrayList<Integer>();
        var first = reader.index(firstIndex);
        for (int k = 0; k < 3; k++) {
            var vertex = reader.index(firstIndex + k);
            for (int axis = 0; axis < 3; axis++) {
                positions.add((int) reader.position(vertex, axis));
                normals.add(reader.normal(vertex, axis));
            }
            corners.add(reader.corner(vertex));
            for (int channel = 0; channel < 4; channel++) {
                colours.add(reader.colour(vertex, channel));
            }
        }
        var flags = reader.flags(first) & (VertexFormat.NORMAL_LIT | VertexFormat.DOUBLE_SIDED | VertexFormat.COLOURED);
        return new Triangle(positions, reader.texture(first), corners, colours, normals, flags, pass);
    }
}
