package org.tomblens.app.load;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.sound.DemoSamples;

class BundledDemoLevelTest {
    /** What a maintainer runs, after a build, when a generator changed. */
    private static final String REGENERATE =
            " is stale: run java -jar level-maker/target/level-maker.jar make-demo assets/demo/tomblens-demo.tr2";

    @Test
    void theShippedDemoIsExactlyWhatTheGeneratorMakesNow() {
        var shipped = BundledDemoLevel.bytes();
        var generated = DemoLevelGenerator.generateBytes();
        assertEquals(generated.length, shipped.length,
                "assets/demo/tomblens-demo.tr2" + REGENERATE);
        assertArrayEquals(generated, shipped,
                "assets/demo/tomblens-demo.tr2" + REGENERATE);
    }

    @Test
    void theShippedFilesHaveTheNamesTheGeneratorsGiveThem() {
        assertEquals(DemoLevelGenerator.FILE_NAME, BundledDemoLevel.fileName());
        assertEquals(DemoSamples.FILE_NAME, BundledDemoLevel.SOUNDS_FILE_NAME);
    }

    @Test
    void theShippedSoundsAreExactlyWhatTheGeneratorMakesNow() {
        assertArrayEquals(DemoSamples.mainSfx(), BundledDemoLevel.mainSfx(),
                "assets/demo/MAIN.SFX" + REGENERATE);
    }

    @Test
    void theShippedDemoReadsAsATr2LevelWithoutWarnings() {
        var level = BundledDemoLevel.read();
        assertEquals(GameVersion.TR2, level.version());
        assertEquals("tomblens-demo.tr2", level.fileName());
        assertEquals(5, level.rooms().size());
        assertTrue(level.warnings().isEmpty(), level.warnings().toString());
    }
}
