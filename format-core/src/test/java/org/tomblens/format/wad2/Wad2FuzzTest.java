package org.tomblens.format.wad2;

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

/** Tomb Editor's WAD2 libraries, opened as the viewer opens a library: its models, textures and animations built. */
class Wad2FuzzTest {
    static final FuzzTarget LIBRARIES = new FuzzTarget("wad2", () -> FuzzSeeds.corpus("wad2", ".wad2"), "fuzz.wad2",
            Wad2FuzzTest::open);

    @FuzzTest
    void libraries(byte[] input) {
        LIBRARIES.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        LIBRARIES.replayRegressions();
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
