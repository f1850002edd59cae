package org.tomblens.format.prj2;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * Tomb Editor projects: the chunk tree read and the level built from it (sector geometry, objects, FloorData),
 * then prepared as the viewer prepares a level. The project stands in an empty folder, so the libraries and
 * textures it names are looked for and not found.
 */
class Prj2FuzzTest {
    /** Given by JUnit and removed after the class, so that no fuzzing run leaves a folder behind. */
    @TempDir
    static Path folder;
    static final FuzzTarget PROJECTS = new FuzzTarget("prj2", () -> FuzzSeeds.corpus("prj2", ".prj2"), "fuzz.prj2",
            Prj2FuzzTest::open);

    @FuzzTest
    void projects(byte[] input) {
        PROJECTS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        PROJECTS.replayRegressions();
    }

    private static void open(FuzzedFile.File file) {
        try {
            var level = OpenedFile.read(file.bytes(), folder.resolve(file.name()), file.name(), ProgressListener.NONE)
                    .level();
            LevelGeometry.build(level);
            LevelAnimation.build(level);
            LevelFloorData.of(level);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
