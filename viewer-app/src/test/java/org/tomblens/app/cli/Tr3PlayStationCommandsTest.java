package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.Tr3PsxLevelWriter;

/**
 * A real PC TR3 level written in TR3's PlayStation layout (no TR3 PlayStation file is public) opens in the commands
 * as its PC level does: {@code info} names the platform and variant and counts the same rooms, sectors, entities
 * and boxes; {@code floordata --all --json} and {@code boxes --json} print the same lines but for the file name;
 * {@code render} covers the frame alike.
 */
class Tr3PlayStationCommandsTest {
    private static final List<String> SAME = List.of("version", "rooms", "sectors_total", "portals_total",
            "entities", "boxes", "overlaps", "floordata_words", "moveables", "animations", "entity_type_ids");

    @Test
    void aTr3PlayStationLevelReadsInTheCommandsAsItsPcLevel(@TempDir Path folder) throws IOException {
        var pc = Corpus.file("tr3/rando-test1.tr2");
        var release = Tr3PsxLevelWriter.Release.RETAIL;
        var level = Tr3PsxLevelWriter.withBareHorizon(LevelReader.read(pc), release);
        var psx = Files.write(folder.resolve("RANDO.PSX"), Tr3PsxLevelWriter.write(level, List.of(), release));

        var mapper = new ObjectMapper();
        var psxInfo = mapper.readTree(CommandRun.of("info", "--json", psx.toString()).out());
        var pcInfo = mapper.readTree(CommandRun.of("info", "--json", pc.toString()).out());
        assertTrue(psxInfo.get("ok").asBoolean(), psxInfo.toString());
        assertEquals("PSX", psxInfo.get("platform").asText());
        assertEquals("retail", psxInfo.get("variant").asText());
        for (var key : SAME) {
            assertEquals(pcInfo.get(key), psxInfo.get(key), key);
        }
        assertTrue(CommandRun.of("info", psx.toString()).out().contains("platform: PSX, retail release"));

        for (var command : List.of("floordata", "boxes")) {
            var args = command.equals("floordata") ? List.of("--all", "--json") : List.of("--json");
            var psxRun = run(command, psx, args);
            var pcRun = run(command, pc, args);
            assertEquals(0, psxRun.status(), psxRun.err());
            assertEquals(pcRun.out().replace(pc.getFileName().toString(), "FILE"),
                    psxRun.out().replace(psx.getFileName().toString(), "FILE"), command);
        }

        // From Lara's start, the same in both, the frame is covered alike, and textured.
        var pcFrame = PlayStationRenderTest.render(pc, folder.resolve("pc.png"));
        var psxFrame = PlayStationRenderTest.render(psx, folder.resolve("psx.png"));
        assertTrue(PlayStationRenderTest.coverage(psxFrame) > 0.5, "covered: " + PlayStationRenderTest.coverage(psxFrame));
        assertEquals(PlayStationRenderTest.coverage(pcFrame), PlayStationRenderTest.coverage(psxFrame), 0.02);
        assertTrue(PlayStationRenderTest.colours(psxFrame) > 100, "textured and lit");
    }

    @Test
    void theTradeShowBuildIsNamedAsSuch(@TempDir Path folder) throws IOException {
        var release = Tr3PsxLevelWriter.Release.ECTS;
        var level = Tr3PsxLevelWriter.withBareHorizon(LevelReader.read(Corpus.file("tr3/rando-test1.tr2")), release);
        var psx = Files.write(folder.resolve("ECTS.PSX"), Tr3PsxLevelWriter.write(level, List.of(), release));
        var info = new ObjectMapper().readTree(CommandRun.of("info", "--json", psx.toString()).out());
        assertEquals("PSX", info.get("platform").asText());
        assertEquals("ECTS", info.get("variant").asText());
        assertEquals("TR3", info.get("version").asText());
    }

    private static CommandRun run(String command, Path file, List<String> options) {
        var args = new java.util.ArrayList<String>();
        args.add(command);
        args.add(file.toString());
        args.addAll(options);
        return CommandRun.of(args.toArray(String[]::new));
    }
}
