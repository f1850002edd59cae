package org.tomblens.format.wad2;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.ViewerPreparation;

/** Tomb Editor's WAD2 libraries, opened as the viewer opens a library: its models, textures and animations built. */
class Wad2FuzzTest {
    static final FuzzTarget LIBRARIES = new FuzzTarget("wad2", () -> FuzzSeeds.corpus("wad2", ".wad2"), "fuzz.wad2",
            ViewerPreparation::openLibrary);

    @FuzzTest
    void libraries(byte[] input) {
        LIBRARIES.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        LIBRARIES.replayRegressions();
    }
}
