package org.tomblens.maker.script;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.format.script.LanguageFile;
import org.tomblens.format.script.LevelScript;
import org.tomblens.format.script.Tr4Script;

/**
 * A TR4 script and language file written by the project as §12 lays them out, read back by the format core to
 * the same levels, paths, titles and item names, the XOR of the strings included; and a level beside them
 * named by them, in an engine folder as TRLE lays one out.
 */
class Tr4ScriptWriterTest {
    private static final List<String> STRINGS = List.of("Title", "The Lost Crypt", "Guardhouse Key", "Ankh",
            "Côte d'Ivoire", "Second Level");
    private static final List<Tr4ScriptWriter.Level> LEVELS = List.of(
            new Tr4ScriptWriter.Level("DATA\\TITLE", -1, 0x0004, Map.of()),
            new Tr4ScriptWriter.Level("DATA\\CRYPT", 1, 0x0040, Map.of(0x93, 2, 0xA0, 3, 0xD9, 4)),
            new Tr4ScriptWriter.Level("DATA\\SECOND", 5, 0x000C, Map.of(), new Atmosphere(
                    Optional.of(new Atmosphere.Colour(200, 120, 40)), List.of(
                            new Atmosphere.SkyLayer(1, new Atmosphere.Colour(64, 96, 128), 7),
                            new Atmosphere.SkyLayer(2, new Atmosphere.Colour(16, 24, 32), -3)))));

    @Test
    void aWrittenScriptReadsBackFieldForField() {
        var script = Tr4Script.read(Tr4ScriptWriter.script(LEVELS, List.of("ENGLISH.DAT", "FRENCH.DAT")));
        assertEquals(List.of("ENGLISH.DAT", "FRENCH.DAT"), script.languages());
        assertEquals(List.of(), script.problems());
        assertEquals(LEVELS.size(), script.levels().size());
        for (int i = 0; i < LEVELS.size(); i++) {
            var written = LEVELS.get(i);
            var read = script.levels().get(i);
            assertEquals(written.path(), read.path());
            assertEquals(written.titleString() < 0, read.isTitle());
            assertEquals(written.options(), read.options());
            if (!read.isTitle()) {
                assertEquals(written.titleString(), read.titleString());
            }
            assertEquals(written.items(), read.items());
            assertEquals(written.atmosphere(), read.atmosphere());
        }
    }

    @Test
    void theFogAndSkyLayersAreTheOpcodesBytes() {
        var bytes = Tr4ScriptWriter.script(LEVELS, List.of("ENGLISH.DAT"));
        // Layer 2 of the last level: 0x8A, red 16, green 24, blue 32, speed -3 as a signed byte.
        var layer2 = indexOf(bytes, new byte[] {(byte) 0x8A, 16, 24, 32, (byte) 0xFD});
        assertTrue(layer2 > 0, "the Layer2 opcode is written");
        var level = Tr4Script.read(bytes).levels().get(2);
        assertEquals(-3, level.atmosphere().skyLayers().get(1).speed());
        assertTrue(level.settings().contains("fog colour 200, 120, 40"), level.settings().toString());
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (java.util.Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        return -1;
    }

    /** TR5 keeps the same SCRIPT.DAT; its catalogue calls the items "Key 1", "Puzzle 2", "Pickup item 4". */
    @Test
    void aTr5LevelIsNamedByTheScriptBesideIt(@TempDir Path game) throws Exception {
        var levels = List.of(new Tr4ScriptWriter.Level("DATA\\TITLE", -1, 0, Map.of()),
                new Tr4ScriptWriter.Level("DATA\\ANDREA1", 1, 0, Map.of(0x93, 2, 0xA0, 3, 0xD9, 4)));
        Files.write(game.resolve("SCRIPT.DAT"), Tr4ScriptWriter.script(levels, List.of("ENGLISH.DAT")));
        Files.write(game.resolve("ENGLISH.DAT"), Tr4ScriptWriter.language(STRINGS));
        Files.createDirectories(game.resolve("DATA"));
        var level = Files.write(game.resolve("DATA/ANDREA1.TRC"), new byte[] {0});

        var found = LevelScript.find(level, GameVersion.TR5);
        assertEquals("The Lost Crypt", found.title());
        // TR5's catalogue: Key 1 is type 196, Puzzle 2 is 173; it has no fourth pickup, so 0xD9 names nothing.
        assertEquals(Map.of(196, "Guardhouse Key", 173, "Ankh"), found.items());
    }

    @Test
    void aWrittenLanguageFileReadsBackItsStringsThroughTheXor() {
        var bytes = Tr4ScriptWriter.language(STRINGS);
        // The first string's first byte is 'T' XOR 0xA5, after a 12-byte header and six offsets.
        assertEquals((byte) ('T' ^ 0xA5), bytes[12 + 2 * STRINGS.size()]);
        assertEquals(STRINGS, LanguageFile.read(bytes).strings());
    }

    @Test
    void aLevelInTheEngineFolderIsNamedByTheWrittenScript(@TempDir Path engine) throws Exception {
        Files.write(engine.resolve("SCRIPT.DAT"), Tr4ScriptWriter.script(LEVELS, List.of("US.DAT", "ENGLISH.DAT")));
        Files.write(engine.resolve("english.dat"), Tr4ScriptWriter.language(STRINGS));
        Files.createDirectories(engine.resolve("data"));
        var level = Files.write(engine.resolve("data/crypt.tr4"), new byte[] {0});

        var found = LevelScript.find(level, GameVersion.TR4);
        assertEquals("The Lost Crypt", found.title());
        // TR4's catalogue: key item 1 is type 203, puzzle item 2 is 176, pickup item 4's second combo piece 242.
        assertEquals(Map.of(203, "Guardhouse Key", 176, "Ankh", 242, "Côte d'Ivoire"), found.items());
        assertEquals(List.of(), found.problems());

        var second = Files.write(engine.resolve("data/second.tr4"), new byte[] {0});
        assertEquals(LEVELS.get(2).atmosphere(), LevelScript.find(second, GameVersion.TR4).atmosphere());

        // The title level (0x82) has no name string: it is named as the title level, with empty item slots.
        var title = LevelScript.find(Files.write(engine.resolve("data/title.tr4"), new byte[] {0}), GameVersion.TR4);
        assertEquals(LevelScript.TITLE_LEVEL, title.title());
        assertEquals(List.of(), title.problems());
        assertEquals("Guardhouse Key", found.itemNames().keys().get(0), "key item 1, opcode 0x93");
        assertEquals("Ankh", found.itemNames().puzzles().get(1), "puzzle item 2, opcode 0xA0");

        var stranger = Files.write(engine.resolve("data/other.tr4"), new byte[] {0});
        var unnamed = LevelScript.find(stranger, GameVersion.TR4);
        assertNull(unnamed.title());
        assertTrue(unnamed.problems().get(0).contains("lists no level named other.tr4"), unnamed.problems().toString());
    }
}
