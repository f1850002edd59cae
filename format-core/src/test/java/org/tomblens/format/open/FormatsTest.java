package org.tomblens.format.open;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;

/** The registry tells a file's format by its magic bytes and opens it as the kind of file it is. */
class FormatsTest {

    static Stream<Arguments> corpusFiles() {
        return Stream.of(
                Arguments.of("tr1/rando-test1.phd", OpenedFile.GameLevel.class),
                Arguments.of("tr3/rando-test1.tr2", OpenedFile.GameLevel.class),
                Arguments.of(Corpus.ENCRYPTED, OpenedFile.GameLevel.class),
                Arguments.of("wad/lara.wad", OpenedFile.TrleLibrary.class),
                Arguments.of("wad2/aod-bookcase.wad2", OpenedFile.Wad2Library.class),
                Arguments.of("prj2/te-test5.prj2", OpenedFile.Project.class),
                Arguments.of("ten/aod-title-te19.ten", OpenedFile.GameLevel.class));
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void aFileIsTheKindOfItsMagicWhateverItsName(String relative, Class<? extends OpenedFile> kind)
            throws IOException {
        var file = Corpus.file(relative);
        var opened = OpenedFile.read(Files.readAllBytes(file), file, "renamed.bin", ProgressListener.NONE);
        assertInstanceOf(kind, opened);
    }

    @Test
    void aFileNoFormatKnowsIsRefusedWithTheVersionItCarries() throws IOException {
        // A text file of the corpus, whose first four bytes are no format's magic.
        var name = "tr1/opentomb-preactivated.README.md";
        var bytes = Files.readAllBytes(Corpus.file(name));
        assertTrue(Formats.ALL.stream().noneMatch(format -> format.recognises(bytes, name)));
        var error = assertThrows(LevelFormatException.class,
                () -> OpenedFile.read(bytes, null, name, ProgressListener.NONE));
        var version = String.format("0x%02X%02X%02X%02X", bytes[3], bytes[2], bytes[1], bytes[0]);
        assertTrue(error.getMessage().contains("unknown version " + version + ": not a TR1–TR5 level"),
                error.getMessage());
    }

    @Test
    void theExtensionsOpenedSinceTheFirstReleaseAreAllRegistered() {
        assertTrue(Formats.extensions().containsAll(List.of("phd", "tub", "tr2", "tr4", "trc", "wad", "wad2", "prj2")),
                Formats.extensions().toString());
    }

    @Test
    void noTwoFormatsClaimTheSameBytes() throws IOException {
        for (var relative : List.of("tr1/ub-egypt.tub", "tr5/trview-lake.trc", "wad/lara.wad",
                "wad2/aod-bookcase.wad2", "prj2/aod-title.prj2", "ten/aod-title-te19.ten")) {
            var bytes = Files.readAllBytes(Corpus.file(relative));
            assertEquals(1, Formats.ALL.stream().filter(format -> format.recognises(bytes, relative)).count(), relative);
        }
    }
}
