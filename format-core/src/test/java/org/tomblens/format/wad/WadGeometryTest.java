package org.tomblens.format.wad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.ModelMeshes;
import org.tomblens.format.testing.WadLayout;

/** The corpus library converted to a level, built into geometry as levels are. */
class WadGeometryTest {
    private static Level level() throws IOException {
        return WadLevel.of(WadReader.read(Corpus.file("wad/lara.wad")));
    }

    @Test
    void theConvertedLevelBuildsWithoutAWarningEveryIndexInRangeAndEveryTextureExisting() throws IOException {
        var level = level();
        var geometry = LevelGeometry.build(level);
        assertEquals(List.of(), geometry.warnings());
        var meshes = geometry.models().buffers();
        var vertices = meshes.vertices();
        var indices = meshes.indices();
        var textures = level.texturing().objectTextures().size();
        for (int i = 0; i < meshes.indexCount(); i++) {
            var vertex = indices.getInt(i * VertexFormat.INDEX_SIZE);
            assertTrue(vertex >= 0 && vertex < meshes.vertexCount(), "index " + i + " is " + vertex);
            var texture = vertices.getShort(vertex * VertexFormat.STRIDE + VertexFormat.TEXTURE_OFFSET) & 0xFFFF;
            assertTrue(texture < textures, "vertex " + vertex + " uses object texture " + texture);
        }
        assertEquals(level.texturing().objectTextures().size(), geometry.objectTextures().size());
        assertEquals(3, geometry.pages().layerCount(), "the texture map's three pages");
    }

    @Test
    void eachModelDrawsTwoTrianglesPerQuadAndOnePerTriangleOfItsWadMeshes() throws IOException {
        var wad = WadReader.read(Corpus.file("wad/lara.wad"));
        var level = WadLevel.of(wad);
        var models = LevelGeometry.build(level).models();
        var owners = ModelMeshes.of(level);
        assertEquals(owners.size(), models.buffers().ownerCount());
        for (int owner = 0; owner < owners.size(); owner++) {
            var expected = 0;
            for (var pointer : owners.get(owner)) {
                expected += wad.mesh(pointer).polygons().stream().mapToInt(polygon -> polygon.isQuad() ? 2 : 1).sum();
            }
            assertEquals(expected, models.buffers().triangleCount(owner), "owner " + owner);
        }
        assertTrue(models.buffers().indexCount() > 0);
    }

    @Test
    void everyFaceCornerLiesOnACornerOfItsSamplesRectangleOnItsPage() throws IOException {
        var layout = WadLayout.walk(Files.readAllBytes(Corpus.file("wad/lara.wad")));
        var samples = ByteBuffer.wrap(layout.samples).order(ByteOrder.LITTLE_ENDIAN);
        var wad = WadReader.read(Corpus.file("wad/lara.wad"));
        var level = WadLevel.of(wad);
        for (int m = 0; m < wad.meshes().size(); m++) {
            var polygons = wad.meshes().get(m).polygons();
            var converted = level.meshes().get(pointerOf(wad, m));
            var faces = new ArrayList<Face>(converted.texturedQuads());
            faces.addAll(converted.texturedTriangles());
            assertEquals(polygons.size(), faces.size());
            var quads = polygons.stream().filter(Polygon::isQuad).toList();
            var triangles = polygons.stream().filter(p -> !p.isQuad()).toList();
            var ordered = new ArrayList<>(quads);
            ordered.addAll(triangles);
            for (int i = 0; i < faces.size(); i++) {
                var sample = ordered.get(i).sample();
                var x = samples.get(8 * sample) & 0xFF;
                var y = samples.get(8 * sample + 1) & 0xFF;
                var page = samples.getShort(8 * sample + 2) & 0xFFFF;
                var width = (samples.get(8 * sample + 5) & 0xFF) + 1;
                var height = (samples.get(8 * sample + 7) & 0xFF) + 1;
                var texture = level.texturing().objectTextures().get(faces.get(i).objectTexture());
                assertEquals(page, texture.page());
                var corners = new HashSet<ObjectTexture.TexCoord>();
                for (int c = 0; c < faces.get(i).vertexCount(); c++) {
                    var corner = texture.corners().get(c);
                    assertTrue(corner.u() == x << 8 || corner.u() == ((x + width - 1) << 8 | 0xFF), "u of " + corner);
                    assertTrue(corner.v() == y << 8 || corner.v() == ((y + height - 1) << 8 | 0xFF), "v of " + corner);
                    corners.add(corner);
                }
                assertEquals(faces.get(i).vertexCount(), corners.size(), "distinct corners of mesh " + m + " face " + i);
            }
        }
    }

    private static int pointerOf(Wad wad, int mesh) {
        for (int p = 0; p < wad.meshPointers().size(); p++) {
            if (wad.meshOfPointer().get(p) == mesh) {
                return p;
            }
        }
        throw new AssertionError("no pointer reaches mesh " + mesh);
    }
}
