package org.tomblens.format.script;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.testing.Corpus;

/**
 * A real TRLE engine folder's {@code script.dat} and {@code english.dat} (TRosettaStone 3 §12), as the TRLE script
 * compiler wrote them for a project of three levels: every level and language file listed, every string printable,
 * and a level beside them named by the script, its items too.
 */
class Tr4ScriptTest {

    @Test
    void theRealScriptListsItsLevelsWithTheirFilesAndLanguages() throws Exception {
        var script = Tr4Script.read(Files.readAllBytes(Corpus.gameFile("trle-trfr/script.dat")));
        // The level header's NumTotalLevels, byte 9 of the file, counts the title too.
        assertEquals(Files.readAllBytes(Corpus.gameFile("trle-trfr/script.dat"))[9], script.levels().size());
        assertTrue(script.levels().get(0).isTitle(), "the title comes first");
        for (var level : script.levels().subList(1, script.levels().size())) {
            assertNotNull(level.path());
            assertTrue(level.path().startsWith("DATA\\"), level.path());
            assertFalse(level.isTitle());
        }
        assertEquals("ENGLISH.DAT", script.languages().get(0));
    }

    @Test
    void theRealScriptsOtherSettingsAreToldInWords() throws Exception {
        var script = Tr4Script.read(Files.readAllBytes(Corpus.gameFile("trle-trfr/script.dat")));
        // Its last level's block holds a Layer1 (0x89) and a Fog (0x8F) opcode, and its options 0x000C: bits 2
        // and 3, the horizon's.
        var settings = script.levels().get(script.levels().size() - 1).settings();
        assertEquals("horizon", settings.get(0));
        assertTrue(settings.stream().anyMatch(line -> line.startsWith("fog colour ")), settings.toString());
        assertTrue(settings.stream().anyMatch(line -> line.startsWith("sky layer 1 colour ")), settings.toString());
        var atmosphere = script.levels().get(script.levels().size() - 1).atmosphere();
        assertTrue(atmosphere.fog().isPresent());
        assertEquals(1, atmosphere.skyLayers().size());
        assertEquals(1, atmosphere.skyLayers().get(0).layer());
    }

    @Test
    void everyStringOfTheRealLanguageFileIsPrintableText() throws Exception {
        var bytes = Files.readAllBytes(Corpus.gameFile("trle-trfr/english.dat"));
        var language = LanguageFile.read(bytes);
        // Its header's three counts: generic, PSX and PC strings.
        var count = (bytes[0] & 0xFF | (bytes[1] & 0xFF) << 8) + (bytes[2] & 0xFF | (bytes[3] & 0xFF) << 8)
                + (bytes[4] & 0xFF | (bytes[5] & 0xFF) << 8);
        assertEquals(count, language.strings().size());
        for (var text : language.strings()) {
            for (var c : text.toCharArray()) {
                // Besides Latin-1 text, line breaks and tabs, TR4's font draws 0x8F and 0x90 as the confirm and
                // cancel buttons ("\x8F Select", "Cancel \x90").
                var printable = c >= 0x20 && c != 0x7F && (c < 0x80 || c >= 0xA0) || c == '\n' || c == '\t';
                assertTrue(printable || c == 0x8F || c == 0x90, "a garbled character " + (int) c + " in \"" + text
                        + "\"");
            }
        }
        var script = Tr4Script.read(Files.readAllBytes(Corpus.gameFile("trle-trfr/script.dat")));
        for (var level : script.levels()) {
            if (!level.isTitle()) {
                assertFalse(language.string(level.titleString()).isBlank(), "a title for " + level.path());
            }
            level.items().values().forEach(string -> assertFalse(language.string(string).isBlank()));
        }
    }

    @Test
    void aLevelInTheEngineFoldersDataFolderIsNamedByTheScript(@TempDir Path engine) throws Exception {
        var script = Tr4Script.read(Files.readAllBytes(Corpus.gameFile("trle-trfr/script.dat")));
        var language = LanguageFile.read(Files.readAllBytes(Corpus.gameFile("trle-trfr/english.dat")));
        // The engine folder as TRLE lays it out, the level in data/ in lower case, where the script says DATA\.
        Files.copy(Corpus.gameFile("trle-trfr/script.dat"), engine.resolve("script.dat"));
        Files.copy(Corpus.gameFile("trle-trfr/english.dat"), engine.resolve("english.dat"));
        Files.createDirectories(engine.resolve("data"));
        for (var entry : script.levels().subList(1, script.levels().size())) {
            var name = entry.path().substring(entry.path().lastIndexOf('\\') + 1).toLowerCase() + ".tr4";
            var level = Files.write(engine.resolve("data").resolve(name), new byte[] {0});
            var found = LevelScript.find(level, GameVersion.TR4);
            assertEquals(engine.resolve("script.dat"), found.script());
            assertEquals(List.of(), found.problems());
            assertEquals(language.string(entry.titleString()), found.title());
            entry.items().forEach((opcode, string) -> {
                var types = EntityNames.types(GameVersion.TR4, ScriptItems.catalogueName(opcode));
                assertEquals(1, types.size(), "the catalogue has the slot of opcode 0x" + Integer.toHexString(opcode));
                assertEquals(language.string(string), found.items().get(types.get(0)));
                // §12.1.6 slots: key n at opcode 0x93 + n - 1, puzzle n at 0x9F, pickup n at 0xAB, examine n at 0xAF.
                var slots = found.itemNames();
                var slot = opcode < 0x9F ? slots.keys().get(opcode - 0x93) : opcode < 0xAB
                        ? slots.puzzles().get(opcode - 0x9F) : opcode < 0xAF ? slots.pickups().get(opcode - 0xAB)
                        : opcode < 0xB2 ? slots.examines().get(opcode - 0xAF) : language.string(string);
                assertEquals(language.string(string), slot, "opcode 0x" + Integer.toHexString(opcode));
            });
            assertEquals(List.of(12, 12, 4, 3), List.of(found.itemNames().keys().size(),
                    found.itemNames().puzzles().size(), found.itemNames().pickups().size(),
                    found.itemNames().examines().size()));
        }
    }

    @Test
    void aCutScriptNamesNothingAndSaysWhy(@TempDir Path engine) throws Exception {
        var bytes = Files.readAllBytes(Corpus.gameFile("trle-trfr/script.dat"));
        // Cut in the header, the level paths or the level blocks (the TRNG data after the language list is not read).
        for (var length : List.of(0, 8, 56, 80, 200)) {
            var cut = Arrays.copyOf(bytes, length);
            assertThrows(LevelFormatException.class, () -> Tr4Script.read(cut), length + " bytes");
            Files.write(engine.resolve("SCRIPT.DAT"), cut);
            var found = LevelScript.find(Files.write(engine.resolve("level.tr4"), new byte[] {0}), GameVersion.TR4);
            assertNull(found.title());
            assertEquals(1, found.problems().size(), found.problems().toString());
            assertTrue(found.problems().get(0).contains("cannot be read"), found.problems().get(0));
        }
    }

    @Test
    void theCatalogueHasASlotForEveryItemOpcode() {
        for (int opcode = Tr4Script.FIRST_ITEM_OPCODE; opcode <= Tr4Script.LAST_ITEM_OPCODE; opcode++) {
            assertEquals(1, EntityNames.types(GameVersion.TR4, ScriptItems.catalogueName(opcode)).size(),
                    "0x" + Integer.toHexString(opcode) + ": " + ScriptItems.catalogueName(opcode));
        }
    }
}
