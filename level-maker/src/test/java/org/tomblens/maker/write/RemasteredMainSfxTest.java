package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.testing.Corpus;

/**
 * A Remastered TR4/TR5 level takes its sounds from the game's MAIN.SFX in the SFX folder beside its folder (or
 * beside the one above, for an expansion's levels): real TR4 and TR5 levels of the corpus written in the Remastered
 * layout, with a MAIN.SFX written from their own sounds, sound as the PC level they came from. Without the file, or
 * with a cut one, the level has no sounds and says which file is missing.
 */
class RemasteredMainSfxTest {
    /** The corpus's TR4 and TR5 levels that have sounds (51 and 55 sound details). */
    static Stream<Path> levels() {
        return Stream.of("tr4/rando-test1.tr4", "tr5/rando-test1.trc").map(Corpus::file);
    }

    private static byte[] remastered(byte[] classic) {
        return LevelReader.read(classic, "classic").version() == GameVersion.TR5 ? RemasteredLevelWriter.tr5(classic)
                : RemasteredLevelWriter.tr4(classic);
    }

    /** A game folder: the level in DATA (or a folder inside it), MAIN.SFX in SFX. */
    private static Path install(Path game, String levelFolder, byte[] classic) throws IOException {
        var level = Files.createDirectories(game.resolve(levelFolder)).resolve("LEVEL.TR4");
        Files.write(level, remastered(classic));
        Files.write(Files.createDirectories(game.resolve("SFX")).resolve("MAIN.SFX"),
                RemasteredLevelWriter.mainSfx(classic));
        return level;
    }

    @ParameterizedTest
    @MethodSource("levels")
    void theLevelSoundsAsThePcLevelItCameFrom(Path file, @TempDir Path game) throws IOException {
        var classic = Files.readAllBytes(file);
        var pc = LevelSounds.load(LevelReader.read(file), file);
        var level = install(game, "DATA", classic);
        var sounds = LevelSounds.load(LevelReader.read(level), level);
        assertEquals(List.of(), sounds.problems());
        assertEquals(game.resolve("SFX").resolve("MAIN.SFX").toString(), sounds.samples().source());
        assertEquals(pc.effects().all(), sounds.effects().all());
        assertEquals(pc.effects().idCount(), sounds.effects().idCount());
        assertEquals(pc.sources().all(), sounds.sources().all());
        assertFalse(sounds.effects().all().isEmpty());
        assertEquals(pc.samples().size(), sounds.samples().size());
        for (int n = 0; n < pc.samples().size(); n++) {
            var expected = assertInstanceOf(Sample.Decoded.class, pc.samples().sample(n));
            assertEquals(expected, sounds.samples().sample(n));
        }
    }

    @Test
    void anExpansionLevelFindsTheSfxFolderTwoFoldersUp(@TempDir Path game) throws IOException {
        var file = Corpus.file("tr5/rando-test1.trc");
        var level = install(game, "DATA/TIMES", Files.readAllBytes(file));
        var sounds = LevelSounds.load(LevelReader.read(level), level);
        assertEquals(List.of(), sounds.problems());
        assertEquals(LevelReader.read(file).sound().samples().size(), sounds.samples().size());
    }

    @Test
    void withoutTheFileTheLevelHasNoSoundsAndSaysWhereItLooked(@TempDir Path game) throws IOException {
        var level = install(game, "DATA", Files.readAllBytes(Corpus.file("tr4/rando-test1.tr4")));
        Files.delete(game.resolve("SFX").resolve("MAIN.SFX"));
        var sounds = LevelSounds.load(LevelReader.read(level), level);
        assertEquals(0, sounds.samples().size());
        assertTrue(sounds.effects().all().isEmpty());
        assertEquals(1, sounds.problems().size());
        var problem = sounds.problems().get(0);
        assertTrue(problem.startsWith("MAIN.SFX not found"), problem);
        assertTrue(problem.contains(game.resolve("SFX").toString()), problem);
    }

    @Test
    void aFileCutInItsTablesGivesNoSoundsAndNamesTheFile(@TempDir Path game) throws IOException {
        var level = install(game, "DATA", Files.readAllBytes(Corpus.file("tr4/rando-test1.tr4")));
        var sfx = game.resolve("SFX").resolve("MAIN.SFX");
        // 370 map words (740 bytes), the details' count, then 8 bytes a record: cut inside the details.
        Files.write(sfx, Arrays.copyOf(Files.readAllBytes(sfx), 740 + 4 + 8 * 3 + 5));
        var sounds = LevelSounds.load(LevelReader.read(level), level);
        assertEquals(0, sounds.samples().size());
        var problem = sounds.problems().get(0);
        assertTrue(problem.startsWith("MAIN.SFX at " + sfx + " cannot be read"), problem);
        // The details' count, at byte 740, asks for more than the cut file holds.
        assertTrue(problem.contains("numSoundDetails") && problem.contains("at 0x2E4"), problem);
    }

    @Test
    void aFileCutInItsSamplesKeepsTheSamplesBeforeTheCut(@TempDir Path game) throws IOException {
        var file = Corpus.file("tr5/rando-test1.trc");
        var classic = LevelReader.read(file);
        var level = install(game, "DATA", Files.readAllBytes(file));
        var sfx = game.resolve("SFX").resolve("MAIN.SFX");
        var whole = Files.readAllBytes(sfx);
        var samples = classic.sound().samples();
        var last = samples.get(samples.size() - 1).wav().size();
        Files.write(sfx, Arrays.copyOf(whole, whole.length - last / 2));
        var sounds = LevelSounds.load(LevelReader.read(level), level);
        assertEquals(samples.size() - 1, sounds.samples().size());
        assertFalse(sounds.problems().isEmpty());
        assertTrue(sounds.problems().get(0).contains("sample " + (samples.size() - 1)), sounds.problems().get(0));
        assertEquals(LevelSounds.load(classic, file).effects().all(), sounds.effects().all());
    }
}
