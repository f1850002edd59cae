package org.tomblens.format.wad2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DamagedCopies;

/**
 * Damaged copies of the corpus WAD2 libraries — cut short at 200 random places, and 200 copies with random bytes
 * flipped — either load or fail with a {@link LevelFormatException}, within two seconds of processor time and without running out of
 * memory. A copy that loads is made a level, its meshes and its animations prepared as the viewer prepares them.
 */
@Tag("robustness")
class DamagedWad2Test {
    private static final int CASES = 200;

    static Stream<Path> libraries() {
        return Corpus.files("wad2", ".wad2").stream();
    }

    private static DamagedCopies.Reader readAndPrepare(String name) {
        return bytes -> {
            var level = Wad2Level.of(Wad2Reader.read(bytes, name));
            LevelGeometry.build(level);
            LevelAnimation.build(level);
        };
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void truncatedCopiesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var name = file.getFileName().toString();
        DamagedCopies.readAll(name, DamagedCopies.truncated(Files.readAllBytes(file), CASES, name.hashCode()),
                readAndPrepare(name));
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void copiesWithFlippedBytesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var name = file.getFileName().toString();
        DamagedCopies.readAll(name, DamagedCopies.flipped(Files.readAllBytes(file), CASES, ~name.hashCode()),
                readAndPrepare(name));
    }
}
