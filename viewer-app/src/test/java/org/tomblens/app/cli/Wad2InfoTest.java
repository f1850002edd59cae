package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.RawChunks;
import org.tomblens.format.wad2.Wad2SoundInfo;
import org.tomblens.maker.wad2.Wad2SoundsWriter;

/** {@code info} on Tomb Editor's WAD2 libraries: the keys of the contract, and counts from the file's chunk headers. */
class Wad2InfoTest {
    /** The WAD keys, then the two a WAD2 adds. */
    private static final List<String> CONTRACT = List.of("file", "version", "ok", "error", "textiles",
            "object_textures", "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches",
            "anim_commands", "mesh_trees", "frames_words", "moveables", "static_meshes", "sprite_sequences",
            "game_version", "sound_infos");

    private static JsonNode line(CommandRun run) throws IOException {
        return new ObjectMapper().readTree(run.out().strip());
    }

    private static List<String> keys(JsonNode line) {
        var keys = new ArrayList<String>();
        line.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    @Test
    void eachLibraryGivesTheContractKeysWithTheCountsItsChunksHold() throws IOException {
        for (var file : Corpus.files("wad2", ".wad2")) {
            var bytes = Files.readAllBytes(file);
            var line = line(CommandRun.of("info", "--json", file.toString()));
            assertEquals(CONTRACT, keys(line));
            assertEquals("WAD2", line.get("version").asText());
            assertTrue(line.get("ok").asBoolean(), line.toString());
            assertEquals(count(bytes, "W2Textures", "W2Txt"), line.get("textiles").asInt());
            var moveables = count(bytes, "W2Moveables", "W2Moveable");
            assertEquals(moveables, line.get("moveables").asInt());
            assertEquals(count(bytes, "W2Statics", "W2Static2"), line.get("static_meshes").asInt());
            assertEquals(count(bytes, "W2SpriteSequences", "W2SpriteSeq"), line.get("sprite_sequences").asInt());
            // every movable's meshes and animations, then one mesh per static
            var meshes = count(bytes, "W2Statics", "W2Static2");
            var animations = 0;
            var list = RawChunks.find(bytes, RawChunks.wad2StreamStart(bytes), bytes.length, "W2Moveables", 0);
            for (int m = 0; m < moveables; m++) {
                var moveable = RawChunks.find(bytes, list.dataStart(), list.dataEnd(), "W2Moveable", m);
                var afterId = new int[] {moveable.dataStart()};
                RawChunks.leb(bytes, afterId);
                meshes += occurrences(bytes, afterId[0], moveable.dataEnd(), "W2Mesh");
                animations += occurrences(bytes, afterId[0], moveable.dataEnd(), "W2Ani2");
            }
            assertEquals(meshes, line.get("mesh_pointers").asInt());
            assertEquals(animations, line.get("animations").asInt());
            var game = RawChunks.find(bytes, RawChunks.wad2StreamStart(bytes), bytes.length,
                    "W2SuggestedGameVersion", 0);
            // the first layout keeps its game before the stream, TR1 as 0
            assertEquals(game == null ? bytes[8] + 1 : bytes[game.dataStart()], line.get("game_version").asInt());
            for (var absent : List.of("mesh_data_words", "mesh_trees", "frames_words")) {
                assertTrue(line.get(absent).isNull(), absent);
            }
            // no XML file lies beside the corpus libraries: only sounds the file holds itself are counted
            var ownSounds = count(bytes, "W2Sounds", "W2Sound");
            if (ownSounds == 0) {
                assertTrue(line.get("sound_infos").isNull(), line.toString());
            } else {
                assertEquals(ownSounds, line.get("sound_infos").asInt(), line.toString());
            }
        }
    }

    @Test
    void aCutLibraryGivesTheSameKeysWithWhereItBroke(@TempDir Path folder) throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("wad2/aod-bookcase.wad2"));
        var cut = folder.resolve("cut.wad2");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
        var run = CommandRun.of("info", "--json", cut.toString());
        assertEquals(1, run.status());
        var line = line(run);
        assertEquals(CONTRACT, keys(line));
        assertFalse(line.get("ok").asBoolean());
        assertTrue(line.get("error").asText().startsWith("W2Textures/W2Txt[1]/W2TxtData"), line.toString());
        assertTrue(line.get("moveables").isNull());
    }

    @Test
    void theSoundsOfTheXmlFileBesideTheLibraryAreCounted(@TempDir Path folder) throws IOException {
        var library = Files.copy(Corpus.file("wad2/aod-bookcase.wad2"), folder.resolve("bookcase.wad2"));
        var sounds = List.of(new Wad2SoundInfo(0, "LARA_FEET", 65, 10, 100, 0, false, true, true, "None",
                List.of("sn000_s0.wav"), false), new Wad2SoundInfo(9, "DOOR", 80, 8, 100, 0, false, false, false,
                "OneShotWait", List.of("door.wav"), false));
        Files.writeString(folder.resolve("BOOKCASE.XML"), Wad2SoundsWriter.write(sounds));
        var line = line(CommandRun.of("info", "--json", library.toString()));
        assertEquals(2, line.get("sound_infos").asInt(), line.toString());
    }

    @Test
    void withoutJsonTheSummaryNamesTheLibrary() {
        var run = CommandRun.of("info", Corpus.file("wad2/aod-bookcase.wad2").toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("aod-bookcase.wad2: Tomb Editor object library (WAD2), game version 4"),
                run.out());
        assertTrue(run.out().contains("0 movables, 4 statics"), run.out());
    }

    private static int count(byte[] bytes, String list, String id) {
        var top = RawChunks.find(bytes, RawChunks.wad2StreamStart(bytes), bytes.length, list, 0);
        return top == null ? 0 : occurrences(bytes, top.dataStart(), top.dataEnd(), id);
    }

    private static int occurrences(byte[] bytes, int from, int to, String id) {
        var count = 0;
        while (RawChunks.find(bytes, from, to, id, count) != null) {
            count++;
        }
        return count;
    }
}
