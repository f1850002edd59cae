package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** The rooms' part of the world buffer of every corpus level, checked against the rooms as the file stores them. */
class RoomGeometryTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    private static LevelGeometry geometry(Path path) {
        return LevelGeometry.build(CorpusCache.level(path));
    }

    @ParameterizedTest
    @MethodSource("levels")
    void eachRoomHasTwoTrianglesPerQuadAndOnePerTriangle(Path path) {
        var level = CorpusCache.level(path);
        var world = geometry(path).world();
        assertEquals(level.rooms().size(), world.roomCount());
        assertEquals(2 * level.rooms().size(), world.buffers().ownerCount(), "each room's faces, then its statics");
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var owner = r;
            var triangles = Stream.of(RenderPass.values()).mapToInt(pass -> world.room(owner, pass).triangleCount()).sum();
            assertEquals(2 * room.quads().size() + room.triangles().size(), triangles, "room " + r);
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyIndexPointsIntoTheVertexBufferAndEveryTextureExists(Path path) {
        var level = CorpusCache.level(path);
        var world = geometry(path).world().buffers();
        var reader = new GeometryReader(world);
        for (int i = 0; i < world.indexCount(); i++) {
            var vertex = reader.index(i);
            assertTrue(vertex >= 0 && vertex < world.vertexCount(), "index " + i + " is " + vertex);
        }
        for (int r = 0; r < level.rooms().size(); r++) {
            reader.forEachTriangle(r, (first, pass, doubleSided) -> {
                for (int k = 0; k < 3; k++) {
                    var vertex = reader.index(first + k);
                    assertTrue(reader.texture(vertex) < level.texturing().objectTextures().size(), "vertex " + vertex);
                    assertTrue(reader.corner(vertex) < 4);
                }
            });
        }
    }

    /** A triangle as world positions, texture, corners, colour and flags, to compare as multisets. */
    private record Triangle(List<Float> positions, int texture, List<Integer> corners, List<Integer> colours,
                            int flags, String pass) {}

    /**
     * Every face of every room becomes its triangles exactly once, in the range of the pass its texture's
     * attribute names, with world positions (§3.2.1), the stored winding, the version's vertex light and the
     * water and double-sided flags.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void theRangesHoldEachFaceExactlyOnceAsTheFileStoresIt(Path path) {
        var level = CorpusCache.level(path);
        var reader = new GeometryReader(geometry(path).world().buffers());
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var expected = new ArrayList<Triangle>();
            for (var face : allFaces(room)) {
                expected.add(expectedTriangle(level, room, face, 0, 1, 2));
                if (face.isQuad()) {
                    expected.add(expectedTriangle(level, room, face, 0, 2, 3));
                }
            }
            var actual = new ArrayList<Triangle>();
            reader.forEachTriangle(r, (first, pass, doubleSided) -> actual.add(bufferTriangle(reader, first, pass.name())));
            Multisets.assertSame(expected, actual, "room " + r);
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void exactlyTheTexturesOfAnimatedGroupsAreFlaggedAnimated(Path path) {
        var level = CorpusCache.level(path);
        var world = geometry(path).world().buffers();
        var reader = new GeometryReader(world);
        var animated = animatedTextures(level);
        for (int v = 0; v < world.vertexCount(); v++) {
            assertEquals(animated.contains(reader.texture(v)), (reader.flags(v) & VertexFormat.ANIMATED) != 0,
                    "vertex " + v + " texture " + reader.texture(v));
        }
    }

    /** A room animates its textures exactly when one of its faces, as stored, names a texture of an animated group. */
    @ParameterizedTest
    @MethodSource("levels")
    void aRoomAnimatesItsTexturesWhenAFaceIsOfAnAnimatedGroup(Path path) {
        var level = CorpusCache.level(path);
        var world = geometry(path).world().buffers();
        var animated = animatedTextures(level);
        for (int r = 0; r < level.rooms().size(); r++) {
            var expected = allFaces(level.rooms().get(r)).stream().anyMatch(face -> animated.contains(face.objectTexture()));
            assertEquals(expected, world.animatesTextures(r), "room " + r);
        }
    }

    /**
     * Floors are stored clockwise seen from above ([WAD]: clockwise from the visible side), so in TR space the
     * cross product of the first two edges points down (+Y) for a face lying on its sector's floor height
     * where there is no room below (a water surface seen from beneath is the exception).
     */
    @ParameterizedTest
    @MethodSource("levels")
    void solidFloorsPointTheirWindingNormalDown(Path path) {
        var level = CorpusCache.level(path);
        var reader = new GeometryReader(geometry(path).world().buffers());
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var owner = r;
            reader.forEachTriangle(r, (i, pass, doubleSided) -> {
                int a = reader.index(i), b = reader.index(i + 1), c = reader.index(i + 2);
                var y = reader.position(a, 1);
                if (reader.position(b, 1) != y || reader.position(c, 1) != y) {
                    return;
                }
                var centreX = (reader.position(a, 0) + reader.position(b, 0) + reader.position(c, 0)) / 3;
                var centreZ = (reader.position(a, 2) + reader.position(b, 2) + reader.position(c, 2)) / 3;
                var sector = room.sector((int) Math.floor((centreX - room.x()) / 1024),
                        (int) Math.floor((centreZ - room.z()) / 1024));
                if (sector == null || sector.floorY() != y || sector.ceilingY() == y || sector.hasRoomBelow()) {
                    return;
                }
                double ux = reader.position(b, 0) - reader.position(a, 0), uz = reader.position(b, 2) - reader.position(a, 2);
                double vx = reader.position(c, 0) - reader.position(a, 0), vz = reader.position(c, 2) - reader.position(a, 2);
                assertTrue(uz * vx - ux * vz > 0, "room " + owner + " floor triangle at index " + i);
            });
        }
    }

    private static List<Face> allFaces(Room room) {
        var faces = new ArrayList<Face>(room.quads());
        faces.addAll(room.triangles());
        return faces;
    }

    private static Triangle expectedTriangle(Level level, Room room, Face face, int... corners) {
        var positions = new ArrayList<Float>();
        var colours = new ArrayList<Integer>();
        for (var corner : corners) {
            var vertex = room.vertices().get(face.vertex(corner));
            positions.add(room.x() + vertex.x());
            positions.add(vertex.y());
            positions.add(room.z() + vertex.z());
            colours.addAll(expectedColour(level.version(), vertex));
        }
        var attribute = level.texturing().objectTextures().get(face.objectTexture()).attribute();
        var flags = (room.isWater() ? VertexFormat.WATER : 0) | (face.doubleSided() ? VertexFormat.DOUBLE_SIDED : 0);
        return new Triangle(positions, face.objectTexture(), List.of(corners[0], corners[1], corners[2]), colours,
                flags, passOfAttribute(attribute));
    }

    private static Triangle bufferTriangle(GeometryReader reader, int firstIndex, String pass) {
        var positions = new ArrayList<Float>();
        var corners = new ArrayList<Integer>();
        var colours = new ArrayList<Integer>();
        var texture = reader.texture(reader.index(firstIndex));
        var flags = reader.flags(reader.index(firstIndex)) & (VertexFormat.WATER | VertexFormat.DOUBLE_SIDED);
        for (int k = 0; k < 3; k++) {
            var vertex = reader.index(firstIndex + k);
            for (int axis = 0; axis < 3; axis++) {
                positions.add(reader.position(vertex, axis));
            }
            corners.add(reader.corner(vertex));
            for (int channel = 0; channel < 4; channel++) {
                colours.add(reader.colour(vertex, channel));
            }
            assertEquals(texture, reader.texture(vertex), "one texture per face");
        }
        return new Triangle(positions, texture, corners, colours, flags, pass);
    }

    /**
     * §3.2.5: TR1 Lighting and TR2 Lighting2 run 0 (bright) .. 8191 (dark); TR3/TR4 a 15-bit colour of
     * 5-bit channels; TR5 a 32-bit ARGB colour. Alpha is 255.
     */
    private static List<Integer> expectedColour(GameVersion version, RoomVertex vertex) {
        return switch (version) {
            case TR1 -> grey(vertex.lighting());
            case TR2 -> grey(vertex.colour());
            case TR3, TR4 -> List.of(widen(vertex.colour() >> 10 & 31), widen(vertex.colour() >> 5 & 31),
                    widen(vertex.colour() & 31), 255);
            case TR5 -> List.of(vertex.colour() >> 16 & 0xFF, vertex.colour() >> 8 & 0xFF, vertex.colour() & 0xFF, 255);
        };
    }

    private static List<Integer> grey(int light) {
        var clamped = Math.max(0, Math.min(8191, light));
        var grey = 255 - clamped * 255 / 8191;
        return List.of(grey, grey, grey, 255);
    }

    /** A 5-bit channel on the 0..255 scale: 0 stays 0, 31 becomes 255, evenly between. */
    private static int widen(int fiveBits) {
        return (int) Math.round(fiveBits * 255 / 31.0);
    }

    /** §9.3.2's attribute values, as {@link RenderPass}'s table maps them. */
    static String passOfAttribute(int attribute) {
        return switch (attribute) {
            case 1, 4, 7 -> "ALPHA_TEST";
            case 2 -> "ADDITIVE";
            case 3 -> "BLEND";
            default -> "OPAQUE";
        };
    }

    /** Every object texture listed in the animated-texture groups (§9.4), read from the words by hand. */
    static Set<Integer> animatedTextures(Level level) {
        var words = level.texturing().animatedTextures();
        var animated = new HashSet<Integer>();
        if (words.size() == 0) {
            return animated;
        }
        var at = 1;
        for (int group = 0; group < words.unsigned(0) && at < words.size(); group++) {
            var count = words.unsigned(at++) + 1;
            for (int i = 0; i < count && at < words.size(); i++) {
                var texture = words.unsigned(at++);
                if (texture < level.texturing().objectTextures().size()) {
                    animated.add(texture);
                }
            }
        }
        return animated;
    }
}
