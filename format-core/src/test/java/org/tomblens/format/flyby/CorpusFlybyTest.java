package org.tomblens.format.flyby;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.geometry.LevelExtent;
import org.tomblens.format.model.Level;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.prj2.level.ProjectLevelBuilder;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Every flyby sequence of the corpus's levels and projects samples to a path that starts on its first camera, stays
 * finite and stays within the level: inside the box of its rooms, a sector of slack for the spline's swing.
 */
class CorpusFlybyTest {

    static Stream<Path> files() {
        return Stream.concat(Corpus.levels().stream(), Corpus.files("prj2", ".prj2").stream());
    }

    private static Level read(Path file) throws IOException {
        return file.toString().endsWith(".prj2") ? ProjectLevelBuilder.build(Prj2Reader.read(file), file).level()
                : LevelReader.read(file);
    }

    @ParameterizedTest
    @MethodSource("files")
    void everySequenceSamplesWithinTheLevel(Path file) throws IOException {
        var level = read(file);
        var extent = LevelExtent.of(level);
        var scene = FlybyScene.of(level);
        for (var sequence : FlybySequence.of(level.flybyCameras())) {
            var path = FlybyPath.of(sequence, scene);
            var first = sequence.first();
            var start = path.samples().get(0).position();
            if (!sequence.isRails()) {
                assertEquals(0, start.distance(new FlybyPath.Point(first.x(), first.y(), first.z())), 1e-6);
            }
            for (var sample : path.samples()) {
                var p = sample.position();
                assertTrue(Double.isFinite(p.x()) && Double.isFinite(p.y()) && Double.isFinite(p.z()));
                var where = file.getFileName() + " sequence " + sequence.number() + " at " + sample.t() + " s: " + p;
                assertTrue(extent.holds(p.x(), p.y(), p.z(), 1024), where);
                assertTrue(Double.isFinite(sample.fov()) && Double.isFinite(sample.roll()), where);
            }
        }
    }
}
