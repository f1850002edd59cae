package org.tomblens.format.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DamagedCopies;

/**
 * Damaged copies of every corpus level — cut short at 200 random places, and 200 copies with random bytes
 * flipped — either load or fail with a {@link LevelFormatException}: no other exception, no read longer than
 * two seconds of processor time, and (this class runs with a 512 MB heap) no OutOfMemoryError.
 */
@Tag("robustness")
class DamagedLevelsTest {
    private static final int CASES = 200;

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void truncatedCopiesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var name = file.getFileName().toString();
        DamagedCopies.readAll(name, DamagedCopies.truncated(bytes, CASES, name.hashCode()),
                damaged -> LevelReader.read(damaged, name));
    }

    @ParameterizedTest
    @MethodSource("levels")
    void copiesWithFlippedBytesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var name = file.getFileName().toString();
        DamagedCopies.readAll(name, DamagedCopies.flipped(bytes, CASES, ~name.hashCode()),
                damaged -> LevelReader.read(damaged, name));
    }
}
