package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.DreamcastLevelWriter;
import org.tomblens.maker.write.PackWriter;
import org.tomblens.maker.write.PsxLevelWriter;

/**
 * The commands on a Dreamcast TR5 level and on a PlayStation pack, which no public file holds: a real PC TR5 level
 * that level-maker writes in the Dreamcast's layout, and a pack level-maker builds of it, a TR1 PlayStation level
 * written from a real PC one, and a corpus README that is no level.
 */
class DreamcastAndPackCommandsTest {
    private static JsonNode info(String file) throws IOException {
        var run = CommandRun.of("info", "--json", file);
        assertEquals(0, run.status(), run.err());
        return new ObjectMapper().readTree(run.out().strip());
    }

    private static byte[] dreamcast() throws IOException {
        return DreamcastLevelWriter.tr5(Files.readAllBytes(Corpus.file("tr5/trview-lake.trc")));
    }

    @Test
    void aDreamcastLevelSaysItsPlatformAndCountsAsItsPcCopy(@TempDir Path folder) throws Exception {
        var pc = info(Corpus.file("tr5/trview-lake.trc").toString());
        var file = Files.write(folder.resolve("LAKE.TRC"), dreamcast());
        var line = info(file.toString());
        assertTrue(line.get("ok").asBoolean(), line.toString());
        assertEquals("TR5", line.get("version").asText());
        assertEquals("Dreamcast", line.get("platform").asText());
        assertEquals("retail", line.get("variant").asText());
        for (var key : List.of("rooms", "entities", "sectors_total", "room_vertices_total", "moveables", "warnings")) {
            assertEquals(pc.get(key), line.get(key), key);
        }
        assertTrue(CommandRun.of("info", file.toString()).out().contains("platform: Dreamcast, retail release"));
    }

    @Test
    void aPackListsItsPartsAndFileHashNOpensOne(@TempDir Path folder) throws Exception {
        var twist = PsxLevelWriter.write(LevelReader.read(Corpus.file("tr1/injection-twist.phd")));
        var lake = dreamcast();
        var readme = Files.readAllBytes(Corpus.file("tr1/opentomb-preactivated.README.md"));
        var pack = Files.write(folder.resolve("GAMEWAD.OBJ"), PackWriter.write(List.of(twist, lake, readme)));
        var line = info(pack.toString());
        var keys = new ArrayList<String>();
        line.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("file", "version", "ok", "error", "pack"), keys);
        assertEquals("PACK", line.get("version").asText());
        var parts = line.get("pack");
        assertEquals(3, parts.size());
        var partKeys = new ArrayList<String>();
        parts.get(0).fieldNames().forEachRemaining(partKeys::add);
        assertEquals(List.of("part", "offset", "size", "kind", "version", "platform", "what"), partKeys);
        // Parts from the first sector after the table, each on a sector of its own.
        assertEquals(2048, parts.get(0).get("offset").asLong());
        assertEquals(twist.length, parts.get(0).get("size").asInt());
        assertEquals(2048 + (twist.length + 2047) / 2048 * 2048, parts.get(1).get("offset").asLong());
        assertEquals(List.of("TR1 PSX", "TR5 Dreamcast"), List.of(
                parts.get(0).get("version").asText() + " " + parts.get(0).get("platform").asText(),
                parts.get(1).get("version").asText() + " " + parts.get(1).get("platform").asText()));
        assertTrue(parts.get(2).get("kind").isNull());
        var text = CommandRun.of("info", pack.toString()).out();
        assertTrue(text.contains("#3 at "), text);
        assertTrue(text.contains("not a file TombLens reads"), text);

        var part = info(pack + "#2");
        assertEquals("GAMEWAD.OBJ#2", part.get("file").asText());
        assertEquals("Dreamcast", part.get("platform").asText());
        assertEquals(info(Corpus.file("tr5/trview-lake.trc").toString()).get("rooms"), part.get("rooms"));
        var states = CommandRun.of("states", pack + "#1", "--model", "0");
        assertEquals(0, states.status(), states.err());
        var missing = CommandRun.of("states", pack + "#7", "--model", "0");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("cannot read") && missing.err().contains("no part 7"), missing.err());
    }

    /**
     * {@code render} draws the Dreamcast level as it draws its PC copy, from the same camera (Lara's start): covered
     * alike, textured alike (its 16-bit pages against the PC's 32-bit ones: a few levels a channel apart, where a
     * frame of wrong textures differs by tens); and the same level as a pack's part, named {@code FILE#N}, to the pixel.
     */
    @Test
    void aDreamcastLevelRendersAsItsPcCopyAndAsAPacksPart(@TempDir Path folder) throws Exception {
        var pcFile = Corpus.file("tr5/trview-lake.trc");
        var lake = dreamcast();
        var file = Files.write(folder.resolve("LAKE.TRC"), lake);
        var pack = Files.write(folder.resolve("GAMEWAD.OBJ"), PackWriter.write(List.of(lake)));
        var pc = PlayStationRenderTest.render(pcFile, folder.resolve("pc.png"));
        var frame = PlayStationRenderTest.render(file, folder.resolve("dc.png"));
        var part = PlayStationRenderTest.render(Path.of(pack + "#1"), folder.resolve("part.png"));
        assertTrue(PlayStationRenderTest.coverage(frame) > 0.5, "covered: " + PlayStationRenderTest.coverage(frame));
        assertEquals(PlayStationRenderTest.coverage(pc), PlayStationRenderTest.coverage(frame), 0.02);
        assertTrue(PlayStationRenderTest.meanDifference(pc, frame) < 12,
                "mean channel difference " + PlayStationRenderTest.meanDifference(pc, frame));
        assertEquals(0.0, PlayStationRenderTest.meanDifference(frame, part));
    }

    /** {@code check} tells a Dreamcast level and a pack by their heads and reads each whole. */
    @Test
    void checkTellsADreamcastLevelAndAPackAndReadsThem(@TempDir Path folder) throws Exception {
        var lake = dreamcast();
        Files.write(folder.resolve("LAKE.TRC"), lake);
        Files.write(folder.resolve("GAMEWAD.OBJ"), PackWriter.write(List.of(lake)));
        var run = CommandRun.of("check", "--json", folder.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        var kinds = new ArrayList<String>();
        for (var report : new ObjectMapper().readTree(run.out()).get("files")) {
            assertEquals("ok", report.get("status").asText(), report.toString());
            kinds.add(Path.of(report.get("path").asText()).getFileName() + " " + report.get("kind").asText() + " "
                    + report.get("version").asText());
        }
        assertEquals(List.of("GAMEWAD.OBJ pack PACK", "LAKE.TRC level TR5"), kinds.stream().sorted().toList());
    }

    /** A part named of a file that is no pack is refused, not read as the file. */
    @Test
    void hashNOfAFileThatIsNoPackIsRefused() throws Exception {
        var level = Corpus.file("tr5/trview-lake.trc");
        var run = CommandRun.of("info", "--json", level + "#1");
        assertEquals(1, run.status());
        var line = new ObjectMapper().readTree(run.out().strip());
        assertEquals(false, line.get("ok").asBoolean());
        assertTrue(line.get("error").asText().contains("not a pack"), line.toString());
        var states = CommandRun.of("states", level + "#1", "--model", "0");
        assertEquals(1, states.status());
        assertTrue(states.err().contains("not a pack"), states.err());
    }
}
