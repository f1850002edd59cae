package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/** What the reader reads from a real TR2 level, the writer writes back byte for byte. */
class LevelWriterRoundTripTest {

    static List<Path> tr2Levels() {
        return Corpus.files("tr2", ".tr2");
    }

    @ParameterizedTest
    @MethodSource("tr2Levels")
    void everyCorpusTr2LevelWritesBackToItsOwnBytes(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var level = LevelReader.read(bytes, file.getFileName().toString());
        assertEquals(List.of(), level.warnings(), "a level read with warnings may have lost bytes");

        var written = LevelWriter.write(level);

        assertEquals(bytes.length, written.length, "size");
        assertEquals(-1, firstDifference(bytes, written), "first differing byte");
    }

    @ParameterizedTest
    @MethodSource("tr2Levels")
    void aWrittenCorpusLevelReadsBackToTheSameModel(Path file) throws IOException {
        var level = LevelReader.read(file);
        assertEquals(level, LevelReader.read(LevelWriter.write(level), file.getFileName().toString()));
    }

    @Test
    void otherVersionsAreRefusedByName() throws IOException {
        var tr1 = LevelReader.read(Corpus.file("tr1/injection-twist.phd"));
        var error = assertThrows(IllegalArgumentException.class, () -> LevelWriter.write(tr1));
        assertTrue(error.getMessage().contains(GameVersion.TR1.name()), error.getMessage());
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
