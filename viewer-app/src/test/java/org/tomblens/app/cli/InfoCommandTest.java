package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.maker.write.PsxLevelWriter;

class InfoCommandTest {
    /** The keys and their order as the command-line contract spells them. */
    private static final List<String> CONTRACT = List.of("file", "version", "ok", "error", "textiles", "rooms",
            "floordata_words", "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches",
            "anim_commands", "mesh_trees", "frames_words", "moveables", "static_meshes", "object_textures",
            "sprite_textures", "sprite_sequences", "cameras", "flyby_cameras", "sound_sources", "boxes", "overlaps",
            "animated_textures_words", "entities", "ai_objects", "sound_details", "sample_indices",
            "room_vertices_total", "room_quads_total", "room_triangles_total", "room_sprites_total", "portals_total",
            "sectors_total", "static_mesh_instances_total", "lights_total", "entity_type_ids", "title", "script",
            "warnings", "items", "platform", "variant", "remastered");

    private record Run(int status, List<JsonNode> lines) {}

    private static Run info(List<Path> files) throws Exception {
        var out = new StringWriter();
        var commandLine = TombLensCommand.commandLine();
        commandLine.setOut(new PrintWriter(out));
        var args = new ArrayList<String>(List.of("info", "--json"));
        files.forEach(file -> args.add(file.toString()));
        var status = commandLine.execute(args.toArray(String[]::new));
        var mapper = new ObjectMapper();
        var lines = new ArrayList<JsonNode>();
        for (var line : out.toString().split("\n")) {
            lines.add(mapper.readTree(line));
        }
        return new Run(status, lines);
    }

    @Test
    void everyCorpusLevelGivesOneLineWithExactlyTheContractKeys() throws Exception {
        var files = Corpus.levels();
        var run = info(files);
        assertEquals(0, run.status(), "every level reads, the encrypted TRNG level too");
        assertEquals(files.size(), run.lines().size());
        for (int i = 0; i < files.size(); i++) {
            var line = run.lines().get(i);
            var keys = new ArrayList<String>();
            line.fieldNames().forEachRemaining(keys::add);
            assertEquals(CONTRACT, keys, files.get(i).toString());
            assertEquals(files.get(i).getFileName().toString(), line.get("file").asText());
            assertTrue(line.get("ok").asBoolean(), line.toString());
            assertTrue(line.get("error").isNull());
            assertEquals(Corpus.version(files.get(i)).name(), line.get("version").asText());
            assertTrue(line.get("entity_type_ids").isArray());
            assertTrue(line.get("warnings").isInt(), line.toString());
            assertTrue(line.get("items").isNull(), "no script beside corpus levels");
            assertEquals("PC", line.get("platform").asText());
            assertEquals("PC", line.get("variant").asText());
        }
    }

    /**
     * A PlayStation level (a real PC level written in the layout of its game) names its platform and variant, as
     * text too.
     */
    @ParameterizedTest
    @CsvSource({"tr1/injection-twist.phd, TR1", "tr2/rando-test1.tr2, TR2"})
    void aPlayStationLevelNamesItsPlatformAndVariant(String level, String version, @TempDir Path folder)
            throws Exception {
        var pc = Corpus.file(level);
        var file = Files.write(folder.resolve("LEVEL.PSX"), PsxLevelWriter.write(LevelReader.read(pc)));
        var line = info(List.of(file)).lines().get(0);
        assertTrue(line.get("ok").asBoolean(), line.toString());
        assertEquals(version, line.get("version").asText());
        assertEquals("PSX", line.get("platform").asText());
        assertEquals("retail", line.get("variant").asText());
        assertEquals(info(List.of(pc)).lines().get(0).get("rooms"), line.get("rooms"));
        assertTrue(CommandRun.of("info", file.toString()).out().contains("platform: PSX, retail release"));
    }

    /** A PlayStation file whose version word is not the retail release's is refused, saying what was recognised. */
    @Test
    void anUnknownPlayStationVariantIsNamedAsSuch(@TempDir Path folder) throws Exception {
        var bytes = PsxLevelWriter.write(LevelReader.read(Corpus.file("tr1/injection-twist.phd")));
        // The version word follows the bank's header and body (each after its u32 size), 13 pages and 1024 tables.
        var words = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        var headerSize = words.getInt(0);
        var bodySize = words.getInt(4 + headerSize);
        var version = 8 + headerSize + bodySize + 13 * 32768 + 1024 * 32;
        var stored = bytes.clone();
        var file = folder.resolve("BETA.PSX");
        assertEquals(32, stored[version]);
        stored[version] = 27;
        Files.write(file, stored);
        var line = info(List.of(file)).lines().get(0);
        assertFalse(line.get("ok").asBoolean());
        assertEquals("PSX", line.get("platform").asText(), line.toString());
        assertTrue(line.get("error").asText().contains("unknown PlayStation variant"), line.toString());
    }

    /** Retail levels (Unfinished Business as shipped, The Golden Mask's first) open without a warning. */
    @Test
    void retailCorpusLevelsGiveNoWarning() throws Exception {
        var run = info(List.of(Corpus.file("tr1/ub-egypt.tub"), Corpus.file("tr2/goldmask-cold-war.tr2")));
        for (var line : run.lines()) {
            assertTrue(line.get("ok").asBoolean(), line.toString());
            assertEquals(0, line.get("warnings").asInt(), line.get("file").asText());
        }
    }

    /**
     * The retail TR2 script names Barkhang Monastery's items in its four puzzle, two pickup and four key arrays (read
     * by hand from its bytes); the game's placeholders ("P3", "K1") are names it stores too.
     */
    @Test
    void itemsAreTheScriptsNamesSlotBySlot(@TempDir Path game) throws Exception {
        Files.createSymbolicLink(game.resolve("TOMBPC.DAT"), Corpus.gameFile("tr2-retail/TOMBPC.DAT").toAbsolutePath());
        Files.createDirectories(game.resolve("DATA"));
        var level = Files.copy(DemoLevelFile.PATH, game.resolve("DATA/MONASTRY.TR2"));

        var line = info(List.of(level)).lines().get(0);

        assertEquals("Barkhang Monastery", line.get("title").asText());
        var items = new ObjectMapper().readTree("{\"puzzles\": [\"Prayer Wheels\", \"Gemstones\", \"P3\", "
                + "\"The Seraph\"], \"pickups\": [\"P1\", \"P2\"], \"keys\": [\"Strongroom Key\", "
                + "\"Trapdoor Key\", \"Rooftops Key\", \"Main Hall Key\"]}");
        assertEquals(items, line.get("items"));
    }

    @Test
    void theEncryptedLevelGivesTheCountsOfItsPlainTwin() throws Exception {
        var run = info(List.of(Corpus.file(Corpus.ENCRYPTED), Corpus.file(Corpus.ENCRYPTED_TWIN)));
        var encrypted = (ObjectNode) run.lines().get(0);
        var twin = (ObjectNode) run.lines().get(1);
        assertTrue(encrypted.get("ok").asBoolean(), encrypted.toString());
        assertEquals("TR5", encrypted.get("version").asText());
        encrypted.remove("file");
        twin.remove("file");
        assertEquals(twin, encrypted);
    }

    @Test
    void entityTypeIdsAreTheSortedDistinctTypesOfTheOpenTombTestLevel() throws Exception {
        // opentomb-preactivated.phd places Lara (0), a door and coloured-tile switches; whatever the types,
        // the list must be strictly increasing, i.e. sorted and distinct.
        var line = info(List.of(Corpus.file("tr1/opentomb-preactivated.phd"))).lines().get(0);
        var ids = line.get("entity_type_ids");
        assertTrue(ids.size() > 1);
        for (int i = 1; i < ids.size(); i++) {
            assertTrue(ids.get(i - 1).asInt() < ids.get(i).asInt(), ids.toString());
        }
        assertEquals(0, ids.get(0).asInt(), "Lara is type 0");
    }
}
