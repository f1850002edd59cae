package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.DemoLevelFile;

/**
 * The static meshes in the world buffer of every corpus level that places any, and of the demo level: each
 * instance (§3.2.8) draws its type's mesh (§5.3) as it stands in its room, after the rooms' own faces.
 */
class WorldGeometryTest {

    static Stream<Arguments> levels() {
        var corpus = CorpusCache.levels().stream()
                .filter(level -> level.rooms().stream().anyMatch(room -> !room.staticMeshes().isEmpty()));
        return Stream.concat(corpus, Stream.of(DemoLevelFile.read()))
                .map(level -> Arguments.of(level.fileName(), level));
    }

    private record Triangle(List<Integer> positions, int texture, List<Integer> corners, List<Integer> colours,
                            List<Integer> normals, int flags, String pass) {}

    /**
     * An instance's triangles are its mesh's faces turned about the vertical axis by its rotation (16384 per
     * quarter turn, as entities turn: x' = x cos + z sin, z' = z cos - x sin), moved to its place, with their
     * normals turned alike and their light (shade, fill, or for a normal-lit mesh the light's scale, 128) scaled
     * by the instance's: TR1/TR2 an intensity, 0 bright .. 0x1FFF dark, 0x1000 leaving the mesh as it is; TR3+
     * a 15-bit colour whose 16 of 31 per channel leave it as it is.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void aStaticInstanceIsItsMeshTurnedByItsRotationMovedToItsPlaceAndTintedByItsLight(String name, Level level) {
        var world = LevelGeometry.build(level).world();
        var reader = new GeometryReader(world.buffers());
        var drawn = 0;
        for (int r = 0; r < level.rooms().size(); r++) {
            var instances = level.rooms().get(r).staticMeshes();
            for (int s = 0; s < instances.size(); s++) {
                var instance = instances.get(s);
                var mesh = meshOf(level, instance);
                var expected = mesh == null ? List.<Triangle>of() : expectedTriangles(level, mesh, instance);
                var actual = new ArrayList<Triangle>();
                var runs = world.instanceRuns(r, s);
                for (int p = 0; p < runs.length; p += 2) {
                    for (int i = runs[p]; i < runs[p] + runs[p + 1]; i += 3) {
                        actual.add(bufferTriangle(reader, i, passAt(world, r, i), instance));
                    }
                }
                Multisets.assertSame(expected, actual, name + " room " + r + " instance " + s);
                drawn += actual.isEmpty() ? 0 : 1;
            }
        }
        assertTrue(drawn > 0, "some instance is drawn");
    }

    /** Each triangle of a room's statics belongs to exactly one of its instances. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void theRunsOfARoomsInstancesCoverItsStaticRangesOnce(String name, Level level) {
        var world = LevelGeometry.build(level).world();
        for (int r = 0; r < level.rooms().size(); r++) {
            var covered = new int[world.buffers().indexCount()];
            for (int s = 0; s < level.rooms().get(r).staticMeshes().size(); s++) {
                var runs = world.instanceRuns(r, s);
                for (int p = 0; p < runs.length; p += 2) {
                    for (int i = runs[p]; i < runs[p] + runs[p + 1]; i++) {
                        covered[i]++;
                    }
                }
            }
            for (var pass : RenderPass.values()) {
                var range = world.statics(r, pass);
                for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i++) {
                    assertEquals(1, covered[i], name + " room " + r + " " + pass + " index " + i);
                    covered[i] = 0;
                }
            }
            for (int i = 0; i < covered.length; i++) {
                assertEquals(0, covered[i], name + " room " + r + ": index " + i + " lies outside its statics");
            }
        }
    }

    /** The mesh of the first static mesh type with the instance's id, or null when there is none. */
    private static Mesh meshOf(Level level, RoomStaticMesh instance) {
        for (var type : level.staticMeshes()) {
            if (type.id() == instance.meshId()) {
                return type.mesh() < level.meshes().size() ? level.meshes().get(type.mesh()) : null;
            }
        }
        return null;
    }

    private static String passAt(WorldGeometry world, int room, int index) {
        for (var pass : RenderPass.values()) {
            var range = world.statics(room, pass);
            if (index >= range.firstIndex() && index < range.firstIndex() + range.indexCount()) {
                return pass.name();
            }
        }
        return "none";
    }

    /** The mesh's triangles as stored, lit by the instance's light, their normals turned with it. */
    private static List<Triangle> expectedTriangles(Level level, Mesh mesh, RoomStaticMesh instance) {
        var angle = instance.rotation() / 65536.0 * 2 * Math.PI;
        var triangles = new ArrayList<Triangle>();
        for (var stored : StoredTriangles.of(level, mesh)) {
            var colours = new ArrayList<Integer>();
            var normals = new ArrayList<Integer>();
            for (int k = 0; k < 3; k++) {
                for (int channel = 0; channel < 3; channel++) {
                    colours.add(tinted(level.version(), stored.colours().get(4 * k + channel), channel, instance.light()));
                }
                colours.add(stored.colours().get(4 * k + 3));
                var n = stored.normals().isEmpty() ? new Vertex(0, 0, 0) : stored.normals().get(k);
                normals.addAll(StoredTriangles.scaled(n.x() * Math.cos(angle) + n.z() * Math.sin(angle), n.y(),
                        n.z() * Math.cos(angle) - n.x() * Math.sin(angle)));
            }
            triangles.add(new Triangle(stored.positions(), stored.texture(), stored.corners(), colours, normals,
                    stored.flags(), stored.pass()));
        }
        return triangles;
    }

    /** Channel 0..2 (r, g, b) of a colour scaled by the instance's light, rounded, at most 255. */
    private static int tinted(GameVersion version, int value, int channel, int light) {
        if (version.atLeast(GameVersion.TR3)) {
            var fiveBits = light >> 10 - 5 * channel & 31;
            return Math.min(255, (value * fiveBits + 8) / 16);
        }
        var brightness = 8191 - Math.max(0, Math.min(8191, light));
        return Math.min(255, (value * brightness + 2048) / 4096);
    }

    /** A triangle of the buffer with its positions taken back into its mesh's space, which holds whole units. */
    private static Triangle bufferTriangle(GeometryReader reader, int firstIndex, String pass, RoomStaticMesh instance) {
        var angle = instance.rotation() / 65536.0 * 2 * Math.PI;
        var positions = new ArrayList<Integer>();
        var corners = new ArrayList<Integer>();
        var colours = new ArrayList<Integer>();
        var normals = new ArrayList<Integer>();
        var first = reader.index(firstIndex);
        for (int k = 0; k < 3; k++) {
            var vertex = reader.index(firstIndex + k);
            var dx = reader.position(vertex, 0) - instance.x();
            var dz = reader.position(vertex, 2) - instance.z();
            var mesh = new double[] {dx * Math.cos(angle) - dz * Math.sin(angle), reader.position(vertex, 1) - instance.y(),
                    dx * Math.sin(angle) + dz * Math.cos(angle)};
            for (int axis = 0; axis < 3; axis++) {
                var whole = Math.round(mesh[axis]);
                assertEquals(whole, mesh[axis], 0.05, "vertex " + vertex + " axis " + axis);
                positions.add((int) whole);
                normals.add(reader.normal(vertex, axis));
            }
            corners.add(reader.corner(vertex));
            for (int channel = 0; channel < 4; channel++) {
                colours.add(reader.colour(vertex, channel));
            }
            assertEquals(0, reader.bone(vertex), "a static is one piece");
        }
        var flags = reader.flags(first) & (VertexFormat.NORMAL_LIT | VertexFormat.DOUBLE_SIDED | VertexFormat.COLOURED);
        return new Triangle(positions, reader.texture(first), corners, colours, normals, flags, pass);
    }
}
