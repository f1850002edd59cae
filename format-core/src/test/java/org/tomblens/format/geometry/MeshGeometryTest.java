package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.stream.IntStream;
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
import org.tomblens.format.testing.ModelMeshes;

/**
 * The model buffer of every corpus level (each model's meshes, then each static mesh type's), checked against
 * the meshes as the file stores them; which meshes each owner draws is read from the records by hand
 * ({@link ModelMeshes}).
 */
class MeshGeometryTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    private static int triangles(Mesh mesh) {
        return 2 * (mesh.texturedQuads().size() + mesh.colouredQuads().size()) + mesh.texturedTriangles().size()
                + mesh.colouredTriangles().size();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void eachModelOwnerHasTwoTrianglesPerQuadAndOnePerTriangleOfItsMeshes(Path path) {
        var level = CorpusCache.level(path);
        var models = LevelGeometry.build(level).models();
        var owners = ModelMeshes.of(level);
        assertEquals(owners.size(), models.buffers().ownerCount());
        assertEquals(level.animation().models().size(), models.staticOwner(0), "the static types follow the models");
        for (int owner = 0; owner < owners.size(); owner++) {
            var expected = IntStream.of(owners.get(owner)).map(p -> triangles(level.meshes().get(p))).sum();
            assertEquals(expected, models.buffers().triangleCount(owner), "owner " + owner);
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyIndexPointsIntoTheVertexBufferAndEveryTextureExists(Path path) {
        var level = CorpusCache.level(path);
        var meshes = LevelGeometry.build(level).models().buffers();
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
                            List<Integer> normals, int flags, String pass, int bone) {
        Triangle withoutBone() {
            return new Triangle(positions, texture, corners, colours, normals, flags, pass, 0);
        }
    }

    /**
     * Every face of every mesh an owner draws becomes its triangles once, in mesh space, tagged with the mesh's
     * place in the model, in the pass its texture's attribute names (TR4/TR5: Effects bit 0 makes it additive,
     * §2.4.3), lit as the mesh says (§5.2): by normals (normal-lit, the normal scaled to 127, grey 128 on every
     * face: a light scale of 1) or by shades (0 bright .. 8191 dark, as a grey), coloured faces then filled from
     * the palette.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void everyModelOwnerHoldsExactlyTheTrianglesOfItsMeshesEachVertexTaggedWithItsMeshIndex(Path path) {
        var level = CorpusCache.level(path);
        var reader = new GeometryReader(LevelGeometry.build(level).models().buffers());
        var owners = ModelMeshes.of(level);
        for (int owner = 0; owner < owners.size(); owner++) {
            var expected = new ArrayList<Triangle>();
            for (int bone = 0; bone < owners.get(owner).length; bone++) {
                expected.addAll(meshTriangles(level, level.meshes().get(owners.get(owner)[bone]), bone));
            }
            var actual = new ArrayList<Triangle>();
            reader.forEachTriangle(owner, (first, pass, doubleSided) -> actual.add(bufferTriangle(reader, first, pass.name())));
            Multisets.assertSame(expected, actual, "owner " + owner);
        }
    }

    /** Mesh pointers may repeat (§5.1): every use of one mesh, by whichever pointer, draws the same triangles. */
    @ParameterizedTest
    @MethodSource("levels")
    void pointersToTheSameMeshYieldIdenticalTriangles(Path path) {
        var level = CorpusCache.level(path);
        var reader = new GeometryReader(LevelGeometry.build(level).models().buffers());
        var owners = ModelMeshes.of(level);
        var byOwnerAndBone = new HashMap<List<Integer>, List<Triangle>>();
        for (int owner = 0; owner < owners.size(); owner++) {
            var key = owner;
            reader.forEachTriangle(owner, (first, pass, doubleSided) -> {
                var triangle = bufferTriangle(reader, first, pass.name());
                byOwnerAndBone.computeIfAbsent(List.of(key, triangle.bone()), k -> new ArrayList<>())
                        .add(triangle.withoutBone());
            });
        }
        var firstUse = new HashMap<Long, List<Integer>>();
        for (int owner = 0; owner < owners.size(); owner++) {
            for (int bone = 0; bone < owners.get(owner).length; bone++) {
                var use = List.of(owner, bone);
                var offset = level.meshes().pointers().unsigned(owners.get(owner)[bone]);
                var first = firstUse.putIfAbsent(offset, use);
                if (first != null) {
                    Multisets.assertSame(byOwnerAndBone.getOrDefault(first, List.of()),
                            byOwnerAndBone.getOrDefault(use, List.of()), "mesh of " + use + " as " + first);
                }
            }
        }
    }

    /**
     * TR1's OpenTomb test levels hold palette-coloured faces: every corner of the coloured quads and triangles
     * of each mesh an owner draws is a coloured vertex, and no other vertex is.
     */
    @Test
    void tr1ColouredFacesGiveOneColouredVertexPerCorner() {
        var level = CorpusCache.level(Corpus.file("tr1/opentomb-altroom1.phd"));
        var meshes = LevelGeometry.build(level).models().buffers();
        var reader = new GeometryReader(meshes);
        var coloured = 0;
        for (int v = 0; v < meshes.vertexCount(); v++) {
            coloured += (reader.flags(v) & VertexFormat.COLOURED) != 0 ? 1 : 0;
        }
        var corners = 0;
        for (var pointers : ModelMeshes.of(level)) {
            for (var pointer : pointers) {
                var mesh = level.meshes().get(pointer);
                corners += 4 * mesh.colouredQuads().size() + 3 * mesh.colouredTriangles().size();
            }
        }
        assertTrue(corners > 0);
        assertEquals(corners, coloured);
    }

    private static List<Triangle> meshTriangles(Level level, Mesh mesh, int bone) {
        var triangles = new ArrayList<Triangle>();
        for (var face : mesh.texturedQuads()) {
            addFace(triangles, level, mesh, face, true, bone);
        }
        for (var face : mesh.texturedTriangles()) {
            addFace(triangles, level, mesh, face, true, bone);
        }
        for (var face : mesh.colouredQuads()) {
            addFace(triangles, level, mesh, face, false, bone);
        }
        for (var face : mesh.colouredTriangles()) {
            addFace(triangles, level, mesh, face, false, bone);
        }
        return triangles;
    }

    private static void addFace(List<Triangle> triangles, Level level, Mesh mesh, Face face, boolean textured, int bone) {
        triangles.add(expectedTriangle(level, mesh, face, textured, bone, 0, 1, 2));
        if (face.isQuad()) {
            triangles.add(expectedTriangle(level, mesh, face, textured, bone, 0, 2, 3));
        }
    }

    private static Triangle expectedTriangle(Level level, Mesh mesh, Face face, boolean textured, int bone,
                                             int... corners) {
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
                List.of(corners[0], corners[1], corners[2]), colours, normals, flags, pass, bone);
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
            assertEquals(reader.bone(first), reader.bone(vertex), "one bone per triangle");
        }
        var flags = reader.flags(first) & (VertexFormat.NORMAL_LIT | VertexFormat.DOUBLE_SIDED | VertexFormat.COLOURED);
        return new Triangle(positions, reader.texture(first), corners, colours, normals, flags, pass, reader.bone(first));
    }
}
