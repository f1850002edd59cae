package org.tomblens.app.ui.sounds;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.Played;
import org.tomblens.app.audio.Voice;
import org.tomblens.app.report.ToldReports;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.Playback;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.sound.SoundEffect;
import org.tomblens.format.sound.SoundEffects;
import org.tomblens.format.sound.SoundSources;
import org.tomblens.format.sound.WaveEncoding;
import org.tomblens.format.sound.WaveFormatException;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;

/**
 * What the Sounds panel's tables show and which rows its filters keep, without a window: rows of sounds,
 * samples and sources built by hand (values worked out from the engines' rules), and what the panel says
 * of a corpus TR2 level whose MAIN.SFX is nowhere to be found.
 */
class SoundTablesTest {
    private static final SampleBank NO_SAMPLES = SampleBank.of(SyntheticLevels.sounds(GameVersion.TR1, List.of(),
            new short[0], List.of()));

    private static SoundEffect effect(int id, int first, int variants, int volume, int chance, int pitch, int range,
                                      LoopMode loop, boolean randomPitch, boolean randomGain, GameVersion version) {
        return new SoundEffect(id, 0, first, variants, volume, chance, pitch, range, loop, randomPitch, randomGain,
                false, version);
    }

    private static SampleBank tr4Samples() throws IOException {
        return SampleBank.of(LevelReader.read(Corpus.file("tr4/rando-test1.tr4")));
    }

    @Test
    void aSoundRowShowsItsIdVariantsLoopFlagsOddsLoudnessRangePitchAndSamples() throws IOException {
        var bank = tr4Samples();
        var last = bank.size() - 1;
        // Three variants from the second-to-last sample: the third lies past the level's samples.
        var row = SoundRow.of(effect(7, last - 1, 3, 32, 63, -16, 5, LoopMode.LOOPED, true, true, GameVersion.TR4), bank);

        // Chance 63 passes 64 of 256 draws; volume 32 is level 2048, -20 + 100 * 2048/32767 = -13.7 dB;
        // pitch -16 plays at 1 - 16/128.
        assertEquals(List.of("7", "3", "looped", "random pitch, random gain", "25%", "32 (-13.7 dB)", "5 sectors",
                "×0.875", (last - 1) + "–" + (last + 1) + " (1 missing)"), row.cells());
        assertTrue(row.playable(), "two of its samples have audio");
        assertEquals(SoundRow.COLUMNS.size(), row.cells().size());
    }

    @Test
    void aSoundWhoseSamplesAreAllMissingIsShownUnplayable() {
        var row = SoundRow.of(effect(3, 0, 1, 0x7FFF, 0, 0, 8, LoopMode.NORMAL, false, false, GameVersion.TR1),
                NO_SAMPLES);
        assertEquals(List.of("3", "1", "normal", "", "always", "32767 (0.0 dB)", "8 sectors", "×1", "0 (missing)"),
                row.cells());
        assertFalse(row.playable());
    }

    @Test
    void theFilterKeepsRowsMatchingEveryWordByNumberOrText() {
        var rows = new FilteredRows<>(List.of(
                SoundRow.of(effect(2, 10, 1, 0x7FFF, 0, 0, 8, LoopMode.NORMAL, false, false, GameVersion.TR1), NO_SAMPLES),
                SoundRow.of(effect(7, 5, 3, 0x7FFF, 0x3FFF, 0, 8, LoopMode.LOOPED, true, false, GameVersion.TR1), NO_SAMPLES),
                SoundRow.of(effect(12, 2, 1, 0x7FFF, 0, 0, 8, LoopMode.WAIT, false, true, GameVersion.TR1), NO_SAMPLES)));
        assertEquals(List.of(2, 7, 12), shown(rows, ""));
        assertEquals(List.of(7), shown(rows, "7"), "sound id 7");
        assertEquals(List.of(2), shown(rows, "10"), "sound 2 plays sample 10");
        assertEquals(List.of(7, 12), shown(rows, "  RANDOM "), "any letter case, spaces trimmed");
        assertEquals(List.of(7), shown(rows, "random pitch"));
        assertEquals(List.of(7), shown(rows, "loop, chance"), "looped, and a chance below always");
        assertEquals(List.of(7), shown(rows, "6 looped"), "sample 6 is its second variant");
        assertEquals(List.of(), shown(rows, "6 wait"));
        assertEquals(List.of(2, 7, 12), shown(rows, "missing"), "no sample has audio here");
    }

    private static List<Integer> shown(FilteredRows<SoundRow> rows, String filter) {
        rows.filter(filter);
        return java.util.stream.IntStream.range(0, rows.count()).mapToObj(k -> rows.shown(k).soundId()).toList();
    }

    @Test
    void aSampleRowShowsHowItWasStoredItsLengthItsSoundsOrWhatIsWrong() {
        var mono = new Sample.Decoded(3, WaveEncoding.PCM_16, new Pcm(22050, 1, Words.own(new short[11025])));
        assertEquals(List.of("3", "PCM 16-bit", "22050 Hz mono", "0.50 s", "4, 9", ""),
                SampleRow.of(mono, List.of(4, 9)).cells());
        var stereo = new Sample.Decoded(8, WaveEncoding.MS_ADPCM, new Pcm(44100, 2, Words.own(new short[2 * 66150])));
        assertEquals(List.of("8", "MS-ADPCM", "44100 Hz stereo", "1.50 s", "none", ""),
                SampleRow.of(stereo, List.of()).cells());

        var missing = SampleRow.of(new Sample.Missing(5, "MAIN.SFX not found; looked in [/levels]"), List.of(2));
        assertEquals(List.of("5", "", "", "", "2", "missing: MAIN.SFX not found; looked in [/levels]"), missing.cells());
        assertFalse(missing.playable());
        var broken = SampleRow.of(new Sample.Unreadable(6, new WaveFormatException(0x10, "no fmt chunk")), List.of());
        assertEquals("unreadable: no fmt chunk (at 0x10 in the WAV file)", broken.cells().get(5));

        var rows = new FilteredRows<>(List.of(SampleRow.of(mono, List.of(4, 9)), missing,
                SampleRow.of(new Sample.Unreadable(6, new WaveFormatException(0x10, "no fmt chunk")), List.of())));
        rows.filter("9");
        assertEquals(1, rows.count(), "sample 3 is played by sound 9");
        rows.filter("main.sfx");
        assertEquals(5, rows.shown(0).number());
        rows.filter("unreadable");
        assertEquals(6, rows.shown(0).number());
    }

    @Test
    void aSourceRowSaysWhichRoomStateItPlaysInAndWhetherTheLevelHasItsSound() {
        var map = new short[370];
        Arrays.fill(map, (short) -1);
        map[20] = 0;
        var level = SyntheticLevels.sounds(GameVersion.TR4, List.of(
                        new SoundSource(1024, -512, 2048, 20, 0xC0), new SoundSource(0, 0, 0, 20, 0x80),
                        new SoundSource(0, 0, 0, 20, 0x40), new SoundSource(0, 0, 0, 155, 0)),
                map, List.of(new SoundDetails(0, 100, 7, 0, 0, 3 | 1 << 2)));
        var sources = SoundSources.of(level.soundSources(), SoundEffects.of(level));

        assertEquals(List.of("0", "20", "1024, -512, 2048", "always", "8 sectors"), SourceRow.of(sources, 0).cells(),
                "TR4 hears a sound one sector past its details' range");
        assertEquals("original only", SourceRow.of(sources, 1).cells().get(3));
        assertEquals("alternate only", SourceRow.of(sources, 2).cells().get(3));
        assertEquals(List.of("3", "155 (not in the level)", "0, 0, 0", "never", "—"), SourceRow.of(sources, 3).cells());

        var rows = new FilteredRows<>(java.util.stream.IntStream.range(0, 4).mapToObj(i -> SourceRow.of(sources, i)).toList());
        rows.filter("155");
        assertEquals(1, rows.count());
        rows.filter("original");
        assertEquals(1, rows.shown(0).index());
        rows.filter("20");
        assertEquals(3, rows.count(), "the sources playing sound 20");
    }

    @Test
    void aTr2LevelWithoutMainSfxSaysWhereItWasLookedFor(@TempDir Path folder) throws IOException {
        var level = LevelReader.read(Corpus.file("tr2/rando-test1.tr2"));
        // The level read from the corpus, as if it lay alone in an empty folder.
        var tables = new SoundTables(LevelSounds.load(level, folder.resolve("rando-test1.tr2")));

        assertEquals(0, tables.decoded);
        assertTrue(tables.samplesLine.contains("none playable: MAIN.SFX not found; looked in ["
                + folder.toAbsolutePath().normalize()), tables.samplesLine);
        assertFalse(tables.problems.isEmpty());
        assertTrue(tables.problems.get(0).contains("MAIN.SFX not found"), tables.problems.get(0));
        assertTrue(tables.soundMap.all().stream().noneMatch(SoundRow::playable));
        assertEquals(level.sound().sampleIndices().size(), tables.samples.all().size());
    }

    @Test
    void eachSampleRowNamesTheSoundsThatPickIt() throws IOException {
        var level = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        var sounds = LevelSounds.load(level, null);
        var tables = new SoundTables(sounds);
        for (var effect : sounds.effects().all()) {
            effect.sampleNumbers().filter(n -> n < tables.samples.all().size()).forEach(n ->
                    assertTrue(tables.samples.all().get(n).soundIds().contains(effect.soundId()),
                            "sample " + n + " lists sound " + effect.soundId()));
        }
        assertEquals(tables.samples.all().size(), tables.decoded, "a TR4 level carries all its samples");
    }

    @Test
    void afterPlayThePanelSaysWhatStartedOrWhyNothingDid() {
        var voice = new Voice(0, 1, new Playback(12, 30, 1.02, 0.5, LoopMode.LOOPED));
        assertEquals("Played sound 12: sample 30 at ×1.020, gain 0.50, looping until stopped.",
                SoundsPanel.describe("sound 12", new Played.Started(voice)));
        assertEquals("Did not play sample 4: no audio device.",
                SoundsPanel.describe("sample 4", new Played.Silent("no audio device")));

        try (var silent = AudioPlayer.open("TombLens test: a device that does not exist")) {
            var reports = new ToldReports();
            SoundsPanel.tellPlayed(reports, "sound", 12, silent.triggerSample(0), silent);
            assertEquals(1, reports.told().size());
            assertEquals("played", reports.told().get(0).event());
            var event = reports.told().get(0).facts();
            assertEquals(12, event.get("sound"));
            assertEquals(false, event.get("playing"));
            assertEquals(silent.status(), event.get("why"));
        }
    }
}
