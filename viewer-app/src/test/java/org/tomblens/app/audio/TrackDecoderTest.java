package org.tomblens.app.audio;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.SoundTracks;
import org.tomblens.maker.sound.WaveWriter;

/**
 * Soundtracks in a TRLE engine's audio folder as OGG Vorbis and MP3, encoded by the reference encoders (oggenc
 * from vorbis-tools, LAME) from one second of a 440 Hz tone: each decodes to that second of that tone, at the
 * rate and in the channels it was encoded with. A file that is neither decodes to an error, not a crash.
 */
class TrackDecoderTest {
    private static final int RATE = 22_050;
    private static final double TONE = 440;

    @Test
    void oggAndMp3TracksDecodeToTheToneTheyWereEncodedFrom(@TempDir Path engine) throws Exception {
        Files.createDirectories(engine.resolve("audio"));
        Files.createDirectories(engine.resolve("data"));
        var wav = Files.write(engine.resolve("tone.wav"), WaveWriter.write(tone(), RATE));
        encode(List.of("oggenc", "-Q", "-o", engine.resolve("audio/105.ogg").toString(), wav.toString()));
        encode(List.of("lame", "--silent", "-b", "64", wav.toString(), engine.resolve("audio/106_Tone.mp3").toString()));
        var level = Files.write(engine.resolve("data/level.tr4"), new byte[] {0});

        var tracks = SoundTracks.find(level, GameVersion.TR4, Set.of(105, 106));
        var ogg = TrackDecoder.decode(tracks.get(0));
        // Vorbis keeps the stream's exact length.
        assertEquals(RATE, ogg.sampleRate());
        assertEquals(1, ogg.channels());
        assertEquals(RATE, ogg.frameCount());
        assertEquals(TONE, frequency(ogg), TONE * 0.02);

        var mp3 = TrackDecoder.decode(tracks.get(1));
        // MP3 frames hold 576 samples at this rate, and LAME adds its encoder delay and padding: a frame or few more.
        assertEquals(RATE, mp3.sampleRate());
        assertEquals(1, mp3.channels());
        assertTrue(mp3.frameCount() >= RATE && mp3.frameCount() <= RATE + 4 * 576, mp3.frameCount() + " frames");
        assertEquals(TONE, frequency(mp3), TONE * 0.02);
    }

    @Test
    void bytesThatAreNeitherOggNorMp3AreRefusedWithWhy() {
        var noise = new byte[4096];
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (byte) (i * 37 + 11);
        }
        var ogg = assertThrows(IOException.class, () -> TrackDecoder.ogg(noise));
        assertTrue(ogg.getMessage().contains("OGG"), ogg.getMessage());
        assertThrows(IOException.class, () -> TrackDecoder.mp3(new byte[] {0, 1, 2, 3}));
    }

    private static short[] tone() {
        var samples = new short[RATE];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (short) Math.round(12_000 * Math.sin(2 * Math.PI * TONE * i / RATE));
        }
        return samples;
    }

    /** The tone's frequency from its rising zero crossings over the middle half second (clear of encoder edges). */
    private static double frequency(Pcm pcm) {
        var from = pcm.frameCount() / 4;
        var to = from + pcm.sampleRate() / 2;
        var crossings = 0;
        for (int i = from + 1; i < to; i++) {
            if (pcm.samples().get(i - 1) < 0 && pcm.samples().get(i) >= 0) {
                crossings++;
            }
        }
        return crossings * 2.0;
    }

    /**
     * Runs an encoder; where it is not installed the test is skipped with a message, unless the corpus and its
     * tools are required (as .ci/run requires them, installing both encoders).
     */
    private static void encode(List<String> command) throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            var message = command.get(0) + " is not installed (Debian: vorbis-tools, lame)";
            if ("1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
                fail(message);
            }
            Assumptions.abort(message);
            return;
        }
        var output = new String(process.getInputStream().readAllBytes());
        assertEquals(0, process.waitFor(), String.join(" ", command) + ": " + output);
    }
}
