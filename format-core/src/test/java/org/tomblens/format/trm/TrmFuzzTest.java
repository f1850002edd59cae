package org.tomblens.format.trm;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.ViewerPreparation;

/** Remastered model files, opened as the viewer opens one: its mesh, textures and (empty) animations built. */
class TrmFuzzTest {
    static final FuzzTarget MODELS = new FuzzTarget("trm", () -> FuzzSeeds.corpus("remastered", ".trm"), "fuzz.trm",
            ViewerPreparation::openLibrary);

    @FuzzTest
    void models(byte[] input) {
        MODELS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        MODELS.replayRegressions();
    }
}
