package org.tomblens.app.audio;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.Words;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.SoundTracks;
import org.tomblens.app.export.WaveFile;

/**
 * The soundtrack kept with the cutscene shown, through OpenAL Soft's loopback device: it follows the cutscene
 * chosen (a pack's cutscenes each name their own), starts where the cutscene stands, holds when it pauses, and stops
 * when a cutscene without one, or with one not found, is chosen.
 */
class CutsceneSoundtrackTest {
    private static final int RATE = 22050;
    /** How far from where it was sent a track may be found, in seconds: a few mixing steps. */
    private static final double NEAR = 0.05;

    /** Three seconds of a mono tone, as a WAV file named as an audio folder names track {@code number}. */
    private static SoundTracks.Track track(Path folder, int number) throws Exception {
        var frames = 3 * RATE;
        var samples = new short[frames];
        for (int i = 0; i < frames; i++) {
            samples[i] = (short) (8000 * Math.sin(2 * Math.PI * 330 * i / RATE));
        }
        var file = folder.resolve(String.format("%03d.wav", number));
        Files.write(file, WaveFile.bytes(new Pcm(RATE, 1, Words.own(samples))));
        return new SoundTracks.Track(number, Optional.of(file), 0, -1, file.getFileName().toString());
    }

    @Test
    void theTrackFollowsTheCutsceneChosenAndWhereItStands(@TempDir Path folder) throws Exception {
        var tracks = List.of(track(folder, 12), track(folder, 13));
        try (var player = AudioPlayer.openLoopback(RATE)) {
            var soundtrack = new CutsceneSoundtrack(player, () -> tracks);
            soundtrack.update(true, true, 0);
            assertEquals(-1, player.trackPlaying(), "nothing plays before a cutscene names a track");

            soundtrack.follow(Optional.of(12));
            soundtrack.update(true, true, 1.5);
            assertEquals(12, player.trackPlaying());
            assertEquals(1.5, player.trackPosition(), NEAR, "the track starts where the cutscene stands");
            assertTrue(soundtrack.silent().isEmpty());

            soundtrack.update(true, true, 0.25);
            assertEquals(0.25, player.trackPosition(), NEAR, "scrubbed back, the track follows");

            soundtrack.follow(Optional.of(13));
            assertEquals(-1, player.trackPlaying(), "choosing another cutscene stops the last one's track");
            soundtrack.update(true, true, 2);
            assertEquals(13, player.trackPlaying());
            assertEquals(2, player.trackPosition(), NEAR);

            soundtrack.follow(Optional.of(-1));
            soundtrack.update(true, true, 2);
            assertEquals(-1, player.trackPlaying(), "a cutscene without a track plays none");

            soundtrack.follow(Optional.of(40));
            soundtrack.update(true, true, 0);
            assertEquals(-1, player.trackPlaying(), "a track not found beside the level plays none");

            soundtrack.follow(Optional.of(12));
            soundtrack.update(true, true, 1);
            soundtrack.update(false, false, 1);
            assertEquals(-1, player.trackPlaying(), "the track stops when the cutscene leaves the view");
        }
    }
}
