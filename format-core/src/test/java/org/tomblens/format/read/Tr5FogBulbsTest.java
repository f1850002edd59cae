package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.testing.Corpus;

/** TR5's fog bulbs read as real files store them: position, radius, (radius squared), density, colour. */
class Tr5FogBulbsTest {
    static Stream<Path> levels() {
        return Corpus.files("tr5", ".trc").stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyFogBulbHasARadiusADensityAndAColourOfUnitChannels(Path file) throws IOException {
        var level = LevelReader.read(file);
        var bulbs = level.rooms().stream().flatMap(room -> room.lights().stream())
                .filter(RoomLight.Tr5FogBulb.class::isInstance).map(RoomLight.Tr5FogBulb.class::cast).toList();
        assertFalse(bulbs.isEmpty(), file + " has fog bulbs");
        for (var bulb : bulbs) {
            assertTrue(bulb.radius() >= 256 && bulb.radius() <= 32 * 1024, bulb.toString());
            assertTrue(bulb.density() > 0, bulb.toString());
            for (var channel : new float[] {bulb.red(), bulb.green(), bulb.blue()}) {
                assertTrue(channel >= 0 && channel <= 1, bulb.toString());
            }
        }
    }
}
