package org.tomblens.format.open;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.read.FileFormat;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** Opening tells a file's format once and hands it down; what is read is what the readers read. */
class OpenedFileTest {

    static Stream<Arguments> corpusLevels() {
        return Stream.of("tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2", "tr4/rando-test1.tr4",
                Corpus.ENCRYPTED, "tr5/rando-test1.trc").map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("corpusLevels")
    void anOpenedLevelIsTheLevelTheLevelReaderReads(String relative) throws IOException {
        var file = Corpus.file(relative);
        var opened = OpenedFile.read(file, ProgressListener.NONE);
        assertEquals(CorpusCache.level(file), opened.level());
    }

    @Test
    void theFormatHandedToTheLevelReaderDecidesHowItReadsTheBytes() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("tr2/rando-test1.tr2"));
        var error = assertThrows(LevelFormatException.class,
                () -> LevelReader.read(bytes, "rando-test1.tr2", FileFormat.WAD, ProgressListener.NONE));
        assertTrue(error.getMessage().contains("a TRLE object library (WAD), not a level"), error.getMessage());
    }
}
