package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.remastered.PdpReader;
import org.tomblens.format.remastered.RemasteredCompanions;
import org.tomblens.format.remastered.TrgReader;
import org.tomblens.format.testing.Corpus;

/**
 * The .PDP and .TRG a Tomb Raider I–III Remastered level keeps beside it, written by level-maker from real classic
 * levels of the corpus: they read back as what they were written from, a cut one is a typed error at its place, and
 * beside a level with its .MAP a missing or cut one is a warning naming the file, the classic level staying as it is.
 */
class RemasteredCompanionsTest {
    static Stream<Path> levels() {
        return Stream.of("tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2").map(Corpus::file);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void thePdpReadsBackAsTheLevelsModelsAndAnimations(Path file) throws IOException {
        var level = LevelReader.read(file);
        assertEquals(level.animation(), PdpReader.read(RemasteredCompanionWriter.pdp(level), level.version()));
    }

    @ParameterizedTest
    @MethodSource("levels")
    void theTrgHoldsARoomAMeshAndEveryFaceAsTriangles(Path file) throws IOException {
        var level = LevelReader.read(file);
        var trg = TrgReader.read(RemasteredCompanionWriter.trg(level));
        assertEquals(level.rooms().size(), trg.meshes().size());
        var corners = level.rooms().stream().mapToInt(room -> 6 * room.quads().size() + 3 * room.triangles().size())
                .sum();
        assertEquals(corners, trg.vertices().size());
        assertEquals(corners, trg.indices().size());
        var first = 0L;
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var ranges = trg.meshes().get(r).shaders().get(0).ranges();
            assertEquals(first, ranges.get(0));
            assertEquals(6L * room.quads().size() + 3L * room.triangles().size(), ranges.get(1));
            if (!room.quads().isEmpty()) {
                // The room's first quad's first corner is its first vertex.
                var vertex = room.vertices().get(room.quads().get(0).v0());
                var written = trg.vertices().get((int) first);
                assertEquals(Math.round(vertex.x()), written.x());
                assertEquals(Math.round(vertex.y()), written.y());
                assertEquals(Math.round(vertex.z()), written.z());
            }
            first += ranges.get(1);
        }
        var pages = new HashSet<Integer>();
        level.rooms().forEach(room -> Stream.concat(room.quads().stream(), room.triangles().stream())
                .forEach(face -> pages.add(level.texturing().objectTextures().get(face.objectTexture()).page())));
        var numbers = new HashSet<Integer>();
        for (int i = 0; i < trg.textures().size(); i++) {
            numbers.add(trg.textures().unsigned(i));
        }
        assertEquals(pages, numbers);
    }

    @Test
    void aCutTrgIsATypedErrorAtTheCountItCannotHold() throws IOException {
        var level = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var trg = RemasteredCompanionWriter.trg(level);
        var cut = Arrays.copyOf(trg, trg.length - 10);
        var error = assertThrows(LevelFormatException.class, () -> TrgReader.read(cut));
        assertEquals("numVertices", error.fieldPath());
        // The vertex count stands 20 bytes a vertex and 4 an index before the end of the whole file.
        var vertices = level.rooms().stream().mapToInt(room -> 6 * room.quads().size() + 3 * room.triangles().size())
                .sum();
        assertEquals(trg.length - 24L * vertices - 4, error.offset());
        var wrongMagic = trg.clone();
        wrongMagic[3] = 2;
        assertEquals("magic", assertThrows(LevelFormatException.class, () -> TrgReader.read(wrongMagic)).fieldPath());
    }

    @Test
    void aPdpWithBytesAfterItsModelsIsATypedError() throws IOException {
        var level = LevelReader.read(Corpus.file("tr2/rando-test1.tr2"));
        var pdp = RemasteredCompanionWriter.pdp(level);
        var longer = Arrays.copyOf(pdp, pdp.length + 2);
        var error = assertThrows(LevelFormatException.class, () -> PdpReader.read(longer, level.version()));
        assertEquals(pdp.length, error.offset());
    }

    private static Path install(Path folder, Level level) throws IOException {
        var file = Files.write(folder.resolve("TEST1.PHD"), LevelWriter.write(level));
        Files.writeString(folder.resolve("test1.map"), "alias\n");
        Files.write(folder.resolve("TEST1.PDP"), RemasteredCompanionWriter.pdp(level));
        Files.write(folder.resolve("TEST1.TRG"), RemasteredCompanionWriter.trg(level));
        return file;
    }

    @Test
    void aLevelWithItsThreeCompanionsIsRemasteredWithoutWarnings(@TempDir Path folder) throws IOException {
        var level = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var companions = RemasteredCompanions.of(level, install(folder, level));
        assertTrue(companions.remastered());
        assertEquals(List.of(), companions.warnings());
    }

    @Test
    void withoutAMapTheLevelIsClassicWhateverElseLiesThere(@TempDir Path folder) throws IOException {
        var level = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var file = install(folder, level);
        Files.delete(folder.resolve("test1.map"));
        Files.write(folder.resolve("TEST1.TRG"), new byte[] {'T', 'R'});
        var companions = RemasteredCompanions.of(level, file);
        assertFalse(companions.remastered());
        assertEquals(List.of(), companions.warnings());
        assertFalse(RemasteredCompanions.of(level, null).remastered());
    }

    @Test
    void aMissingOrCutCompanionIsAWarningNamingIt(@TempDir Path folder) throws IOException {
        var level = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var file = install(folder, level);
        Files.delete(folder.resolve("TEST1.PDP"));
        var trg = Files.readAllBytes(folder.resolve("TEST1.TRG"));
        Files.write(folder.resolve("TEST1.TRG"), Arrays.copyOf(trg, trg.length / 2));
        var companions = RemasteredCompanions.of(level, file);
        assertTrue(companions.remastered());
        var messages = companions.warnings().stream().map(DataWarning::message).toList();
        assertEquals(2, messages.size(), messages.toString());
        assertTrue(messages.get(0).contains("TEST1.PDP"), messages.toString());
        assertTrue(messages.get(1).startsWith("TEST1.TRG cannot be read (cut or damaged"), messages.toString());
    }
}
