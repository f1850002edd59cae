package org.tomblens.format.read;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.ViewerPreparation;

/**
 * TR1–TR5 levels (the chunked TR4/TR5 layouts and TRNG's encrypted one among the seeds), fuzzed from the demo
 * and the corpus: read, then prepared as the viewer prepares them (geometry, animations, FloorData, triggers
 * and the rooms' finder), which must not fail on anything the reader accepted.
 */
class LevelFuzzTest {
    static final FuzzTarget LEVELS = new FuzzTarget("levels", FuzzSeeds::levels, "fuzz.tr4", LevelFuzzTest::prepare);

    @FuzzTest
    void levels(byte[] input) {
        LEVELS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        LEVELS.replayRegressions();
    }

    private static void prepare(FuzzedFile.File file) {
        ViewerPreparation.prepare(LevelReader.read(file.bytes(), file.name()));
    }
}
