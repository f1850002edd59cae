package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.testing.Corpus;

/** Every level of the shared corpus reads to its end, as the version its folder names. */
class CorpusLevelsTest {
    private static final String ENCRYPTED = Corpus.ENCRYPTED;

    static Stream<Path> plainLevels() {
        return Corpus.plainLevels().stream();
    }

    @ParameterizedTest
    @MethodSource("plainLevels")
    void everyPlainCorpusLevelReadsCompletelyAsItsFolderVersion(Path file) throws IOException {
        var expected = GameVersion.valueOf(file.getParent().getFileName().toString().toUpperCase());
        var level = assertDoesNotThrow(() -> LevelReader.read(file), file::toString);
        assertEquals(expected, level.version());
        assertEquals(0, level.footerBytes(), "no corpus level carries a TRNG footer");
        assertEquals(expected, FormatDetector.levelVersion(Files.readAllBytes(file), "no-extension-hint"),
                "the version is told by the bytes, not the name");
    }

    @Test
    void encryptedLevelHasTheLayoutOfItsTr5Twin() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file(ENCRYPTED));
        assertEquals(GameVersion.TR5, FormatDetector.levelVersion(bytes, "trview-lake-enc.tr4"));
    }
}
