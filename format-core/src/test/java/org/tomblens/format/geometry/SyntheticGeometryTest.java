package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.SyntheticLevels.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomSprite;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.model.Words;

/** Geometry of small levels built here, whose buffers are known by construction. */
class SyntheticGeometryTest {

    /** One room at (2048, 0, 3072) with a quad and a triangle; vertex Y is absolute (§3.2.1). */
    private static Room room(List<Face> quads, List<Face> triangles, int flags, List<RoomSprite> sprites) {
        var vertices = List.of(new RoomVertex(0, -256, 0, 0, 0, 0), new RoomVertex(1024, -256, 0, 0, 0, 0x1FFF),
                new RoomVertex(1024, -256, 1024, 0, 0, 4096), new RoomVertex(0, -256, 1024, 0, 0, 100));
        return new Room(2048, 0, 3072, 0, -512, vertices, quads, triangles, sprites, List.of(), 0, 0, List.of(),
                0, 0, 0, List.of(), List.of(), -1, flags, 0, 0, 0, List.of());
    }

    @Test
    void aQuadBecomesFourWorldVerticesAndTwoTrianglesKeepingItsWinding() {
        var textures = List.of(objectTexture(0, 0, 0, 0, 0x4000, 0, 0x4000, 0x4000, 0, 0x4000),
                objectTexture(1, 1, 0, 0, 0x2000, 0, 0, 0x2000, 0, 0));
        var quad = new Face(0, 1, 2, 3, 0x8000 | 1, 0);
        var triangle = Face.triangle(0, 2, 3, 0, 0);
        var level = level(GameVersion.TR2, pages16(2, 0x8000), List.of(room(List.of(quad), List.of(triangle),
                0x1, List.of())), List.of(), texturing(textures));
        var geometry = LevelGeometry.build(level);
        var world = geometry.world();
        var rooms = world.buffers();
        assertEquals(7, rooms.vertexCount());
        assertEquals(9, rooms.indexCount());
        // the triangle's texture is opaque, the quad's alpha-tested and the quad double-sided: opaque first
        assertEquals(new DrawRange(0, 3, 0), world.room(0, RenderPass.OPAQUE));
        assertEquals(new DrawRange(3, 0, 6), world.room(0, RenderPass.ALPHA_TEST));
        assertTrue(world.room(0, RenderPass.ADDITIVE).isEmpty() && world.room(0, RenderPass.BLEND).isEmpty());
        var reader = new GeometryReader(rooms);
        // triangle (v0, v2, v3) first, then the quad's (v0, v1, v2) and (v0, v2, v3)
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 3, 5, 6},
                java.util.stream.IntStream.range(0, 9).map(reader::index).toArray());
        assertEquals(2048 + 1024, reader.position(4, 0));
        assertEquals(-256, reader.position(4, 1));
        assertEquals(3072, reader.position(4, 2));
        assertEquals(1, reader.texture(4));
        assertEquals(1, reader.corner(4));
        assertEquals(VertexFormat.WATER | VertexFormat.DOUBLE_SIDED, reader.flags(4));
        // TR2 Lighting2 0x1FFF is the darkest: black; 0 is white
        assertEquals(List.of(0, 0, 0, 255), colour(reader, 4));
        assertEquals(List.of(255, 255, 255, 255), colour(reader, 3));
        assertEquals(0.25f, geometry.objectTextures().u(0, 1));
        assertEquals(1, geometry.objectTextures().layer(1));
        assertTrue(geometry.warnings().isEmpty(), geometry.warnings().toString());
    }

    @Test
    void facesNamingMissingTexturesOrVerticesAreLeftOutAndReported() {
        var textures = List.of(objectTexture(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        var badTexture = new Face(0, 1, 2, 3, 7, 0);
        var badVertex = Face.triangle(0, 1, 9, 0, 0);
        var mesh = new Mesh(new Vertex(0, 0, 0), 0, List.of(new Vertex(0, 0, 0), new Vertex(1, 0, 0),
                new Vertex(0, 1, 0)), List.of(), List.of(0, 0, 0), List.of(), List.of(Face.triangle(0, 1, 5, 0, 0)),
                List.of(), List.of());
        var level = level(GameVersion.TR2, pages16(1, 0x8000), List.of(room(List.of(badTexture), List.of(badVertex),
                0, List.of())), List.of(mesh), texturing(textures));
        var geometry = LevelGeometry.build(withStaticMeshes(level, List.of(staticMesh(0))));
        assertEquals(0, geometry.world().buffers().indexCount());
        assertEquals(0, geometry.models().buffers().indexCount());
        assertEquals(List.of("rooms[0].quads[0]", "rooms[0].triangles[0]", "meshes[0].texturedTriangles[0]"),
                geometry.warnings().stream().map(w -> w.path()).toList());
    }

    @Test
    void mesheFacesWithEffectsBitZeroAreAdditiveInTr4AndTr5Only() {
        var textures = List.of(objectTexture(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        var mesh = new Mesh(new Vertex(0, 0, 0), 0, List.of(new Vertex(0, 0, 0), new Vertex(1, 0, 0),
                new Vertex(0, 1, 0)), List.of(new Vertex(0, 0, -16300), new Vertex(0, 0, -16300), new Vertex(0, 0, -16300)),
                List.of(), List.of(), List.of(Face.triangle(0, 1, 2, 0, 1)), List.of(), List.of());
        for (var version : List.of(GameVersion.TR3, GameVersion.TR4)) {
            var models = LevelGeometry.build(withStaticMeshes(level(version, pages16(1, 0x8000), List.of(),
                    List.of(mesh), texturing(textures)), List.of(staticMesh(0)))).models();
            var pass = version == GameVersion.TR4 ? RenderPass.ADDITIVE : RenderPass.OPAQUE;
            assertEquals(new DrawRange(0, 3, 0), models.range(models.staticOwner(0), pass), version.name());
            var reader = new GeometryReader(models.buffers());
            assertEquals(VertexFormat.NORMAL_LIT, reader.flags(0));
            assertEquals(List.of(0, 0, -127), List.of(reader.normal(0, 0), reader.normal(0, 1), reader.normal(0, 2)));
        }
    }

    /**
     * A TR3 static (§3.2.8) of a normal-lit mesh turned a quarter (16384, +X turning towards -Z as entities
     * turn) stands in the world with its normals turned alike and its light in its colour: the 15-bit colour
     * (8, 16, 31) scales the mesh's own light scale, grey 128, channel by channel, 16 leaving it as it is.
     */
    @Test
    void aNormalLitStaticStandsTurnedInTheWorldWithItsNormalsTurnedAndItsLightInItsColour() {
        var textures = List.of(objectTexture(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        var normal = new Vertex(16300, 0, 0);
        var mesh = new Mesh(new Vertex(0, 0, 0), 0, List.of(new Vertex(100, -50, 0), new Vertex(0, -50, 100),
                new Vertex(0, 0, 0)), List.of(normal, normal, normal), List.of(), List.of(),
                List.of(Face.triangle(0, 1, 2, 0, 0)), List.of(), List.of());
        var instance = new RoomStaticMesh(5000, -100, 6000, 0x4000, 8 << 10 | 16 << 5 | 31, 0, 7);
        var room = new Room(0, 0, 0, 0, -512, List.of(), List.of(), List.of(), List.of(), List.of(), 0, 0, List.of(),
                0, 0, 0, List.of(), List.of(instance), -1, 0, 0, 0, 0, List.of());
        var level = withStaticMeshes(level(GameVersion.TR3, pages16(1, 0x8000), List.of(room), List.of(mesh),
                texturing(textures)), List.of(new StaticMesh(7, 0, BOX, BOX, 0)));
        var world = LevelGeometry.build(level).world();
        assertEquals(new DrawRange(0, 3, 0), world.statics(0, RenderPass.OPAQUE));
        assertArrayEquals(new int[] {0, 3}, world.instanceRuns(0, 0));
        var reader = new GeometryReader(world.buffers());
        float[][] expected = {{5000, -150, 5900}, {5100, -150, 6000}, {5000, -100, 6000}};
        for (int v = 0; v < 3; v++) {
            for (int axis = 0; axis < 3; axis++) {
                assertEquals(expected[v][axis], reader.position(v, axis), 0.01, "vertex " + v + " axis " + axis);
            }
            assertEquals(List.of(0, 0, -127), List.of(reader.normal(v, 0), reader.normal(v, 1), reader.normal(v, 2)));
            assertEquals(List.of(64, 128, 248, 255), colour(reader, v));
            assertEquals(VertexFormat.NORMAL_LIT, reader.flags(v));
        }
    }

    @Test
    void animatedGroupsListTheirTexturesDropMissingOnesAndMarkTheUvRotateOnes() {
        var textures = java.util.Collections.nCopies(10, objectTexture(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        // two groups: (1 + 1) textures 5, 6; (2 + 1) textures 7, 8, 900 (missing)
        var words = Words.own(new short[] {2, 1, 5, 6, 2, 7, 8, (short) 900});
        var texturing = new Texturing(textures, List.of(), List.of(), words, 1);
        var geometry = LevelGeometry.build(level(GameVersion.TR4, pages16(1, 0x8000), List.of(), List.of(), texturing));
        assertEquals(List.of(new AnimatedTextureSequence(List.of(5, 6), true),
                new AnimatedTextureSequence(List.of(7, 8), false)), geometry.animatedTextures());
        assertEquals(List.of("animatedTextures[1].textures[2]"), geometry.warnings().stream().map(w -> w.path()).toList());
    }

    @Test
    void animatedGroupsCutShortByTheEndOfTheWordsKeepWhatTheyHave() {
        var textures = java.util.Collections.nCopies(10, objectTexture(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        var words = Words.own(new short[] {3, 4, 1, 2});
        var geometry = LevelGeometry.build(level(GameVersion.TR1, pages16(1, 0x8000), List.of(), List.of(),
                new Texturing(textures, List.of(), List.of(), words, 0)));
        assertEquals(List.of(new AnimatedTextureSequence(List.of(1, 2), false)), geometry.animatedTextures());
        assertEquals(2, geometry.warnings().size());
    }

    /**
     * The room sprite stands on its vertex made absolute (§3.2.6), a billboard whose corners, clockwise from
     * the top left, reach its stored extents and its texels' corners, as {@link SpriteBillboards} lays them out.
     */
    @Test
    void tr1SpritesTakeTheirTexelsFromXYAndWidthAndKeepTheirStoredExtents() {
        // 80 x 40 texels at (16, 32) of page 1: Width = 79 * 256 + 255 (§5.6)
        var sprite = new SpriteTexture(1, 16, 32, 79 * 256 + 255, 39 * 256 + 255, -144, -64, 144, 48);
        var texturing = new Texturing(List.of(), List.of(sprite), List.of(), Words.EMPTY, 0);
        var room = room(List.of(), List.of(), 0, List.of(new RoomSprite(2, 0)));
        var sprites = LevelGeometry.build(level(GameVersion.TR1, pages16(2, 0x8000), List.of(room), List.of(),
                texturing)).sprites();
        assertEquals(new SpriteQuad(1, 16 / 256f, 32 / 256f, 96 / 256f, 72 / 256f, -144, -64, 144, 48, true),
                sprites.quads().get(0));
        assertEquals(List.of(new SpriteBillboards.Billboard(0, -1, 0, 2048 + 1024, -256, 3072 + 1024, 0)),
                sprites.billboards());
        assertEquals(List.of(0, 1), List.of(sprites.roomStart(0), sprites.roomStart(1)));
        var vertices = sprites.vertices().asFloatBuffer();
        float[][] corners = {{-144, -64, 16, 32}, {144, -64, 96, 32}, {144, 48, 96, 72}, {-144, 48, 16, 72}};
        for (int c = 0; c < 4; c++) {
            var vertex = new float[SpriteBillboards.STRIDE / 4];
            vertices.get(c * vertex.length, vertex);
            assertArrayEquals(new float[] {3072, -256, 4096, corners[c][0], corners[c][1], corners[c][2] / 256,
                    corners[c][3] / 256, 1}, vertex, "corner " + c);
        }
        var indices = sprites.indices().asIntBuffer();
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 3},
                java.util.stream.IntStream.range(0, 6).map(indices::get).toArray());
    }

    @Test
    void tr4SpritesTakeTheirTexelsFromTheSideFieldsAndAreSizedFromThem() {
        // TR4: Width = (32 - 1) * 256; the side fields hold the rectangle 224..256 x 0..32
        var sprite = new SpriteTexture(0, 224, 0, 31 * 256, 31 * 256, 224, 0, 256, 32);
        var texturing = new Texturing(List.of(), List.of(sprite), List.of(), Words.EMPTY, 0);
        var quad = LevelGeometry.build(level(GameVersion.TR4, pages16(1, 0x8000), List.of(), List.of(), texturing))
                .sprites().quads().get(0);
        var half = 32 * SpriteBuilder.UNITS_PER_TEXEL / 2;
        assertEquals(new SpriteQuad(0, 224 / 256f, 0, 1, 32 / 256f, -half, -half, half, half, false), quad);
    }

    @Test
    void everyAttributeMapsToThePassTheSpecDescribes() {
        // §9.3.2: 0 opaque, 1 alpha test, 2 additive, 3 PSX inversion (blended), 4 alpha test without Z,
        // 5 unused, 6 wireframe, 7 forced alpha (an alpha-tested face faded by the engine)
        assertEquals(List.of(RenderPass.OPAQUE, RenderPass.ALPHA_TEST, RenderPass.ADDITIVE, RenderPass.BLEND,
                        RenderPass.ALPHA_TEST, RenderPass.OPAQUE, RenderPass.OPAQUE, RenderPass.ALPHA_TEST, RenderPass.OPAQUE),
                java.util.stream.IntStream.rangeClosed(0, 8).mapToObj(RenderPass::ofAttribute).toList());
        assertEquals(RenderPass.ADDITIVE, RenderPass.ofMeshFace(0x43, RenderPass.ALPHA_TEST));
        assertEquals(RenderPass.ALPHA_TEST, RenderPass.ofMeshFace(0x42, RenderPass.ALPHA_TEST));
    }

    private static final BoundingBox BOX = new BoundingBox(-128, 128, -128, 0, -128, 128);

    /** Static mesh type 1 (§5.3), drawing mesh pointer {@code pointer}. */
    private static StaticMesh staticMesh(int pointer) {
        return new StaticMesh(1, pointer, BOX, BOX, 0);
    }

    private static List<Integer> colour(GeometryReader reader, int vertex) {
        return List.of(reader.colour(vertex, 0), reader.colour(vertex, 1), reader.colour(vertex, 2), reader.colour(vertex, 3));
    }
}
