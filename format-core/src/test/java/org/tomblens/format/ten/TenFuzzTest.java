package org.tomblens.format.ten;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/** TombEngine levels, opened as the viewer opens a level: its geometry and animations built. */
class TenFuzzTest {
    static final FuzzTarget LEVELS = new FuzzTarget("ten", () -> FuzzSeeds.corpus("ten", ".ten"), "fuzz.ten",
            TenFuzzTest::open);

    @FuzzTest(maxDuration = "30s")
    void levels(byte[] input) {
        LEVELS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        LEVELS.replayRegressions();
    }

    private static void open(FuzzedFile.File file) {
        try {
            var level = OpenedFile.read(file.bytes(), null, file.name(), ProgressListener.NONE).level();
            LevelGeometry.build(level);
            LevelAnimation.build(level);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
