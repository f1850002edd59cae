package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.PsxLevelWriter;

/**
 * A real PC TR2 level written as TR2's PlayStation beta of version 42 or E3 build (no such file is public) opens in
 * the commands as its PC level does: {@code info} counts the same rooms, sectors, entities, boxes and animations;
 * {@code floordata --all --json} and {@code boxes --json} print the same lines but for the file name; and
 * {@code pose} gives Lara every keyframe's pose as the PC level does, though these builds keep TR1's keyframes.
 */
class Tr2PlayStationPrereleaseCommandsTest {
    @ParameterizedTest
    @CsvSource({"PLAYSTATION_BETA_42, beta 42", "PLAYSTATION_E3, E3"})
    void aTr2PrereleaseLevelReadsInTheCommandsAsItsPcLevel(LevelLayout layout, String variant, @TempDir Path folder)
            throws IOException {
        var pc = Corpus.file("tr2/rando-test1.tr2");
        var psx = Files.write(folder.resolve("BUILD.PSX"),
                PsxLevelWriter.writeTr2Prerelease(LevelReader.read(pc), List.of(), layout));

        PlayStationCommands.assertInfoAlike(pc, psx, variant);

        for (var args : List.of(List.of("floordata", "--all", "--json"), List.of("boxes", "--json"),
                List.of("pose", "--model", "0", "--all-keyframes"))) {
            var psxRun = run(args, psx);
            var pcRun = run(args, pc);
            assertEquals(0, psxRun.status(), psxRun.err());
            assertTrue(pcRun.out().lines().count() > 10, args.get(0) + " prints the level's lines");
            assertEquals(pcRun.out().replace(pc.getFileName().toString(), "FILE"),
                    psxRun.out().replace(psx.getFileName().toString(), "FILE"), args.get(0));
        }
    }

    private static CommandRun run(List<String> args, Path file) {
        var all = new ArrayList<String>();
        all.add(args.get(0));
        all.add(file.toString());
        all.addAll(args.subList(1, args.size()));
        return CommandRun.of(all.toArray(String[]::new));
    }
}
