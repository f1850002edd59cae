package org.tomblens.format.script;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DemoLevelFile;

/**
 * The retail TR2 {@code TOMBPC.DAT}: it ends right after its ten item arrays (no secrets or specials), so it reads in
 * the PC layout, every level with its title and item names as the file's bytes hold them (read here by hand from a
 * dump of its string arrays: 22 levels, XOR key 0xA6).
 */
class Tr2ScriptTest {
    private static final String RETAIL = "tr2-retail/TOMBPC.DAT";

    @Test
    void theRetailScriptReadsInThePcLayoutWithEveryLevelNamed() throws IOException {
        var script = Tr2Script.read(Files.readAllBytes(Corpus.gameFile(RETAIL)));

        assertEquals(Tr2Script.Layout.PC, script.layout());
        assertEquals(22, script.levels().size());
        var fathoms = script.levels().get(7);
        assertEquals("40 Fathoms", fathoms.name());
        assertEquals("data\\unwater.TR2", fathoms.path());
        var monastery = script.levels().get(12);
        assertEquals("Barkhang Monastery", monastery.name());
        assertEquals(List.of("Prayer Wheels", "Gemstones", "P3", "The Seraph"), monastery.puzzles());
        assertEquals(List.of("P1", "P2"), monastery.pickups());
        assertEquals(List.of("Strongroom Key", "Trapdoor Key", "Rooftops Key", "Main Hall Key"), monastery.keys());
        assertEquals(List.of("Gong Hammer", "P2"), script.levels().get(13).pickups());
        assertTrue(script.levels().stream().noneMatch(level -> level.name().isBlank()));
    }

    /** The game's own folder: the script, and the level it lists, 40 Fathoms, as DATA/UNWATER.TR2 beside it. */
    @Test
    void fortyFathomsBesideTheRetailScriptIsNamedByIt(@TempDir Path game) throws IOException {
        Files.createSymbolicLink(game.resolve("TOMBPC.DAT"), Corpus.gameFile(RETAIL).toAbsolutePath());
        Files.createDirectories(game.resolve("DATA"));
        var level = Files.copy(DemoLevelFile.PATH, game.resolve("DATA/UNWATER.TR2"));

        var found = LevelScript.find(level, GameVersion.TR2);

        assertEquals("40 Fathoms", found.title());
        assertEquals(List.of(), found.problems());
    }

    @Test
    void aByteMoreOrLessMatchesNoLayoutAndFailsWithTheClosestOnesPlace() throws IOException {
        var bytes = Files.readAllBytes(Corpus.gameFile(RETAIL));
        for (var changed : List.of(Arrays.copyOf(bytes, bytes.length + 1), Arrays.copyOf(bytes, bytes.length - 1))) {
            var error = assertThrows(LevelFormatException.class, () -> Tr2Script.read(changed));
            assertTrue(error.offset() > bytes.length - 200, "the PC layout reads nearly to the end: " + error);
            assertTrue(error.fieldPath().startsWith("keyStrings"), error.fieldPath());
        }
    }
}
