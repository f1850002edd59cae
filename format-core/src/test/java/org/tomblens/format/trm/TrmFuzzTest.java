package org.tomblens.format.trm;

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

/** Remastered model files, opened as the viewer opens one: its mesh, textures and (empty) animations built. */
class TrmFuzzTest {
    static final FuzzTarget MODELS = new FuzzTarget("trm", () -> FuzzSeeds.corpus("remastered", ".trm"), "fuzz.trm",
            TrmFuzzTest::open);

    @FuzzTest
    void models(byte[] input) {
        MODELS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        MODELS.replayRegressions();
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
