package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * The commands on a real Tomb Raider Remastered outfit, JESSIE.TRM of tr-wardrobe, with its texture 8040.dds in
 * {@code jessie/1/TEX} beside it: {@code info} with a library's keys and the model's own, from the file's counts
 * (2879 vertices at 0x44, 13332 indices at 0x40, texture numbers 8001 and 8040 at 0x38), and glTF exports the
 * Khronos validator passes.
 */
class RemasteredModelCommandsTest {
    private static final String MODEL = "remastered/JESSIE.TRM";
    private static final List<String> CONTRACT = List.of("file", "version", "ok", "error", "textiles",
            "object_textures", "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches",
            "anim_commands", "mesh_trees", "frames_words", "moveables", "static_meshes", "meshes", "vertices",
            "triangles", "textures", "textures_found", "remastered");

    private static JsonNode line(CommandRun run) throws IOException {
        return new ObjectMapper().readTree(run.out().strip());
    }

    @Test
    void infoGivesTheModelsCountsAndTheTexturesFound() throws IOException {
        var run = CommandRun.of("info", "--json", Corpus.file(MODEL).toString());
        assertEquals(0, run.status(), run.err());
        var line = line(run);
        var keys = new ArrayList<String>();
        line.fieldNames().forEachRemaining(keys::add);
        assertEquals(CONTRACT, keys);
        assertEquals("TRM", line.get("version").asText());
        assertTrue(line.get("ok").asBoolean(), line.toString());
        assertEquals(1, line.get("meshes").asInt());
        assertEquals(1, line.get("mesh_pointers").asInt());
        assertEquals(1, line.get("moveables").asInt());
        assertEquals(2879, line.get("vertices").asInt());
        assertEquals(13332 / 3, line.get("triangles").asInt());
        assertEquals(2, line.get("textures").asInt());
        assertEquals(1, line.get("textures_found").asInt(), "8040.dds; 8001 is the game's own");
        assertEquals(2, line.get("textiles").asInt());
        assertTrue(line.get("remastered").asBoolean());
    }

    @Test
    void aCutModelIsNotOkAndSaysWhere(@TempDir Path folder) throws IOException {
        var cut = Files.write(folder.resolve("CUT.TRM"), Arrays.copyOf(Files.readAllBytes(Corpus.file(MODEL)), 30000));
        var line = line(CommandRun.of("info", "--json", cut.toString()));
        assertFalse(line.get("ok").asBoolean());
        assertTrue(line.get("error").asText().startsWith("vertices.count:"), line.toString());
        assertEquals(1, CommandRun.of("export", cut.toString(), "-o", folder.resolve("cut.glb").toString()).status());
    }

    @Test
    void theOutfitAndItsModelExportAsValidGltf(@TempDir Path folder) throws Exception {
        var whole = folder.resolve("jessie.glb");
        var model = folder.resolve("jessie-model.glb");
        var run = CommandRun.of("export", Corpus.file(MODEL).toString(), "-o", whole.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("[8001]"), "the missing texture is named: " + run.err());
        run = CommandRun.of("export", Corpus.file(MODEL).toString(), "--model", "0", "-o", model.toString());
        assertEquals(0, run.status(), run.err());
        GltfValidator.validate(whole, model);
    }
}
