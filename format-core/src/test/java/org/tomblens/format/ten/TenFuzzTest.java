package org.tomblens.format.ten;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.ViewerPreparation;

/**
 * TombEngine levels, fuzzed from the corpus level with small atlases: read, then prepared as the viewer prepares a
 * level, which must not fail on anything the reader accepted.
 */
class TenFuzzTest {
    static final FuzzTarget LEVELS = new FuzzTarget("ten", TenFuzzTest::seeds, "fuzz.ten", TenFuzzTest::prepare);

    @FuzzTest(maxDuration = "30s")
    void tombEngineLevels(byte[] input) {
        LEVELS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        LEVELS.replayRegressions();
    }

    /** The corpus levels with their atlases made small ({@link SmallAtlases}). */
    private static List<FuzzedFile.File> seeds() {
        return FuzzSeeds.corpus("ten", ".ten").stream()
                .map(file -> new FuzzedFile.File(file.name(), SmallAtlases.of(file.bytes()))).toList();
    }

    private static void prepare(FuzzedFile.File file) {
        ViewerPreparation.prepare(TenReader.read(file.bytes(), file.name()).level());
    }
}
