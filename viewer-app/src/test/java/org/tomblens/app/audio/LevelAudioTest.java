package org.tomblens.app.audio;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.sound.SoundEffect;
import org.tomblens.format.sound.SoundEffects;
import org.tomblens.format.sound.SoundSources;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.view.Camera;

/**
 * A level's sounds on a loopback player, no window: the listener follows the camera with TR's axes as they
 * are (a sound to the camera's right is louder on the right), and sound sources placed by hand around a
 * corpus TR4 level's sounds start and stop as the camera moves, the flip state changes and the toggle says.
 */
class LevelAudioTest {
    private static final int RATE = 44100;
    private static Level tr4;
    private static SampleBank samples;
    private static SoundEffects effects;

    @BeforeAll
    static void load() throws IOException {
        tr4 = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        samples = SampleBank.of(tr4);
        effects = SoundEffects.of(tr4);
    }

    /** A sound that always plays one mono sample of at least a second, at a steady pitch and gain. */
    private static SoundEffect plain(Predicate<SoundEffect> test) {
        return effects.all().stream()
                .filter(e -> e.variants() == 1 && e.chance() == 0 && !e.randomPitch() && !e.randomGain())
                .filter(e -> samples.pcm(e.firstSample()).filter(p -> p.channels() == 1 && p.seconds() >= 1).isPresent())
                .filter(test).findFirst().orElseThrow();
    }

    private static LevelSounds withSources(SoundSource... sources) {
        return new LevelSounds(samples, effects, SoundSources.of(List.of(sources), effects));
    }

    /** Left and right energy of the next {@code frames} stereo frames. */
    private static double[] energy(AudioPlayer player, int frames) {
        var out = new short[2 * frames];
        player.render(out, frames);
        var sums = new double[2];
        for (int i = 0; i < out.length; i++) {
            sums[i & 1] += (double) out[i] * out[i];
        }
        return sums;
    }

    @Test
    void aSoundToTheCamerasRightIsLouderOnTheRight() {
        var effect = plain(e -> e.loopMode() != LoopMode.LOOPED && e.rangeSectors() >= 4);
        try (var player = AudioPlayer.openLoopback(RATE); var audio = new LevelAudio(player, withSources())) {
            var camera = new Camera();
            // Looking along +Z with -Y up: +X is to the right (TR's axes are right-handed, as OpenAL's are).
            camera.place(0, 0, 0, 0, 0);
            audio.update(camera, false);
            var right = sideEnergy(player, effect, 2048, 0);
            var left = sideEnergy(player, effect, -2048, 0);
            assertTrue(right[1] > 2 * right[0], "at +X, right " + right[1] + " vs left " + right[0]);
            assertTrue(left[0] > 2 * left[1], "at -X, left " + left[0] + " vs right " + left[1]);

            // Turned a quarter to the right (looking along +X), +Z is on the left.
            camera.place(0, 0, 0, (float) Math.PI / 2, 0);
            audio.update(camera, false);
            var turned = sideEnergy(player, effect, 0, 2048);
            assertTrue(turned[0] > 2 * turned[1], "at +Z, left " + turned[0] + " vs right " + turned[1]);
        }
    }

    private static double[] sideEnergy(AudioPlayer player, SoundEffect effect, float x, float z) {
        var voice = player.playSoundAt(effect.soundId(), x, 0, z, new java.util.Random(1)).orElseThrow();
        var sums = energy(player, RATE / 2);
        player.stop(voice);
        energy(player, RATE / 10);
        return sums;
    }

    @Test
    void sourcesPlayWhileTheCameraIsWithinRangeInTheirFlipStateAndTheToggleIsOn() {
        var looped = plain(e -> e.loopMode() == LoopMode.LOOPED);
        var range = looped.rangeSectors() * 1024f;
        // Source 0 plays while not flipped; source 1, far off along +X, always.
        var sounds = withSources(new SoundSource(0, 0, 0, looped.soundId(), 0x80),
                new SoundSource((int) (3 * range), 0, 0, looped.soundId(), 0xC0));
        try (var player = AudioPlayer.openLoopback(RATE); var audio = new LevelAudio(player, sounds)) {
            var camera = new Camera().place(range / 2, 0, 0, 0, 0);
            audio.update(camera, false);
            assertFalse(audio.isPlaying(0), "the toggle is off");

            audio.setPlaySources(true);
            audio.update(camera, false);
            assertTrue(audio.isPlaying(0), "within range of source 0");
            assertFalse(audio.isPlaying(1), "source 1 is 2.5 ranges away");
            assertTrue(energy(player, 4096)[0] > 0, "heard");

            audio.update(camera, true);
            assertFalse(audio.isPlaying(0), "0x80: silent while flipped");
            audio.update(camera, false);
            assertTrue(audio.isPlaying(0));

            camera.place(range * 1.5f, 0, 0, 0, 0);
            audio.update(camera, false);
            assertFalse(audio.isPlaying(0) || audio.isPlaying(1), "out of range of both");

            camera.place(range * 2.5f, 0, 0, 0, 0);
            audio.update(camera, true);
            assertTrue(audio.isPlaying(1), "0xC0 plays flipped too");

            audio.setPlaySources(false);
            audio.update(camera, true);
            assertFalse(audio.isPlaying(1), "the toggle turned off");
        }
    }

    @Test
    void ofTwoSourcesOfOneSoundInRangeTheNearerPlays() {
        var looped = plain(e -> e.loopMode() == LoopMode.LOOPED);
        var range = looped.rangeSectors() * 1024f;
        var sounds = withSources(new SoundSource(0, 0, 0, looped.soundId(), 0xC0),
                new SoundSource((int) range, 0, 0, looped.soundId(), 0xC0));
        try (var player = AudioPlayer.openLoopback(RATE); var audio = new LevelAudio(player, sounds)) {
            audio.setPlaySources(true);
            var camera = new Camera().place(range * 0.25f, 0, 0, 0, 0);
            audio.update(camera, false);
            assertTrue(audio.isPlaying(0) && !audio.isPlaying(1), "a quarter range from 0, three quarters from 1");

            camera.place(range * 0.75f, 0, 0, 0, 0);
            audio.update(camera, false);
            assertTrue(audio.isPlaying(1) && !audio.isPlaying(0), "the voice moved to the nearer source in one update");
        }
    }

    @Test
    void closingStopsTheSourcesAndFreesTheLevelsSamples() {
        var looped = plain(e -> e.loopMode() == LoopMode.LOOPED);
        try (var player = AudioPlayer.openLoopback(RATE)) {
            var audio = new LevelAudio(player, withSources(new SoundSource(0, 0, 0, looped.soundId(), 0xC0)));
            audio.setPlaySources(true);
            audio.update(new Camera(), false);
            assertTrue(audio.isPlaying(0));
            audio.close();
            assertFalse(audio.isPlaying(0));
            assertTrue(player.playSample(looped.firstSample()).isEmpty(), "its samples are gone");
            assertEquals(new Played.Silent("no level's sounds are loaded"), player.trigger(looped.soundId(),
                    new java.util.Random(1)));
        }
    }
}
