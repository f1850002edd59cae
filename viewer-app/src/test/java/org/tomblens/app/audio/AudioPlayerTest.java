package org.tomblens.app.audio;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.sound.SoundEffect;
import org.tomblens.format.sound.SoundEffects;
import org.tomblens.format.testing.Corpus;

/**
 * The player on OpenAL Soft: through a loopback device, whose mix is read back and measured; through the
 * null output (the build runs tests with ALSOFT_DRIVERS=null); and with no device at all.
 */
class AudioPlayerTest {
    private static final int RATE = 44100;
    /** Small render steps, so when a voice stops is known to within 64 frames (1.5 ms). */
    private static final int STEP = 64;
    /** Louder than OpenAL Soft's dither, quieter than any real sound. */
    private static final int SILENCE = 16;

    private static Loaded tr1;
    private static Loaded tr4;

    private record Loaded(Level level, SampleBank samples, SoundEffects effects) {
        static Loaded of(String path) throws IOException {
            var level = LevelReader.read(Corpus.file(path));
            return new Loaded(level, SampleBank.of(level), SoundEffects.of(level));
        }

        Pcm pcm(int sample) {
            return samples.pcm(sample).orElseThrow();
        }

        /** The first sound that plays one sample, without chance or random pitch, and matches the test. */
        SoundEffect plainEffect(Predicate<SoundEffect> test) {
            return effects.all().stream()
                    .filter(e -> e.variants() == 1 && e.chance() == 0 && !e.randomPitch())
                    .filter(e -> samples.pcm(e.firstSample()).isPresent())
                    .filter(test)
                    .findFirst().orElseThrow();
        }
    }

    @BeforeAll
    static void loadLevels() throws IOException {
        tr1 = Loaded.of("tr1/rando-test1.phd");
        tr4 = Loaded.of("tr4/rando-test1.tr4");
    }

    /** Renders {@code frames} stereo frames and returns them. */
    private static short[] render(AudioPlayer player, int frames) {
        var out = new short[2 * frames];
        player.render(out, frames);
        return out;
    }

    private static int peak(short[] samples, int from, int to) {
        var peak = 0;
        for (int i = from; i < to; i++) {
            peak = Math.max(peak, Math.abs(samples[i]));
        }
        return peak;
    }

    private static int peak(short[] samples) {
        return peak(samples, 0, samples.length);
    }

    /** Index of the last sample louder than {@code threshold}, or -1. */
    private static int lastAbove(short[] samples, int threshold) {
        for (int i = samples.length - 1; i >= 0; i--) {
            if (Math.abs(samples[i]) > threshold) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void aSoundIdRenderedThroughLoopbackIsAudibleForAsLongAsItsSample() {
        // A TR4 sound with a stored pitch: it plays at 1 + pitch/128 of its sample's rate.
        var effect = tr4.plainEffect(e -> e.pitch() != 0 && e.loopMode() != LoopMode.LOOPED
                && tr4.pcm(e.firstSample()).seconds() > 0.3);
        var pcm = tr4.pcm(effect.firstSample());
        var pitch = 1 + effect.pitch() / 128.0;
        var expectedSeconds = pcm.frameCount() / (double) pcm.sampleRate() / pitch;

        try (var player = AudioPlayer.openLoopback(RATE)) {
            player.load(tr4.samples(), tr4.effects());
            var voice = player.playSound(effect.soundId(), new Random(1)).orElseThrow();
            assertEquals(effect.firstSample(), voice.playback().sample());
            assertEquals(pitch, voice.playback().pitch(), 1e-9);

            var mix = new short[0];
            var limit = (int) (RATE * (expectedSeconds + 1));
            while (player.isPlaying(voice) && mix.length / 2 < limit) {
                var step = render(player, STEP);
                mix = Arrays.copyOf(mix, mix.length + step.length);
                System.arraycopy(step, 0, mix, mix.length - step.length, step.length);
            }
            var playedSeconds = mix.length / 2 / (double) RATE;
            System.out.printf("sound %d: sample %d, %d frames at %d Hz, pitch %.4f: expected %.4f s, played %.4f s%n",
                    effect.soundId(), effect.firstSample(), pcm.frameCount(), pcm.sampleRate(), pitch,
                    expectedSeconds, playedSeconds);

            assertFalse(player.isPlaying(voice), "the voice should end by itself");
            assertTrue(peak(mix) > 1000, "the mix should not be silent: peak " + peak(mix));
            assertEquals(expectedSeconds, playedSeconds, (STEP + 1.0) / RATE + 0.002,
                    "played for as long as the sample at its pitch");
            // The mix's audible end falls where the sample's does, at the played rate.
            var source = pcm.samples().toArray();
            var sourceEnd = (lastAbove(source, peak(source) / 20) + 1) / (double) pcm.sampleRate() / pitch;
            var mixEnd = (lastAbove(mix, peak(mix) / 20) / 2 + 1) / (double) RATE;
            assertEquals(sourceEnd, mixEnd, 0.010);
        }
    }

    @Test
    void aSoundtrackPlaysOnItsOwnUntilStoppedOrReplaced() {
        // Two seconds of a 440 Hz tone, stereo, at TR4's 44.1 kHz.
        var frames = 2 * RATE;
        var samples = new short[2 * frames];
        for (int i = 0; i < frames; i++) {
            samples[2 * i] = samples[2 * i + 1] = (short) (12000 * Math.sin(2 * Math.PI * 440 * i / RATE));
        }
        var tone = new Pcm(RATE, 2, org.tomblens.format.model.Words.own(samples));
        try (var player = AudioPlayer.openLoopback(RATE)) {
            assertEquals(-1, player.trackPlaying());
            assertTrue(player.playTrack(44, tone).isEmpty(), "a device plays it");
            assertEquals(44, player.trackPlaying());
            assertTrue(player.playsToAnEnd(), "the window keeps drawing until the track ends");
            assertTrue(peak(render(player, RATE / 10)) > 5000, "the tone is heard");
            player.playTrack(45, tone);
            assertEquals(45, player.trackPlaying(), "a new track replaces the one playing");
            player.stopTrack();
            assertEquals(-1, player.trackPlaying());
            assertFalse(player.playsToAnEnd());
            render(player, RATE / 100);   // OpenAL Soft fades a stopped source out over a few milliseconds
            assertTrue(peak(render(player, RATE / 10)) <= SILENCE, "silent once stopped");
        }
    }

    @Test
    void masterVolumeScalesTheMixAndStopAllSilencesIt() {
        var longest = tr1.effects().all().stream().mapToInt(SoundEffect::firstSample).boxed()
                .max((a, b) -> Integer.compare(tr1.pcm(a).frameCount(), tr1.pcm(b).frameCount())).orElseThrow();
        try (var player = AudioPlayer.openLoopback(RATE)) {
            player.load(tr1.samples(), tr1.effects());
            var voice = player.playSample(longest).orElseThrow();
            assertTrue(peak(render(player, 4096)) > 1000);

            // OpenAL Soft ramps gain changes and stops over a few milliseconds: judge the second half.
            player.setMasterVolume(0);
            var muted = render(player, 4096);
            assertTrue(peak(muted, muted.length / 2, muted.length) < SILENCE, "muted");
            assertTrue(player.isPlaying(voice), "muting does not stop the voice");
            player.setMasterVolume(1);
            assertTrue(peak(render(player, 4096)) > 1000);

            player.stopAll();
            assertFalse(player.isPlaying(voice));
            var stopped = render(player, 4096);
            assertTrue(peak(stopped, stopped.length / 2, stopped.length) < SILENCE, "stopped");
        }
    }

    @Test
    void loopModesDecideWhatASecondTriggerDoes() {
        try (var player = AudioPlayer.openLoopback(RATE)) {
            player.load(tr1.samples(), tr1.effects());
            var random = new Random(2);

            var waits = tr1.plainEffect(e -> e.loopMode() == LoopMode.WAIT);
            var first = player.playSound(waits.soundId(), random).orElseThrow();
            assertTrue(player.playSound(waits.soundId(), random).isEmpty(), "WAIT ignores a trigger while playing");
            assertTrue(player.isPlaying(first));

            var restarts = tr1.plainEffect(e -> e.loopMode() == LoopMode.RESTART);
            var before = player.playSound(restarts.soundId(), random).orElseThrow();
            var after = player.playSound(restarts.soundId(), random).orElseThrow();
            assertFalse(player.isPlaying(before), "RESTART stops the playing copy");
            assertTrue(player.isPlaying(after));

            var loops = tr1.plainEffect(e -> e.loopMode() == LoopMode.LOOPED);
            var loop = player.playSound(loops.soundId(), random).orElseThrow();
            render(player, (int) (RATE * tr1.pcm(loops.firstSample()).seconds()) + RATE / 10);
            assertTrue(player.isPlaying(loop), "a looped sound outlasts its sample");
            player.stopSound(loops.soundId());
            assertFalse(player.isPlaying(loop));
        }
    }

    @Test
    void aSoundPlacedInTheWorldFadesToNothingBeyondItsRange() {
        var effect = tr4.plainEffect(e -> e.loopMode() == LoopMode.LOOPED);
        var beyond = (effect.rangeSectors() + 1) * Voices.SECTOR;
        try (var player = AudioPlayer.openLoopback(RATE)) {
            player.load(tr4.samples(), tr4.effects());
            player.setListener(0, 0, 0, 0, 0, 1, 0, -1, 0);

            var near = player.playSoundAt(effect.soundId(), 100, 0, 0, new Random(3)).orElseThrow();
            assertTrue(peak(render(player, 4096)) > 1000, "heard within a sector");
            player.move(near, beyond, 0, 0);
            var far = render(player, 4096);
            assertTrue(peak(far, far.length / 2, far.length) < SILENCE, "silent beyond the range");
            assertTrue(player.isPlaying(near), "still looping, only out of earshot");
        }
    }

    @Test
    void theDefaultDeviceUnderTheNullDriverPlaysAndStopsASource() {
        try (var player = AudioPlayer.openDefault()) {
            assertTrue(player.hasAudio(), "tests run with ALSOFT_DRIVERS=null: " + player.status());
            player.load(tr4.samples(), tr4.effects());

            var voice = player.playSample(0).orElseThrow();
            assertTrue(player.isPlaying(voice));
            player.stop(voice);
            assertFalse(player.isPlaying(voice));

            var loops = tr4.plainEffect(e -> e.loopMode() == LoopMode.LOOPED);
            var loop = player.playSound(loops.soundId(), new Random(4)).orElseThrow();
            assertTrue(player.isPlaying(loop));
            player.stopAll();
            assertFalse(player.isPlaying(loop));
        }
    }

    @Test
    void aDeviceThatCannotBeOpenedLeavesASilentPlayerThatDoesNothing() {
        try (var player = AudioPlayer.open("TombLens test: a device that does not exist")) {
            assertFalse(player.hasAudio());
            assertTrue(player.status().startsWith(AudioPlayer.NO_DEVICE), player.status());

            player.load(tr4.samples(), tr4.effects());
            var sound = tr4.effects().all().get(0).soundId();
            assertTrue(player.playSound(sound, new Random(5)).isEmpty());
            assertTrue(player.playSoundAt(sound, 0, 0, 0, new Random(5)).isEmpty());
            assertTrue(player.playSample(0).isEmpty());
            player.setMasterVolume(0.5f);
            assertEquals(0.5f, player.masterVolume());
            player.setListener(0, 0, 0, 0, 0, 1, 0, -1, 0);
            player.stopSound(sound);
            player.stopAll();
            assertThrows(IllegalStateException.class, () -> player.render(new short[2], 1));
        }
    }

    @Test
    void loadingAnotherLevelReplacesTheFirstAndClosingAReplacedLevelLeavesTheNewOneAlone() {
        var tr4Sound = tr4.plainEffect(e -> e.loopMode() != LoopMode.LOOPED);
        try (var player = AudioPlayer.openLoopback(RATE)) {
            var first = player.load(tr1.samples(), tr1.effects());
            var second = player.load(tr4.samples(), tr4.effects());
            assertFalse(first.isLoaded());
            assertTrue(second.isLoaded());
            first.close();
            assertTrue(player.playSound(tr4Sound.soundId(), new Random(6)).isPresent(), "the second level still plays");

            second.close();
            assertFalse(second.isLoaded());
            assertEquals(new Played.Silent("no level's sounds are loaded"), player.trigger(tr4Sound.soundId(), new Random(6)));
            assertEquals(new Played.Silent("no level's samples are loaded"), player.triggerSample(tr4Sound.firstSample()));
        }
    }

    /** Draws 0x7FFF every time: the highest 15-bit number, which no chance below 0x7FFF lets through. */
    private static final java.util.random.RandomGenerator HIGHEST_DRAW = new java.util.random.RandomGenerator() {
        @Override
        public int nextInt(int bound) {
            return bound - 1;
        }

        @Override
        public long nextLong() {
            throw new AssertionError("the engines draw 15-bit numbers");
        }
    };

    @Test
    void whenNothingPlaysThePlayerSaysWhy() {
        try (var player = AudioPlayer.openLoopback(RATE)) {
            player.load(tr1.samples(), tr1.effects());
            var absent = java.util.stream.IntStream.range(0, tr1.effects().idCount())
                    .filter(id -> tr1.effects().find(id).isEmpty()).findFirst().orElseThrow();
            assertEquals(new Played.Silent("the level has no sound " + absent), player.trigger(absent, new Random(7)));

            var chancy = tr1.effects().all().stream().filter(e -> e.chance() != 0 && e.chance() < 0x7FFF)
                    .findFirst().orElseThrow();
            var failed = assertInstanceOf(Played.Silent.class, player.trigger(chancy.soundId(), HIGHEST_DRAW));
            assertTrue(failed.why().startsWith("its chance test"), failed.why());

            var waits = tr1.plainEffect(e -> e.loopMode() == LoopMode.WAIT);
            assertInstanceOf(Played.Started.class, player.trigger(waits.soundId(), new Random(7)));
            assertEquals(new Played.Silent("sound " + waits.soundId() + " is already playing, and its loop mode (wait) "
                    + "lets it go on"), player.trigger(waits.soundId(), new Random(7)));

            var beyond = tr1.samples().size();
            assertEquals(new Played.Silent("sample " + beyond + " has no audio: no sample " + beyond + ": the level has "
                    + beyond), player.triggerSample(beyond));
        }
        try (var silent = AudioPlayer.open("TombLens test: a device that does not exist")) {
            assertEquals(new Played.Silent(silent.status()), silent.triggerSample(0));
        }
    }
}
