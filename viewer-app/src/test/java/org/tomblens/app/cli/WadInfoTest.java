package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.WadLayout;

class WadInfoTest {
    /** The keys and their order as the issue spells the contract for a library. */
    private static final List<String> CONTRACT = List.of("file", "version", "ok", "error", "textiles",
            "object_textures", "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches",
            "anim_commands", "mesh_trees", "frames_words", "moveables", "static_meshes");

    @Test
    void theCorpusLibraryGivesExactlyTheContractKeysWithTheCountsItsBytesStore() throws Exception {
        var file = Corpus.file("wad/lara.wad");
        var run = CommandRun.of("info", "--json", file.toString());
        assertEquals(0, run.status(), run.err());
        var line = new ObjectMapper().readTree(run.out().strip());
        var keys = new ArrayList<String>();
        line.fieldNames().forEachRemaining(keys::add);
        assertEquals(CONTRACT, keys);
        assertEquals("lara.wad", line.get("file").asText());
        assertEquals("WAD", line.get("version").asText());
        assertTrue(line.get("ok").asBoolean());
        assertTrue(line.get("error").isNull());
        var layout = WadLayout.walk(Files.readAllBytes(file));
        for (var key : layout.counts.keySet()) {
            assertEquals(layout.counts.get(key).longValue(), line.get(key).asLong(), key);
        }
        assertEquals(CONTRACT.subList(4, CONTRACT.size()), List.copyOf(layout.counts.keySet()));
    }

    @Test
    void aDamagedLibraryGivesTheSameKeysWithItsErrorAndNoCounts(@TempDir Path folder) throws Exception {
        var bytes = Files.readAllBytes(Corpus.file("wad/lara.wad"));
        var copy = folder.resolve("cut.wad");
        Files.write(copy, Arrays.copyOf(bytes, bytes.length / 2));
        var run = CommandRun.of("info", "--json", copy.toString());
        assertEquals(1, run.status());
        var line = new ObjectMapper().readTree(run.out().strip());
        var keys = new ArrayList<String>();
        line.fieldNames().forEachRemaining(keys::add);
        assertEquals(CONTRACT, keys);
        assertEquals("WAD", line.get("version").asText());
        assertFalse(line.get("ok").asBoolean());
        assertTrue(line.get("error").asText().contains("needs"), line.toString());
        assertTrue(line.get("moveables").isNull());
    }

    @Test
    void withoutJsonTheSummaryNamesTheLibraryAndItsCounts() throws Exception {
        var file = Corpus.file("wad/lara.wad");
        var counts = WadLayout.walk(Files.readAllBytes(file)).counts;
        var run = CommandRun.of("info", file.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("lara.wad: TRLE object library (WAD)"), run.out());
        assertTrue(run.out().contains(counts.get("moveables") + " movables, " + counts.get("static_meshes")
                + " statics; " + counts.get("mesh_pointers") + " mesh pointers"), run.out());
        assertTrue(run.out().contains(counts.get("textiles") + " pages, " + counts.get("object_textures")
                + " texture samples"), run.out());
    }
}
