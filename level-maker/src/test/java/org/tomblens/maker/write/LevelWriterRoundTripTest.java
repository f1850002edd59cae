package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * What the reader reads from a real TR1 or TR2 level, the writer writes back byte for byte: the Unfinished Business
 * level with its palette where that file keeps it.
 */
class LevelWriterRoundTripTest {

    static List<Path> tr1AndTr2Levels() {
        return Stream.concat(Corpus.files("tr1", ".phd", ".tub").stream(), Corpus.files("tr2", ".tr2").stream())
                .toList();
    }

    /**
     * All of them but OpenTomb's two test levels, whose tool left other bytes than zeros in the gaps between meshes
     * in the mesh blob: the model keeps the meshes, not those gaps, so only their model reads back the same.
     */
    static List<Path> levelsWithZeroMeshGaps() {
        return tr1AndTr2Levels().stream().filter(file -> !file.getFileName().toString().startsWith("opentomb-"))
                .toList();
    }

    @ParameterizedTest
    @MethodSource("levelsWithZeroMeshGaps")
    void everyCorpusTr1AndTr2LevelWritesBackToItsOwnBytes(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var level = LevelReader.read(bytes, file.getFileName().toString());
        assertEquals(List.of(), level.warnings(), "a level read with warnings may have lost bytes");

        var written = LevelWriter.write(level);

        assertEquals(bytes.length, written.length, "size");
        assertEquals(-1, firstDifference(bytes, written), "first differing byte");
    }

    @ParameterizedTest
    @MethodSource("tr1AndTr2Levels")
    void aWrittenCorpusLevelReadsBackToTheSameModel(Path file) throws IOException {
        var level = LevelReader.read(file);
        assertEquals(level, LevelReader.read(LevelWriter.write(level), file.getFileName().toString()));
    }

    @Test
    void otherVersionsAreRefusedByName() throws IOException {
        var tr3 = LevelReader.read(Corpus.file("tr3/injection-bat.tr2"));
        var error = assertThrows(IllegalArgumentException.class, () -> LevelWriter.write(tr3));
        assertTrue(error.getMessage().contains(GameVersion.TR3.name()), error.getMessage());
    }

    private static int firstDifference(byte[] a, byte[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : Math.min(a.length, b.length);
    }
}
