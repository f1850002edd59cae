package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.testing.Corpus;

/** Every level of the shared corpus reads to its end, as the version its folder names (or its twin's). */
class CorpusLevelsTest {
    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    /** The encrypted TRNG level too, which sits in tr4/ for its magic and reads as TR5 like its plain twin. */
    @ParameterizedTest
    @MethodSource("levels")
    void everyCorpusLevelReadsCompletelyAsItsVersion(Path file) throws IOException {
        var expected = Corpus.version(file);
        var level = assertDoesNotThrow(() -> LevelReader.read(file), file::toString);
        assertEquals(expected, level.version());
        assertEquals(0, level.footerBytes(), "no corpus level carries a TRNG footer");
        var bytes = Files.readAllBytes(file);
        assertEquals(expected, LevelVariants.of(bytes, "no-extension-hint").version(bytes, "no-extension-hint"),
                "the version is told by the bytes, not the name");
    }
}
