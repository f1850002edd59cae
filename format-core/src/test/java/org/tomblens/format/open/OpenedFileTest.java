package org.tomblens.format.open;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/**
 * Opening reads a file's bytes once and hands them to the format they carry; what is read is what the readers read,
 * as the kind of file it is.
 */
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
        assertInstanceOf(OpenedFile.GameLevel.class, opened);
        assertEquals(CorpusCache.level(file), opened.level());
    }

    @Test
    void aLibraryIsRecognisedAsOneAndSaysSoWhereOnlyLevelsAreRead() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("wad/lara.wad"));
        var format = Formats.of(bytes, "lara.wad");
        assertEquals(FileKind.LIBRARY, format.kind());
        var error = format.notALevel();
        assertTrue(error.getMessage().contains("a TRLE object library (WAD), not a level"), error.getMessage());
        assertEquals(0, error.offset());
    }

    @Test
    void aLibraryIsReadFromTheBytesGivenAndItsCompanionsFromBesideItsPath(@TempDir Path folder) throws IOException {
        var library = Corpus.file("wad/lara.wad");
        for (var companion : List.of("lara.was", "lara.swd", "lara.sfx", "lara.sam")) {
            Files.copy(library.resolveSibling(companion), folder.resolve(companion));
        }
        // No lara.wad in the folder: the library can only come from the bytes.
        var opened = OpenedFile.read(Files.readAllBytes(library), folder.resolve("lara.wad"), "lara.wad",
                ProgressListener.NONE);

        var wad = assertInstanceOf(OpenedFile.TrleLibrary.class, opened).wad();
        assertEquals(List.of("lara.was", "lara.swd", "lara.sfx", "lara.sam"), wad.companions().files());
        assertEquals("lara.wad", wad.fileName());
        assertEquals(List.of(), opened.warnings());
    }

    /** A library's own warnings reach its level (WadLevel keeps them), and are listed once. */
    @Test
    void aLibrarysWarningsAreListedOnce(@TempDir Path folder) throws IOException {
        var library = Corpus.file("wad/lara.wad");
        // A swap-mesh file cut short beside it: the library loads, warning of it.
        var swapMeshes = Files.readAllBytes(library.resolveSibling("lara.swd"));
        Files.write(folder.resolve("lara.swd"), java.util.Arrays.copyOf(swapMeshes, 3));
        var opened = OpenedFile.read(Files.readAllBytes(library), folder.resolve("lara.wad"), "lara.wad",
                ProgressListener.NONE);
        var wadWarnings = assertInstanceOf(OpenedFile.TrleLibrary.class, opened).wad().warnings();
        assertFalse(wadWarnings.isEmpty(), "the cut file is warned of");
        assertEquals(opened.level().warnings(), opened.warnings());
        for (var warning : wadWarnings) {
            assertEquals(1, opened.warnings().stream().filter(warning::equals).count(), warning.toString());
        }
    }

    @Test
    void aProjectsShadedFacesAreAWarningAboutTheWholeFileShownAsItsMessageAlone() throws IOException {
        var opened = OpenedFile.read(Corpus.file("prj2/aod-title.prj2"), ProgressListener.NONE);
        var shading = assertInstanceOf(OpenedFile.Project.class, opened).project().shading();
        assertNotNull(shading, "the project's texture is not in the corpus, so its faces are shaded");

        var warning = opened.warnings().get(opened.warnings().size() - 1);

        assertEquals(new DataWarning("", OptionalLong.empty(), shading), warning);
        assertEquals(shading, warning.toString());
    }
}
