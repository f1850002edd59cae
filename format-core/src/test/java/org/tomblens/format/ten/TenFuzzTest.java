package org.tomblens.format.ten;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.ViewerPreparation;

/**
 * TombEngine levels, fuzzed from the corpus level with small atlases and from a small level in Tomb Editor 1.11's
 * layout (chunked blocks, animations in their movables) that level-maker writes: read, then prepared as the viewer
 * prepares a level, which must not fail on anything the reader accepted.
 */
class TenFuzzTest {
    /** level-maker's sample 1.11 level, its blocks in 64-byte chunks; a level-maker test keeps it what it writes. */
    static final Path SAMPLE_1_11 = Path.of("src", "test", "resources", "fuzz-seeds", "ten-sample-te111.ten");

    static final FuzzTarget LEVELS = new FuzzTarget("ten", TenFuzzTest::seeds, "fuzz.ten", TenFuzzTest::prepare);

    @FuzzTest
    void tombEngineLevels(byte[] input) {
        LEVELS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        LEVELS.replayRegressions();
    }

    /** The corpus levels with their atlases made small ({@link SmallAtlases}), then the sample 1.11 level. */
    private static List<FuzzedFile.File> seeds() {
        var seeds = new ArrayList<FuzzedFile.File>();
        FuzzSeeds.corpus("ten", ".ten")
                .forEach(file -> seeds.add(new FuzzedFile.File(file.name(), SmallAtlases.of(file.bytes()))));
        seeds.add(FuzzSeeds.file(SAMPLE_1_11));
        return seeds;
    }

    @Test
    void theSample1Point11LevelReads() {
        var ten = TenReader.read(FuzzSeeds.file(SAMPLE_1_11).bytes(), "sample");
        assertEquals("1.11.0", ten.version().toString());
        var level = ten.level();
        assertEquals(2, level.rooms().size());
        assertEquals(2, level.animation().animations().size());
    }

    private static void prepare(FuzzedFile.File file) {
        ViewerPreparation.prepare(TenReader.read(file.bytes(), file.name()).level());
    }
}
