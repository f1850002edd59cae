package org.tomblens.format.wad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.ObjectTexture.TexCoord;

/** Small libraries written by the test, whose right readings follow from [WAD] by hand. */
class SyntheticWadTest {
    // sample 1: 8 x 4 pixels at (16, 32) of page 0; its edges in 8.8 fixed point, far edges at the last pixel + 255/256
    private static final int LEFT = 16 << 8;
    private static final int RIGHT = 23 << 8 | 0xFF;
    private static final int TOP = 32 << 8;
    private static final int BOTTOM = 35 << 8 | 0xFF;
    private static final TexCoord NW = new TexCoord(LEFT, TOP);
    private static final TexCoord NE = new TexCoord(RIGHT, TOP);
    private static final TexCoord SE = new TexCoord(RIGHT, BOTTOM);
    private static final TexCoord SW = new TexCoord(LEFT, BOTTOM);
    private static final int MAGENTA_X = 200;

    /** One page, grey but for a magenta pixel at (200, 0), and two samples: the all-zero one and sample 1. */
    private static WadBytes library() {
        var map = new byte[TextureMap.PAGE_BYTES];
        Arrays.fill(map, (byte) 0x80);
        map[3 * MAGENTA_X] = (byte) 0xFF;
        map[3 * MAGENTA_X + 1] = 0;
        map[3 * MAGENTA_X + 2] = (byte) 0xFF;
        return new WadBytes().sample(0, 0, 0, 0, 0, 0, 0).sample(16, 32, 0, -1, 7, -1, 3).textureMap(map);
    }

    private static int[] quad(int texture) {
        return new int[] {Polygon.QUAD, 0, 1, 2, 3, texture, 0};
    }

    private static int[] triangle(int texture) {
        return new int[] {Polygon.TRIANGLE, 0, 1, 2, texture, 0};
    }

    @Test
    void texturesMapAnchorToAnchorClockwiseAndMirrorLeftToRight() {
        var bytes = library().pointer(0).mesh(4, true,
                quad(1), quad(0xFFFF),
                triangle(0x0001), triangle(0x2001), triangle(0x4001), triangle(0x6001),
                triangle(0x8001), triangle(0xA001), triangle(0xC001), triangle(0xE001)).bytes();
        var level = WadLevel.of(WadReader.read(bytes, "shapes.wad"));
        var mesh = level.meshes().get(0);
        var textures = level.texturing().objectTextures();
        var quads = mesh.texturedQuads().stream().map(f -> textures.get(f.objectTexture())).toList();
        assertEquals(List.of(NW, NE, SE, SW), quads.get(0).corners(), "upright quad: from the top-left, clockwise");
        assertEquals(List.of(NE, NW, SW, SE), quads.get(1).corners(), "mirrored quad (-1)");
        assertEquals(1, mesh.texturedQuads().get(0).objectTexture(), "an upright quad uses its sample's own texture");
        var expected = List.of(
                List.of(NW, NE, SW), List.of(NE, SE, NW), List.of(SE, SW, NE), List.of(SW, NW, SE),
                List.of(NE, NW, SE), List.of(NW, SW, NE), List.of(SW, SE, NW), List.of(SE, NE, SW));
        for (int i = 0; i < expected.size(); i++) {
            var texture = textures.get(mesh.texturedTriangles().get(i).objectTexture());
            assertEquals(expected.get(i), texture.corners().subList(0, 3), "triangle " + i);
            assertEquals(0x8000, texture.tileAndFlag() & 0x8000, "TR4 marks a triangle's texture in tile bit 15");
            assertEquals(0, texture.page());
        }
        assertEquals(0, quads.get(0).tileAndFlag());
    }

    @Test
    void aSampleHoldingMagentaIsAlphaTestedAndMagentaBecomesTransparentBlack() {
        var bytes = library().sample(MAGENTA_X - 1, 0, 0, -1, 1, -1, 0).pointer(0).mesh(4, true, quad(2)).bytes();
        var level = WadLevel.of(WadReader.read(bytes, "magenta.wad"));
        var textures = level.texturing().objectTextures();
        assertEquals(0, textures.get(1).attribute(), "sample 1 holds no magenta: opaque");
        assertEquals(1, textures.get(2).attribute(), "sample 2 covers (200, 0): alpha-tested");
        var page = level.textures().pages32().get(0);
        var magenta = 4 * MAGENTA_X;
        assertEquals(List.of(0, 0, 0, 0), List.of(page.unsigned(magenta), page.unsigned(magenta + 1),
                page.unsigned(magenta + 2), page.unsigned(magenta + 3)));
        assertEquals(List.of(0x80, 0x80, 0x80, 0xFF), List.of(page.unsigned(0), page.unsigned(1), page.unsigned(2),
                page.unsigned(3)));
    }

    @Test
    void anOddNumberOfQuadsIsFollowedByAPaddingWordBeforeTheNextMesh() {
        var builder = library().pointer(0).mesh(4, true, quad(1), triangle(1));
        var second = builder.nextMeshOffset();
        var wad = WadReader.read(builder.pointer(second).mesh(5, true, triangle(1)).bytes(), "padded.wad");
        assertEquals(2, wad.meshes().size());
        assertEquals(5, wad.mesh(1).vertices().size());
        // a mesh: 10 sphere bytes, 2 + 4 x 6 vertex bytes, 2 light bytes, 2 + 14 + 12 polygon bytes, 2 padding
        assertEquals(10 + 2 + 24 + 2 + 2 + 14 + 12 + 2, second);
    }

    @Test
    void aMissingPaddingWordIsATypedError() {
        var builder = library().pointer(0).mesh(4, false, quad(1));
        var second = builder.nextMeshOffset();
        var bytes = builder.pointer(second).mesh(4, true, triangle(1)).bytes();
        assertThrows(LevelFormatException.class, () -> WadReader.read(bytes, "unpadded.wad"));
    }

    @Test
    void damagedStructuresFailWithWhereAndWhy() {
        assertFailure(library().pointer(0).mesh(4, true, new int[] {7, 0, 1, 2, 1, 0}).bytes(),
                "meshes[0].polygons[0].shape", "neither a triangle");
        assertFailure(library().pointer(0).mesh(4, true, triangle(2)).bytes(),
                "meshes[0].polygons[0].texture", "texture sample 2 does not exist");
        assertFailure(library().pointer(0).mesh(4, true, triangle(0x3001)).bytes(),
                "meshes[0].polygons[0].texture", "texture shape 3");
        assertFailure(library().pointer(0).mesh(3, true, quad(1)).bytes(),
                "meshes[0].polygons[0].vertices", "vertex 3 does not exist");
        assertFailure(library().pointer(2).mesh(4, true, triangle(1)).bytes(),
                "meshPointers[0]", "not where a mesh");
        var trailing = WadBytes.emptyTables();
        assertFailure(library().pointer(0).mesh(4, true, triangle(1)).tail(Arrays.copyOf(trailing,
                trailing.length + 2)).bytes(), "staticMeshes", "2 bytes after the last static");
        var wrongVersion = library().bytes();
        wrongVersion[0] = (byte) 130;
        assertFailure(wrongVersion, "version", "version 130");
    }

    @Test
    void hugeCountsFailBeforeAnythingIsAllocated() {
        var bytes = library().bytes();
        bytes[4] = bytes[5] = bytes[6] = (byte) 0xFF;
        bytes[7] = 0x7F;
        assertFailure(bytes, "numTextureSamples", "count 2147483647 needs");
    }

    private static void assertFailure(byte[] bytes, String path, String problem) {
        var failure = assertThrows(LevelFormatException.class, () -> WadReader.read(bytes, "damaged.wad"));
        assertEquals(path, failure.fieldPath(), failure.getMessage());
        assertTrue(failure.problem().contains(problem), failure.getMessage());
    }

    @Test
    void companionsAreFoundInAnyLetterCaseAndABadOneIsLeftOutWithAWarning(@TempDir Path folder) throws IOException {
        var wadFile = folder.resolve("LIB.WAD");
        Files.write(wadFile, library().pointer(0).mesh(4, true, triangle(1)).bytes());
        Files.writeString(folder.resolve("lib.was"), "FIRST:C:\\SOMEWHERE\\FIRST.prk\r\nSECOND\r\n");
        Files.write(folder.resolve("Lib.Sfx"), new byte[10]);
        Files.writeString(folder.resolve("lib.sam"), "a.wav\nb.wav\n");
        var wad = WadReader.read(wadFile);
        var names = wad.companions().objectNames().orElseThrow().names();
        assertEquals(List.of(new ObjectNames.ObjectName("FIRST", "C:\\SOMEWHERE\\FIRST.prk"),
                new ObjectNames.ObjectName("SECOND", "")), names);
        assertEquals(List.of("a.wav", "b.wav"), wad.companions().sampleFiles().orElseThrow().names());
        assertTrue(wad.companions().sounds().isEmpty());
        assertTrue(wad.companions().sprites().isEmpty());
        assertEquals(List.of("lib.was", "lib.sam"), wad.companions().files());
        assertTrue(wad.warnings().stream().anyMatch(w -> w.path().startsWith("Lib.Sfx: soundMap")),
                wad.warnings().toString());
        assertTrue(wad.warnings().stream().anyMatch(w -> w.message().contains("2 names for 0 objects")),
                wad.warnings().toString());
    }
}
