package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Damaged copies of the corpus levels' WAV files (bytes flipped, mostly in the headers where the sizes and
 * ADPCM block headers are, or cut short) either decode or fail with a {@link WaveFormatException}: no other
 * exception, and (this class runs with a 512 MB heap) never more than four samples per byte present.
 */
@Tag("robustness")
class DamagedSamplesTest {
    private static final int CASES = 300;

    static Stream<Path> levelsWithSamples() {
        return Stream.of("tr1/rando-test1.phd", "tr4/rando-test1.tr4", "tr5/rando-test1.trc").map(Corpus::file);
    }

    /** Each sample's WAV file as its own array. */
    private static List<byte[]> wavs(Level level) {
        var sound = level.sound();
        var wavs = new ArrayList<byte[]>();
        if (sound.samples().isEmpty()) {
            var block = sound.sampleBlob().toArray();
            for (int i = 0; i < sound.sampleIndices().size(); i++) {
                var start = sound.sampleIndices().get(i);
                var size = WaveReader.header(sound.sampleBlob(), start, block.length).fileSize();
                wavs.add(Arrays.copyOfRange(block, start, start + size));
            }
        } else {
            sound.samples().forEach(sample -> wavs.add(sample.wav().toArray()));
        }
        return wavs;
    }

    @ParameterizedTest
    @MethodSource("levelsWithSamples")
    void damagedWavFilesDecodeOrFailWithTheTypedError(Path file) throws IOException {
        var wavs = wavs(LevelReader.read(file));
        var random = new Random(file.getFileName().toString().hashCode());
        var failures = 0;
        for (int i = 0; i < CASES; i++) {
            var wav = wavs.get(random.nextInt(wavs.size())).clone();
            String what;
            if (i % 4 == 3) {
                var length = random.nextInt(wav.length);
                wav = Arrays.copyOf(wav, length);
                what = "cut to " + length;
            } else {
                var flips = 1 + random.nextInt(6);
                var where = new StringBuilder("flipped at");
                for (int f = 0; f < flips; f++) {
                    // Three in four flips land in the first 128 bytes: the RIFF, fmt, data and first block headers.
                    var at = random.nextInt(4) > 0 ? random.nextInt(Math.min(128, wav.length)) : random.nextInt(wav.length);
                    wav[at] ^= (byte) (1 << random.nextInt(8));
                    where.append(' ').append(at);
                }
                what = where.toString();
            }
            try {
                var pcm = WaveReader.decode(Bytes.own(wav));
                assertTrue(pcm.samples().size() <= 4L * wav.length, what + ": " + pcm.samples().size() + " samples");
            } catch (WaveFormatException expected) {
                failures++;
            } catch (RuntimeException | Error e) {
                fail(file.getFileName() + " " + what + ": " + e, e);
            }
        }
        assertTrue(failures > 0, "some damage should be detected");
    }
}
