package org.tomblens.app.load;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelFilesTest {

    @Test
    void stepsThroughTheOpenableFilesOfAFolderInNameOrderAndWraps(@TempDir Path folder) throws Exception {
        for (var name : new String[] {"b.TR2", "a.phd", "notes.txt", "c.trc", "d.prj2"}) {
            Files.writeString(folder.resolve(name), "x");
        }
        Files.createDirectory(folder.resolve("e.tr4"));
        var a = folder.resolve("a.phd");
        assertEquals(Optional.of(folder.resolve("b.TR2")), LevelFiles.step(a, 1));
        assertEquals(Optional.of(folder.resolve("d.prj2")), LevelFiles.step(a, -1), "wraps to the last");
        assertEquals(4, LevelFiles.siblings(a).size(), "no text files, no folders");
    }

    @Test
    void withAScriptItStepsInTheGamesOrderThenThroughTheOthers(@TempDir Path folder) throws Exception {
        for (var name : new String[] {"a.tr2", "WALL.TR2", "boat.tr2", "xian.TR2"}) {
            Files.writeString(folder.resolve(name), "x");
        }
        var order = List.of("WALL", "BOAT", "XIAN");
        assertEquals(Optional.of(folder.resolve("boat.tr2")), LevelFiles.step(folder.resolve("WALL.TR2"), 1, order));
        assertEquals(Optional.of(folder.resolve("a.tr2")), LevelFiles.step(folder.resolve("xian.TR2"), 1, order));
        assertEquals(Optional.of(folder.resolve("WALL.TR2")), LevelFiles.step(folder.resolve("a.tr2"), 1, order));
        assertEquals(Optional.of(folder.resolve("xian.TR2")), LevelFiles.step(folder.resolve("a.tr2"), -1, order));
    }

    @Test
    void aLoneFileHasNoNeighbour(@TempDir Path folder) throws Exception {
        var only = Files.writeString(folder.resolve("only.tr4"), "x");
        assertEquals(Optional.empty(), LevelFiles.step(only, 1));
    }
}
