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
import org.tomblens.format.read.Tr4PsxVariant;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.Tr4PsxLevelWriter;

/**
 * Real PC TR4 and TR5 levels written in their PlayStation layout (no such file is public) open in the commands as
 * their PC levels do: {@code info} names the platform, variant and game and counts the same rooms, sectors, items
 * and boxes; {@code floordata --all --json} and {@code boxes --json} print the same lines but for the file name;
 * {@code render} covers the frame alike.
 */
class Tr4PlayStationCommandsTest {
    @Test
    void aTr4PlayStationLevelReadsInTheCommandsAsItsPcLevel(@TempDir Path folder) throws IOException {
        var pc = Corpus.file("tr4/rando-test1.tr4");
        var psx = Files.write(folder.resolve("RANDO.PSX"), Tr4PsxLevelWriter.write(LevelReader.read(pc), List.of(),
                Tr4PsxVariant.TR4_RETAIL, 0));

        PlayStationCommands.assertInfoAlike(pc, psx, "retail");
        PlayStationCommands.assertSameOutput("floordata", pc, psx, List.of("--all", "--json"));
        PlayStationCommands.assertSameOutput("boxes", pc, psx, List.of("--json"));

        var pcFrame = PlayStationRenderTest.render(pc, folder.resolve("pc.png"));
        var psxFrame = PlayStationRenderTest.render(psx, folder.resolve("psx.png"));
        assertTrue(PlayStationRenderTest.coverage(psxFrame) > 0.5, "covered: " + PlayStationRenderTest.coverage(psxFrame));
        assertEquals(PlayStationRenderTest.coverage(pcFrame), PlayStationRenderTest.coverage(psxFrame), 0.02);
    }

    @Test
    void aTr5PlayStationLevelAfterItsLoaderCodeIsNamedAsSuch(@TempDir Path folder) throws IOException {
        var pc = Corpus.file("tr5/rando-test1.trc");
        var psx = Files.write(folder.resolve("RICH1.PSX"), Tr4PsxLevelWriter.write(LevelReader.read(pc), List.of(),
                Tr4PsxVariant.TR5_RETAIL, 313344));
        PlayStationCommands.assertInfoAlike(pc, psx, "retail");
        var info = new ObjectMapper().readTree(CommandRun.of("info", "--json", psx.toString()).out());
        assertEquals("TR5", info.get("version").asText());
    }
}
