package org.tomblens.format.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NearbyFilesTest {
    @TempDir
    Path root;

    @Test
    void findsAFileInTheLevelsFolderInAnyLetterCase() throws IOException {
        var level = file(root.resolve("game/data/wall.tr2"));
        var sounds = file(root.resolve("game/data/main.sfx"));

        var search = NearbyFiles.find(level, "MAIN.SFX", false);

        assertEquals(Optional.of(sounds), search.file());
        assertEquals(List.of(root.resolve("game/data")), search.folders());
    }

    @Test
    void aFolderWithTheFilesNameIsNotTheFile() throws IOException {
        var folder = Files.createDirectories(root.resolve("game/data"));
        Files.createDirectories(folder.resolve("MAIN.SFX"));

        assertEquals(Optional.empty(), NearbyFiles.in(folder, "MAIN.SFX"));
    }

    @Test
    void looksInTheFolderAboveOnlyWhenAskedAndInEveryDataFolderBeside() throws IOException {
        var level = file(root.resolve("game/levels/wall.tr2"));
        var above = file(root.resolve("game/TOMBPC.DAT"));
        var inData = file(root.resolve("game/Data/tombpc.dat"));
        // A file named DATA is no folder to look in.
        file(root.resolve("game/DATA"));

        assertEquals(Optional.of(above), NearbyFiles.find(level, "TOMBPC.DAT", true).file());
        var withoutParent = NearbyFiles.find(level, "TOMBPC.DAT", false);
        assertEquals(Optional.of(inData), withoutParent.file());
        assertEquals(List.of(root.resolve("game/levels"), root.resolve("game/Data")), withoutParent.folders());
    }

    @Test
    void ofTwoSpellingsTheFirstInSortedOrderIsFound() throws IOException {
        var folder = Files.createDirectories(root.resolve("data"));
        file(folder.resolve("main.sfx"));
        var upper = file(folder.resolve("MAIN.SFX"));

        assertEquals(Optional.of(upper), NearbyFiles.in(folder, "Main.Sfx"));
        assertEquals(List.of(upper, folder.resolve("main.sfx")), NearbyFiles.files(folder).toList());
    }

    @Test
    void whileEachFolderIsListedOnceAFileAddedMeanwhileIsSeenOnlyAfter() throws IOException {
        var folder = Files.createDirectories(root.resolve("data"));
        var level = file(folder.resolve("wall.tr2"));
        var sounds = folder.resolve("MAIN.SFX");

        var seen = NearbyFiles.eachFolderListedOnce(() -> {
            var before = NearbyFiles.find(level, "MAIN.SFX", true).file();
            try {
                file(sounds);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return List.of(before, NearbyFiles.find(level, "MAIN.SFX", true).file(), NearbyFiles.in(folder, "wall.TR2"));
        });

        assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.of(level)), seen,
                "the folders as first listed");
        assertEquals(Optional.of(sounds), NearbyFiles.find(level, "MAIN.SFX", true).file(), "listed anew after");
    }

    private static Path file(Path path) throws IOException {
        Files.createDirectories(path.getParent());
        return Files.write(path, new byte[] {1});
    }
}
