package org.tomblens.format.sound;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * WAV samples, PCM and MS-ADPCM: the seeds are the first samples the corpus's TR4 and TR5 levels carry, decoded
 * as the player decodes them. A sample fails alone, with a {@link WaveFormatException} at its byte offset.
 */
class WaveFuzzTest {
    /** Samples taken from each level: enough for both encodings, few enough to keep the seeds small. */
    private static final int SAMPLES_PER_LEVEL = 6;
    static final FuzzTarget SAMPLES = new FuzzTarget("wav", WaveFuzzTest::seeds, "fuzz.wav",
            file -> WaveReader.decode(Bytes.own(file.bytes())));

    @FuzzTest
    void samples(byte[] input) {
        SAMPLES.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        SAMPLES.replayRegressions();
    }

    private static List<FuzzedFile.File> seeds() {
        var seeds = new ArrayList<FuzzedFile.File>();
        for (var file : FuzzSeeds.levels()) {
            var level = LevelReader.read(file.bytes(), file.name());
            if (!level.version().atLeast(GameVersion.TR4)) {
                continue;
            }
            var samples = level.sound().samples();
            for (int i = 0; i < Math.min(SAMPLES_PER_LEVEL, samples.size()); i++) {
                seeds.add(new FuzzedFile.File(file.name() + " sample " + i, samples.get(i).wav().toArray()));
            }
        }
        return seeds;
    }
}
