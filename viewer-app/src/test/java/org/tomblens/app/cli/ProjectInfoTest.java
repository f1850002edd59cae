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
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.open.Formats;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.maker.wad2.Wad2FromWad;
import org.tomblens.maker.wad2.Wad2Writer;

/** {@code info} on Tomb Editor projects: the JSON line's contract, its values, and the readable summary. */
class ProjectInfoTest {
    /** The keys and their order as the command-line contract spells them for projects. */
    private static final List<String> CONTRACT = List.of("file", "version", "ok", "error", "game_version", "rooms",
            "sectors_total", "objects", "models_resolved", "models_missing");

    private static List<JsonNode> json(CommandRun run) throws IOException {
        var lines = new ArrayList<JsonNode>();
        for (var line : run.out().split("\n")) {
            lines.add(new ObjectMapper().readTree(line));
        }
        return lines;
    }

    private static List<String> keys(JsonNode line) {
        var keys = new ArrayList<String>();
        line.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    private static Map<String, Integer> objects(JsonNode line) {
        var objects = new TreeMap<String, Integer>();
        line.get("objects").fields().forEachRemaining(e -> objects.put(e.getKey(), e.getValue().asInt()));
        return objects;
    }

    @Test
    void eachProjectGivesOneLineWithExactlyTheProjectKeysAndTheCountsItStores() throws IOException {
        var run = CommandRun.of("info", "--json", Corpus.file("prj2/te-test5.prj2").toString(),
                Corpus.file("prj2/aod-title.prj2").toString());
        assertEquals(0, run.status(), run.err());
        var lines = json(run);
        assertEquals(2, lines.size());
        for (var line : lines) {
            assertEquals(CONTRACT, keys(line));
            assertEquals("PRJ2", line.get("version").asText());
            assertTrue(line.get("ok").asBoolean());
            assertTrue(line.get("error").isNull());
            assertEquals(1, line.get("rooms").asInt());
        }
        // TeGameVersion stores 0x12 and 0x10; the rooms are 20 x 20 and 7 x 9 sectors.
        assertEquals(18, lines.get(0).get("game_version").asInt());
        assertEquals(400, lines.get(0).get("sectors_total").asInt());
        assertEquals(Map.of("TeLig", 1, "TeMov", 2, "TeTri2", 1), objects(lines.get(0)));
        assertEquals(16, lines.get(1).get("game_version").asInt());
        assertEquals(63, lines.get(1).get("sectors_total").asInt());
        assertEquals(Map.of("TeFly", 1, "TeMov4", 2), objects(lines.get(1)));
        for (var line : lines) {
            // in the corpus folder the libraries they name are not found: both movables of each are boxes
            assertEquals(0, line.get("models_resolved").asInt());
            assertEquals(2, line.get("models_missing").asInt());
        }
    }

    /**
     * The title project placed where it expects its library ({@code ..\..\Assets\Objects\Title.wad2}), with
     * the corpus TRLE library there, and then the same library as a WAD2: Lara (type 0) takes its model, the other
     * movable (type 427) has none in it.
     */
    @Test
    void modelsFromTheProjectsLibrariesAreCountedAsResolvedTheRestAsMissing(@TempDir Path folder) throws IOException {
        var project = folder.resolve("Levels/Title/aod-title.prj2");
        Files.createDirectories(project.getParent());
        Files.copy(Corpus.file("prj2/aod-title.prj2"), project);
        var library = Files.createDirectories(folder.resolve("Assets/Objects")).resolve("Title.wad2");
        var wad = Corpus.file("wad/lara.wad");
        Files.copy(wad, library);
        var asWad = json(CommandRun.of("info", "--json", project.toString())).get(0);
        assertEquals(1, asWad.get("models_resolved").asInt(), asWad.toString());
        assertEquals(1, asWad.get("models_missing").asInt());

        var wad2 = Wad2Writer.write(Wad2FromWad.convert(WadLevel.of(WadReader.read(wad))));
        Files.write(library, wad2);
        var asWad2 = json(CommandRun.of("info", "--json", project.toString())).get(0);
        assertEquals(1, asWad2.get("models_resolved").asInt(), asWad2.toString());
        assertEquals(1, asWad2.get("models_missing").asInt());
    }

    @Test
    void aBrokenProjectSaysWhereItBrokeAndCountsNothingWhileALevelBesideItKeepsItsOwnKeys(@TempDir Path folder)
            throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("prj2/te-test5.prj2"));
        var cut = folder.resolve("cut.prj2");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
        var level = Corpus.file("tr1/injection-twist.phd");
        var run = CommandRun.of("info", "--json", cut.toString(), level.toString());
        assertEquals(1, run.status());
        var lines = json(run);
        var broken = lines.get(0);
        assertEquals(CONTRACT, keys(broken));
        assertEquals("PRJ2", broken.get("version").asText());
        assertFalse(broken.get("ok").asBoolean());
        assertTrue(broken.get("error").asText().startsWith("TeRooms/TeRoom[0]/TeSecs/"), broken.toString());
        for (var count : List.of("game_version", "rooms", "sectors_total", "objects", "models_resolved",
                "models_missing")) {
            assertTrue(broken.get(count).isNull(), count);
        }
        assertEquals(Formats.of(Files.readAllBytes(level), level.getFileName().toString()).infoKeys(),
                keys(lines.get(1)), "a level's line is the level contract, as before");
        assertEquals("TR1", lines.get(1).get("version").asText());
    }

    @Test
    void withoutJsonAProjectIsSummarisedInWords() {
        var run = CommandRun.of("info", Corpus.file("prj2/aod-title.prj2").toString());
        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("aod-title.prj2: Tomb Editor project (PRJ2), game version 16 (TRNG)"),
                run.out());
        assertTrue(run.out().contains("1 rooms, 63 sectors, 3 objects"), run.out());
        assertTrue(run.out().contains("TeFly 1, TeMov4 2"), run.out());
    }
}
