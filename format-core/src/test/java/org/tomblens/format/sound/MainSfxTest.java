package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.sound.WaveFiles.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * TR2/TR3 samples from a MAIN.SFX the test writes itself: WAV file k holds k + 1 frames of the byte value
 * {@code 20 + k}, so each decoded sample shows which file it came from. The level is a real TR2 level, copied
 * into a temporary folder tree laid out like a game install.
 */
class MainSfxTest {
    @TempDir
    Path root;

    private Path levelFile;
    private Level level;
    private Ints indices;

    @BeforeEach
    void placeLevel() throws IOException {
        levelFile = root.resolve("levels").resolve("x.tr2");
        Files.createDirectories(levelFile.getParent());
        Files.copy(Corpus.file("tr2/rando-test2.tr2"), levelFile);
        level = LevelReader.read(levelFile);
        indices = level.sound().sampleIndices();
        assertTrue(indices.size() > 0);
    }

    private int filesNeeded() {
        return Arrays.stream(indices.toArray()).max().orElseThrow() + 1;
    }

    private static byte[] numberedWav(int k, int rate) {
        var frames = new byte[k + 1];
        Arrays.fill(frames, (byte) (20 + k));
        return pcm8(rate, frames);
    }

    private static byte[][] numberedWavs(int files, int rate) {
        var wavs = new byte[files][];
        for (int k = 0; k < files; k++) {
            wavs[k] = numberedWav(k, rate);
        }
        return wavs;
    }

    private static byte[] mainSfx(int files, int rate) {
        return concat(numberedWavs(files, rate));
    }

    private Path write(String relative, byte[] bytes) throws IOException {
        var file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.write(file, bytes);
    }

    private void assertFromFile(Sample sample, int k, int rate) {
        var decoded = assertInstanceOf(Sample.Decoded.class, sample);
        assertEquals(k + 1, decoded.pcm().frameCount(), "sample " + sample.number() + " should be file " + k);
        assertEquals((short) ((20 + k - 128) << 8), decoded.pcm().samples().get(0));
        assertEquals(rate, decoded.pcm().sampleRate());
    }

    /** Samples whose file number passes {@code intact} come from their file; the others meet {@code otherwise}. */
    private void assertSamples(SampleBank bank, IntPredicate intact, Consumer<Sample> otherwise) {
        assertEquals(indices.size(), bank.size());
        for (int number = 0; number < bank.size(); number++) {
            var k = indices.get(number);
            if (intact.test(k)) {
                assertFromFile(bank.sample(number), k, 11025);
            } else {
                otherwise.accept(bank.sample(number));
            }
        }
    }

    @Test
    void mainSfxInADataFolderBesideTheLevelsFolderIsFoundWhateverItsCase() throws IOException {
        var sfx = write("Data/main.sfx", mainSfx(filesNeeded(), 11025));

        var bank = SampleBank.load(level, levelFile);

        assertEquals(sfx.toString(), bank.source());
        assertSamples(bank, k -> true, sample -> fail());
        assertTrue(bank.problems().isEmpty(), bank.problems()::toString);
    }

    @Test
    void mainSfxBesideTheLevelComesBeforeTheDataFolder() throws IOException {
        write("DATA/MAIN.SFX", mainSfx(filesNeeded(), 11025));
        var beside = write("levels/Main.SFX", mainSfx(filesNeeded(), 8000));

        var bank = SampleBank.load(level, levelFile);

        assertEquals(beside.toString(), bank.source());
        assertFromFile(bank.sample(0), indices.get(0), 8000);
    }

    @Test
    void withoutMainSfxEverySampleIsMissingAndTheFoldersSearchedAreNamed() throws IOException {
        Files.createDirectories(root.resolve("DATA"));

        var bank = SampleBank.load(level, levelFile);

        for (var sample : bank.all()) {
            assertInstanceOf(Sample.Missing.class, sample);
        }
        var report = String.join("\n", bank.problems());
        assertTrue(report.contains(indices.size() + " samples missing"), report);
        assertTrue(report.contains(root.resolve("levels").toString()) && report.contains(root.resolve("DATA").toString()), report);
    }

    @Test
    void aShortMainSfxLeavesOnlyTheSamplesPastItsEndMissing() throws IOException {
        var files = filesNeeded() / 2;
        write("DATA/MAIN.SFX", mainSfx(files, 11025));

        var bank = SampleBank.load(level, levelFile);

        assertSamples(bank, k -> k < files, sample -> {
            var missing = assertInstanceOf(Sample.Missing.class, sample);
            assertTrue(missing.reason().contains("which holds " + files), missing.reason());
        });
        assertFalse(bank.problems().isEmpty());
    }

    @Test
    void aWavWithAnUnsupportedFormatFailsOnlyTheSamplesThatUseIt() throws IOException {
        var broken = indices.get(0);
        var wavs = numberedWavs(filesNeeded(), 11025);
        wavs[broken][20] = 0x55; // format tag: MPEG Layer 3
        write("DATA/MAIN.SFX", concat(wavs));

        var bank = SampleBank.load(level, levelFile);

        assertSamples(bank, k -> k != broken, sample -> {
            var unreadable = assertInstanceOf(Sample.Unreadable.class, sample);
            assertTrue(unreadable.error().problem().contains("0x0055"), unreadable.error().getMessage());
        });
    }

    @Test
    void aDamagedRiffHeaderHidesThatFileAndEveryOneAfterIt() throws IOException {
        var damaged = filesNeeded() / 3;
        var wavs = numberedWavs(filesNeeded(), 11025);
        wavs[damaged][3] = 'X';
        write("DATA/MAIN.SFX", concat(wavs));

        var bank = SampleBank.load(level, levelFile);

        assertSamples(bank, k -> k < damaged, sample -> assertInstanceOf(Sample.Missing.class, sample));
        assertTrue(bank.problems().stream().anyMatch(p -> p.contains("MAIN.SFX sample " + damaged) && p.contains("not a RIFF file")),
                bank.problems()::toString);
    }

    @Test
    void levelsThatCarryTheirOwnSamplesIgnoreMainSfx() throws IOException {
        var tr1 = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        write("levels/MAIN.SFX", mainSfx(2, 11025));

        var bank = SampleBank.load(tr1, levelFile);

        assertEquals("the level's sample block", bank.source());
        assertEquals(List.of(), bank.problems());
    }
}
