package org.tomblens.maker.script;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.script.LevelScript;
import org.tomblens.format.script.Tr2Script;

/**
 * A TR2 {@code TOMBPC.DAT} written by the project as §11 lays it out, read back by the format core to the same
 * level names, paths and item names through the XOR; and an installed game's level named by it.
 */
class Tr2ScriptWriterTest {
    private static final List<Tr2ScriptWriter.Level> LEVELS = List.of(
            new Tr2ScriptWriter.Level("The Great Wall", "data\\wall.TR2", List.of("", "", "", ""),
                    List.of("", ""), List.of("Guardhouse Key", "Rusty Key", "", "")),
            new Tr2ScriptWriter.Level("Venice", "data\\boat.TR2", List.of("", "", "", ""),
                    List.of("", ""), List.of("Boathouse Key", "Steel Key", "Iron Key", "")),
            new Tr2ScriptWriter.Level("Temple of Xian", "data\\xian.TR2", List.of("Gold Key", "", "", ""),
                    List.of("Dragon Seal", ""), List.of("Gold Key", "Silver Key", "Main Chamber Key", "")));
    private static final int KEY = 0x9A;

    @Test
    void aWrittenScriptReadsBackFieldForField() {
        var script = Tr2Script.read(Tr2ScriptWriter.script(LEVELS, KEY));
        assertEquals(LEVELS.size(), script.levels().size());
        for (int i = 0; i < LEVELS.size(); i++) {
            var written = LEVELS.get(i);
            var read = script.levels().get(i);
            assertEquals(written.name(), read.name());
            assertEquals(written.path(), read.path());
            assertEquals(blanksAsNone(written.puzzles()), read.puzzles());
            assertEquals(blanksAsNone(written.pickups()), read.pickups());
            assertEquals(blanksAsNone(written.keys()), read.keys());
        }
    }

    @Test
    void eachLayoutIsReadAsTheLayoutItWasWrittenIn() {
        for (var layout : Tr2Script.Layout.values()) {
            var script = Tr2Script.read(Tr2ScriptWriter.script(LEVELS, KEY, layout));
            assertEquals(layout, script.layout());
            assertEquals("Temple of Xian", script.levels().get(2).name());
            assertEquals(Arrays.asList("Gold Key", "Silver Key", "Main Chamber Key", null), script.levels().get(2).keys());
        }
    }

    /**
     * A PC script ends right after the key names: 22 bytes of offsets and sizes per array of three one-string-per-level
     * names, the last array holding "", "", "" for the fourth keys.
     */
    @Test
    void aPcScriptEndsWithItsTenItemArrays() {
        var bytes = Tr2ScriptWriter.script(LEVELS, KEY);
        // The last array: three offsets, the size (3: three empty strings), then the three terminators, XOR-ed.
        var k = (byte) KEY;
        assertArrayEquals(new byte[] {0, 0, 1, 0, 2, 0, 3, 0, k, k, k}, Arrays.copyOfRange(bytes, bytes.length - 11,
                bytes.length));
        var extra = Arrays.copyOf(bytes, bytes.length + 1);
        assertThrows(LevelFormatException.class, () -> Tr2Script.read(extra), "a byte past every layout's end");
    }

    @Test
    void theStringsAreStoredXoredWithTheKey() {
        var bytes = Tr2ScriptWriter.script(LEVELS, KEY);
        // After the 390-byte header, the level names' three offsets and total size: "The Great Wall", XOR-ed.
        assertEquals((byte) ('T' ^ KEY), bytes[390 + 3 * 2 + 2]);
        assertEquals((byte) KEY, bytes[390 + 8 + "The Great Wall".length()], "the terminator is XOR-ed too");
    }

    @Test
    void aLevelOfAnInstalledGameIsNamedByItsScript(@TempDir Path game) throws Exception {
        Files.createDirectories(game.resolve("data"));
        Files.write(game.resolve("data/tombPC.dat"), Tr2ScriptWriter.script(LEVELS, KEY));
        var level = Files.write(game.resolve("data/XIAN.TR2"), new byte[] {0});

        var found = LevelScript.find(level, GameVersion.TR2);
        assertEquals("Temple of Xian", found.title());
        // TR2's catalogue: Puzzle 1 is types 174 and 178 (where it lies, in the inventory), Quest item 1 is 205
        // and 207, Key 3 is 195 and 199.
        assertEquals("Gold Key", found.items().get(174));
        assertEquals("Gold Key", found.items().get(178));
        assertEquals("Dragon Seal", found.items().get(205));
        assertEquals("Dragon Seal", found.items().get(207));
        assertEquals("Main Chamber Key", found.items().get(195));
        assertEquals("Main Chamber Key", found.items().get(199));
        assertEquals(List.of(), found.problems());
    }

    @Test
    void aCutScriptNamesNothingAndSaysWhy(@TempDir Path game) throws Exception {
        var bytes = Tr2ScriptWriter.script(LEVELS, KEY);
        for (var length : List.of(0, 100, 300, 400, bytes.length - 1)) {
            var cut = Arrays.copyOf(bytes, length);
            assertThrows(LevelFormatException.class, () -> Tr2Script.read(cut), length + " bytes");
            Files.write(game.resolve("TOMBPC.DAT"), cut);
            var found = LevelScript.find(Files.write(game.resolve("wall.tr2"), new byte[] {0}), GameVersion.TR2);
            assertNull(found.title());
            assertTrue(found.problems().get(0).contains("cannot be read"), found.problems().toString());
        }
    }

    @Test
    void tr1LevelsAreNamedAsTheGameNamesThem(@TempDir Path game) throws Exception {
        var level = Files.write(game.resolve("level10c.phd"), new byte[] {0});
        var found = LevelScript.find(level, GameVersion.TR1);
        assertEquals("The Great Pyramid", found.title());
        assertNull(found.script());
        assertEquals(Map.of(), found.items());
    }

    private static List<String> blanksAsNone(List<String> names) {
        return names.stream().map(name -> name.isEmpty() ? null : name).toList();
    }
}
