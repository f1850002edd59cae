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
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;
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
        assertEquals(owners.size() - level.meshes().size(), models.meshOwner(0), "the mesh table comes last");
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
     * Every face of every mesh an owner draws becomes its triangles once, as the file stores them
     * ({@link StoredTriangles}: in mesh space, in their pass, lit as the mesh says, the normal scaled to 127),
     * tagged with the mesh's place in the model.
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

    /** The mesh's triangles as stored, tagged with bone {@code bone}, their normals scaled to 127. */
    private static List<Triangle> meshTriangles(Level level, Mesh mesh, int bone) {
        var triangles = new ArrayList<Triangle>();
        for (var stored : StoredTriangles.of(level, mesh)) {
            var normals = new ArrayList<Integer>();
            for (int k = 0; k < 3; k++) {
                var n = stored.normals().isEmpty() ? new Vertex(0, 0, 0) : stored.normals().get(k);
                normals.addAll(StoredTriangles.scaled(n.x(), n.y(), n.z()));
            }
            triangles.add(new Triangle(stored.positions(), stored.texture(), stored.corners(), stored.colours(),
                    normals, stored.flags(), stored.pass(), bone));
        }
        return triangles;
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
