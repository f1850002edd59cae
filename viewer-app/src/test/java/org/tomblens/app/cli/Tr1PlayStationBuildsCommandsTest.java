package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr1PsxVariant;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.PsxLevelWriter;

/**
 * A real PC TR1 level written as TR1's 1996 PlayStation builds lay it out (no file of them is public) opens in the
 * commands as its PC level does: {@code info --json} names the platform and the build's variant and counts the same
 * rooms, sectors, entities and boxes; {@code floordata --all --json} prints the same lines but for the file name,
 * and so does {@code boxes --json} where the build keeps the retail release's six zone words a box. The May 1996
 * build, whose animations are not read, opens in every command too.
 */
class Tr1PlayStationBuildsCommandsTest {
    @ParameterizedTest
    @CsvSource({"SEPTEMBER_1996, beta", "AUGUST_1996, beta", "DEMO, demo"})
    void aTr1BuildReadsInTheCommandsAsItsPcLevel(Tr1PsxVariant build, String variant, @TempDir Path folder)
            throws IOException {
        var pc = Corpus.file("tr1/rando-test1.phd");
        var bytes = PsxLevelWriter.writeTr1(LevelReader.read(pc), List.of(), build);
        var psx = Files.write(folder.resolve("LEVEL1.PSX"), bytes);
        PlayStationCommands.assertInfoAlike(pc, psx, variant);
        PlayStationCommands.assertSameOutput("floordata", pc, psx, List.of("--all", "--json"));
        if (build != Tr1PsxVariant.AUGUST_1996) {
            PlayStationCommands.assertSameOutput("boxes", pc, psx, List.of("--json"));
        }
    }

    /**
     * The May 1996 build: {@code info --json} names the variant "beta" and counts the same rooms, sectors,
     * entities and boxes as the PC level but no animations, with one warning (the animations skipped); FloorData
     * prints the same; pose, states, check, export and render run on it.
     */
    @Test
    void theMay1996BuildOpensInEveryCommandWithoutAnimations(@TempDir Path folder) throws IOException {
        var pc = Corpus.file("tr1/rando-test1.phd");
        var level = LevelReader.read(pc);
        var psx = Files.write(folder.resolve("LEVEL1.PSX"),
                PsxLevelWriter.writeTr1(level, List.of(), Tr1PsxVariant.MAY_1996));
        var mapper = new ObjectMapper();
        var info = mapper.readTree(CommandRun.of("info", "--json", psx.toString()).out());
        var pcInfo = mapper.readTree(CommandRun.of("info", "--json", pc.toString()).out());
        assertEquals(List.of("PSX", "beta", 0), List.of(info.get("platform").asText(), info.get("variant").asText(),
                info.get("animations").asInt()));
        for (var key : List.of("rooms", "sectors_total", "portals_total", "entities", "boxes", "floordata_words")) {
            assertEquals(pcInfo.get(key), info.get(key), key);
        }
        assertEquals(1, info.get("warnings").asInt(), info.toString());
        PlayStationCommands.assertSameOutput("floordata", pc, psx, List.of("--all", "--json"));
        var model = Long.toString(level.animation().models().get(0).id());
        for (var args : List.of(List.of("pose", psx.toString(), "--model", model, "--all-keyframes"),
                List.of("states", "--model", model, psx.toString()), List.of("check", psx.toString()),
                List.of("export", psx.toString(), "-o", folder.resolve("level.glb").toString()),
                List.of("render", psx.toString(), "-o", folder.resolve("level.png").toString(), "--size", "64x36"))) {
            var run = CommandRun.of(args.toArray(String[]::new));
            assertEquals(0, run.status(), args + ": " + run.err() + run.out());
        }
    }
}
