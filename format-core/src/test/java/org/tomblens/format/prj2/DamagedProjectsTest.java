package org.tomblens.format.prj2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.prj2.level.ProjectLevelBuilder;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DamagedCopies;

/**
 * Damaged copies of the corpus projects — cut short at 200 random places, and 200 copies with random bytes
 * flipped — either load or fail with a {@link LevelFormatException}, within two seconds of processor time and (this class runs with
 * a 512 MB heap) without running out of memory. A copy that loads is also built into a level and its geometry:
 * whatever heights, areas and references the damage left, that never fails.
 */
@Tag("robustness")
class DamagedProjectsTest {
    private static final int CASES = 200;

    static Stream<Path> projects() {
        return Corpus.files("prj2", ".prj2").stream();
    }

    private static DamagedCopies.Reader readAndBuild(Path file) {
        var name = file.getFileName().toString();
        return bytes -> LevelGeometry.build(ProjectLevelBuilder.build(Prj2Reader.read(bytes, name), file).level());
    }

    @ParameterizedTest
    @MethodSource("projects")
    void truncatedCopiesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var name = file.getFileName().toString();
        DamagedCopies.readAll(name, DamagedCopies.truncated(Files.readAllBytes(file), CASES, name.hashCode()),
                readAndBuild(file));
    }

    @ParameterizedTest
    @MethodSource("projects")
    void copiesWithFlippedBytesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var name = file.getFileName().toString();
        DamagedCopies.readAll(name, DamagedCopies.flipped(Files.readAllBytes(file), CASES, ~name.hashCode()),
                readAndBuild(file));
    }
}
