package org.tomblens.format.wad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.WadLayout;

/**
 * The corpus library ({@code wad/lara.wad}, with .WAS, .SWD, .SFX and .SAM beside it) read completely, its
 * counts and tables checked against {@link WadLayout}'s independent walk of the same bytes, and its companions
 * against their own bytes.
 */
class CorpusWadTest {
    private static Path file() {
        return Corpus.file("wad/lara.wad");
    }

    private static byte[] bytes(String name) throws IOException {
        return Files.readAllBytes(file().resolveSibling(name));
    }

    @Test
    void theLibraryAndAllFourCompanionsReadWithoutAWarning() throws IOException {
        var wad = WadReader.read(file());
        assertEquals(List.of(), wad.warnings());
        assertEquals(List.of("lara.was", "lara.swd", "lara.sfx", "lara.sam"), wad.companions().files());
        assertTrue(wad.companions().objectNames().isPresent());
        assertTrue(wad.companions().sprites().isPresent());
        assertTrue(wad.companions().sounds().isPresent());
        assertTrue(wad.companions().sampleFiles().isPresent());
    }

    @Test
    void countsEqualAnIndependentWalkThatEndsExactlyAtTheEnd() throws IOException {
        var layout = WadLayout.walk(bytes("lara.wad"));
        var wad = WadReader.read(file());
        var animation = wad.animation();
        var read = new LinkedHashMap<String, Long>();
        read.put("textiles", (long) wad.textureMap().pageCount());
        read.put("object_textures", (long) wad.textureSamples().size());
        read.put("mesh_data_words", wad.meshDataWords());
        read.put("mesh_pointers", (long) wad.meshPointers().size());
        read.put("animations", (long) animation.animations().size());
        read.put("state_changes", (long) animation.stateChanges().size());
        read.put("anim_dispatches", (long) animation.dispatches().size());
        read.put("anim_commands", (long) animation.commands().size());
        read.put("mesh_trees", (long) animation.meshTrees().size());
        read.put("frames_words", (long) animation.frames().size());
        read.put("moveables", (long) wad.movables().size());
        read.put("static_meshes", (long) wad.statics().size());
        assertEquals(layout.counts, read);
        // as a hex dump of the file shows them: 0x23D samples at 0x4, 0x90000 texture bytes at 0x11F0 (three
        // pages), 0x2D mesh pointers at 0x911F4; so that a wrong walk cannot agree with a wrong reader
        assertEquals(573L, read.get("object_textures"));
        assertEquals(3L, read.get("textiles"));
        assertEquals(45L, read.get("mesh_pointers"));
    }

    @Test
    void everyMeshOfTheDataIsReadWithItsPolygonsAndEveryPointerReachesOne() throws IOException {
        var layout = WadLayout.walk(bytes("lara.wad"));
        var wad = WadReader.read(file());
        assertArrayEquals(layout.meshOffsets, wad.meshes().stream().mapToLong(WadMesh::offset).toArray());
        var polygons = wad.meshes().stream().flatMap(mesh -> mesh.polygons().stream()).toList();
        assertEquals(layout.quads, polygons.stream().filter(Polygon::isQuad).count());
        assertEquals(layout.triangles, polygons.stream().filter(p -> !p.isQuad()).count());
        assertTrue(wad.meshes().stream().anyMatch(mesh -> mesh.quadCount() % 2 == 1),
                "some mesh has an odd number of quads, so the padding word is exercised");
        for (int p = 0; p < layout.meshPointers.length; p++) {
            assertEquals(layout.meshPointers[p], wad.mesh(p).offset(), "pointer " + p);
        }
    }

    @Test
    void quadTextureWordsAreSignedSampleIndicesAndTriangleWordsBitFields() throws IOException {
        var layout = WadLayout.walk(bytes("lara.wad"));
        var wad = WadReader.read(file());
        var polygons = wad.meshes().stream().flatMap(mesh -> mesh.polygons().stream()).toList();
        var samples = layout.samples.length / 8;
        var mirroredQuads = 0;
        for (int i = 0; i < layout.textureWords.length; i++) {
            var word = layout.textureWords[i];
            var polygon = polygons.get(i);
            if (layout.quadPolygon[i]) {
                // a mirrored quad stores minus its sample: the word read as a signed 16-bit number
                var sample = word >= 0x8000 ? 0x10000 - word : word;
                mirroredQuads += word >= 0x8000 ? 1 : 0;
                assertTrue(sample < samples, "quad word " + Integer.toHexString(word));
                assertEquals(sample, polygon.sample());
                assertEquals(word >= 0x8000, polygon.mirrored());
            } else {
                assertTrue((word & 0xFFF) < samples);
                assertEquals(0, (word >> 12 & 7) % 2, "a triangle's shape is 0, 2, 4 or 6");
                assertEquals(word & 0xFFF, polygon.sample());
                assertEquals((word & 0x8000) != 0, polygon.mirrored());
            }
        }
        assertTrue(mirroredQuads > 0, "the corpus library has mirrored quads");
    }

    @Test
    void everySampleAPolygonUsesStoresBothFlipsAsMinusOne() throws IOException {
        var layout = WadLayout.walk(bytes("lara.wad"));
        var wad = WadReader.read(file());
        wad.meshes().stream().flatMap(mesh -> mesh.polygons().stream()).mapToInt(Polygon::sample).distinct()
                .forEach(sample -> {
                    assertEquals(-1, layout.samples[8 * sample + 4], "flipX of sample " + sample);
                    assertEquals(-1, layout.samples[8 * sample + 6], "flipY of sample " + sample);
                    assertEquals(wad.textureSamples().get(sample).flipX(), layout.samples[8 * sample + 4]);
                });
    }

    @Test
    void objectNamesAreTheLinesOfTheWasFileAndTheTr4NamesOfTheMovablesSlots() throws IOException {
        var wad = WadReader.read(file());
        var names = wad.companions().objectNames().orElseThrow().names();
        var lines = new String(bytes("lara.was"), StandardCharsets.ISO_8859_1).split("\n");
        assertEquals(lines.length, names.size());
        for (int i = 0; i < lines.length; i++) {
            assertEquals(lines[i], names.get(i).name() + ":" + names.get(i).source());
            var catalogue = EntityNames.name(GameVersion.TR4, (int) wad.movables().get(i).id()).orElseThrow();
            assertEquals(catalogue.toUpperCase(Locale.ROOT).replace(' ', '_'), names.get(i).name(),
                    "movable " + i + " (id " + wad.movables().get(i).id() + ")");
        }
    }

    @Test
    void soundTablesFillTheSfxFileExactlyAndTheSamFileNamesEachSampleIndex() throws IOException {
        var sfx = ByteBuffer.wrap(bytes("lara.sfx")).order(ByteOrder.LITTLE_ENDIAN);
        var details = sfx.getInt(740);
        var indices = sfx.getInt(744 + 8 * details);
        assertEquals(sfx.capacity(), 740 + 4 + 8 * details + 4 + 4 * indices, "map, details and indices fill the file");
        var sound = WadReader.read(file()).companions().sounds().orElseThrow();
        assertEquals(370, sound.soundMap().size());
        assertEquals(details, sound.details().size());
        assertEquals(indices, sound.sampleIndices().size());
        assertEquals(sfx.getShort(0), sound.soundMap().get(0));
        assertEquals(sfx.getShort(744 + 8 * (details - 1)) & 0xFFFF, sound.details().get(details - 1).sample());
        var samFiles = WadReader.read(file()).companions().sampleFiles().orElseThrow().names();
        assertEquals(indices, samFiles.size());
        // the first sound, Lara's footsteps, picks one of four samples from 0: foot1.wav to foot4.wav
        assertEquals(0, sound.details().get(sound.soundMap().get(0)).sample());
        assertEquals(4, sound.details().get(sound.soundMap().get(0)).sampleCount());
        assertEquals(List.of("foot1.wav", "foot2.wav", "foot3.wav", "foot4.wav"), samFiles.subList(0, 4));
    }

    @Test
    void theSpriteFileHoldsTheVersionAndThreeEmptyCounts() throws IOException {
        var swd = ByteBuffer.wrap(bytes("lara.swd")).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(16, swd.capacity());
        assertEquals(129, swd.getInt(0));
        var sprites = WadReader.read(file()).companions().sprites().orElseThrow();
        assertEquals(swd.getInt(4), sprites.sprites().size());
        assertEquals(swd.getInt(8), sprites.textureMap().rgb().size());
        assertEquals(swd.getInt(12), sprites.sequences().size());
    }
}
