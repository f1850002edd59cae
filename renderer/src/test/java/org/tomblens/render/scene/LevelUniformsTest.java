package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * Each variant of the level shader compiles and links, and holds the fogs it is made with and no other: the driver
 * keeps a uniform only where code reads it, so a fog left out of a variant costs its pixels nothing.
 */
@ExtendWith(GlContextPerClass.class)
class LevelUniformsTest {
    @ParameterizedTest(name = "fog bulbs {0}, distance fog {1}")
    @CsvSource({"false, false", "true, false", "false, true", "true, true"})
    void aVariantHoldsTheFogsItIsMadeWith(boolean bulbs, boolean distance) {
        try (var variant = new LevelUniforms(bulbs, distance)) {
            assertEquals(bulbs, variant.fogBulbCount != -1, "fog bulbs' count");
            assertEquals(bulbs, variant.fogBulbSpheres != -1, "fog bulbs' spheres");
            assertEquals(distance, variant.program.uniform("uDistanceFogRange") != -1, "distance fog's range");
            assertEquals(bulbs || distance, variant.eye != -1, "the eye, which both fogs measure from");
            assertNotEquals(-1, variant.viewProjection);
            assertNotEquals(-1, variant.alphaCut);
        }
    }
}
