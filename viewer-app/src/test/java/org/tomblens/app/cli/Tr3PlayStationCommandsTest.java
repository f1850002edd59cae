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
import org.tomblens.format.read.Tr3PsxVariant;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.Tr3PsxLevelWriter;

/**
 * A real PC TR3 level written in TR3's PlayStation layout (no TR3 PlayStation file is public) opens in the commands
 * as its PC level does: {@code info} names the platform and variant and counts the same rooms, sectors, entities
 * and boxes; {@code floordata --all --json} and {@code boxes --json} print the same lines but for the file name;
 * {@code render} covers the frame alike.
 */
class Tr3PlayStationCommandsTest {
    @Test
    void aTr3PlayStationLevelReadsInTheCommandsAsItsPcLevel(@TempDir Path folder) throws IOException {
        var pc = Corpus.file("tr3/rando-test1.tr2");
        var release = Tr3PsxVariant.RETAIL;
        var level = Tr3PsxLevelWriter.withBareHorizon(LevelReader.read(pc), release);
        var psx = Files.write(folder.resolve("RANDO.PSX"), Tr3PsxLevelWriter.write(level, List.of(), release));

        PlayStationCommands.assertInfoAlike(pc, psx, "retail");
        assertTrue(CommandRun.of("info", psx.toString()).out().contains("platform: PSX, retail release"));
        PlayStationCommands.assertSameOutput("floordata", pc, psx, List.of("--all", "--json"));
        PlayStationCommands.assertSameOutput("boxes", pc, psx, List.of("--json"));

        // From Lara's start, the same in both, the frame is covered alike, and textured.
        var pcFrame = PlayStationRenderTest.render(pc, folder.resolve("pc.png"));
        var psxFrame = PlayStationRenderTest.render(psx, folder.resolve("psx.png"));
        assertTrue(PlayStationRenderTest.coverage(psxFrame) > 0.5, "covered: " + PlayStationRenderTest.coverage(psxFrame));
        assertEquals(PlayStationRenderTest.coverage(pcFrame), PlayStationRenderTest.coverage(psxFrame), 0.02);
        assertTrue(PlayStationRenderTest.colours(psxFrame) > 100, "textured and lit");
    }

    @Test
    void theTradeShowBuildIsNamedAsSuch(@TempDir Path folder) throws IOException {
        var release = Tr3PsxVariant.ECTS;
        var level = Tr3PsxLevelWriter.withBareHorizon(LevelReader.read(Corpus.file("tr3/rando-test1.tr2")), release);
        var psx = Files.write(folder.resolve("ECTS.PSX"), Tr3PsxLevelWriter.write(level, List.of(), release));
        var info = new ObjectMapper().readTree(CommandRun.of("info", "--json", psx.toString()).out());
        assertEquals("PSX", info.get("platform").asText());
        assertEquals("ECTS", info.get("variant").asText());
        assertEquals("TR3", info.get("version").asText());
    }
}
