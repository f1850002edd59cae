package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.PsxLevelWriter;
import org.tomblens.maker.write.Tr1PsxBuild;

/**
 * A real PC TR1 level written as TR1's 1996 PlayStation builds lay it out (no file of them is public) opens in the
 * commands as its PC level does: {@code info --json} names the platform and the build's variant and counts the same
 * rooms, sectors, entities and boxes; {@code floordata --all --json} prints the same lines but for the file name,
 * and so does {@code boxes --json} where the build keeps the retail release's six zone words a box.
 */
class Tr1PlayStationBuildsCommandsTest {
    @ParameterizedTest
    @CsvSource({"SEPTEMBER_1996_BETA, beta", "AUGUST_1996_BETA, beta", "DEMO, demo"})
    void aTr1BuildReadsInTheCommandsAsItsPcLevel(Tr1PsxBuild build, String variant, @TempDir Path folder)
            throws IOException {
        var pc = Corpus.file("tr1/rando-test1.phd");
        var bytes = PsxLevelWriter.writeTr1(LevelReader.read(pc), List.of(), build);
        var psx = Files.write(folder.resolve("LEVEL1.PSX"), bytes);
        PlayStationCommands.assertInfoAlike(pc, psx, variant);
        PlayStationCommands.assertSameOutput("floordata", pc, psx, List.of("--all", "--json"));
        if (build != Tr1PsxBuild.AUGUST_1996_BETA) {
            PlayStationCommands.assertSameOutput("boxes", pc, psx, List.of("--json"));
        }
    }
}
