package org.tomblens.app.load;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.sound.DemoSamples;

class BundledDemoLevelTest {

    @Test
    void theShippedDemoIsExactlyWhatTheGeneratorMakesNow() {
        var shipped = BundledDemoLevel.bytes();
        var generated = DemoLevelGenerator.generateBytes();
        assertEquals(generated.length, shipped.length,
                "assets/demo/tomblens-demo.tr2 is stale: run ./tomblens make-demo assets/demo/tomblens-demo.tr2");
        assertArrayEquals(generated, shipped,
                "assets/demo/tomblens-demo.tr2 is stale: run ./tomblens make-demo assets/demo/tomblens-demo.tr2");
    }

    @Test
    void theShippedSoundsAreExactlyWhatTheGeneratorMakesNow() {
        assertArrayEquals(DemoSamples.mainSfx(), BundledDemoLevel.mainSfx(),
                "assets/demo/MAIN.SFX is stale: run ./tomblens make-demo assets/demo/tomblens-demo.tr2");
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
