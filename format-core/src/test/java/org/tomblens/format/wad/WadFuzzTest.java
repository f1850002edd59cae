package org.tomblens.format.wad;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * TRLE object libraries: the .WAD, opened as the viewer opens a library (its models, textures and animations
 * built), and its companions, the .WAS object names, .SWD sprites and .SAM sample list, each read by its reader.
 */
class WadFuzzTest {
    static final FuzzTarget WADS = new FuzzTarget("wad", () -> FuzzSeeds.corpus("wad", ".wad", ".was", ".swd", ".sam"),
            "fuzz.wad", WadFuzzTest::read);

    @FuzzTest
    void wads(byte[] input) {
        WADS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        WADS.replayRegressions();
    }

    private static void read(FuzzedFile.File file) {
        var name = file.name().toLowerCase(Locale.ROOT);
        if (name.endsWith(".was")) {
            CompanionReader.objectNames(file.bytes());
        } else if (name.endsWith(".swd")) {
            CompanionReader.sprites(file.bytes(), file.name());
        } else if (name.endsWith(".sam")) {
            CompanionReader.sampleFiles(file.bytes());
        } else {
            try {
                var level = OpenedFile.read(file.bytes(), null, file.name(), ProgressListener.NONE).level();
                LevelGeometry.build(level);
                LevelAnimation.build(level);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
