package org.tomblens.format.flyby;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
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
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        double minZ = Double.MAX_VALUE, maxZ = -Double.MAX_VALUE;
        for (var room : level.rooms()) {
            minX = Math.min(minX, room.x() - 1024);
            maxX = Math.max(maxX, room.x() + (room.numXSectors() + 1) * 1024);
            minZ = Math.min(minZ, room.z() - 1024);
            maxZ = Math.max(maxZ, room.z() + (room.numZSectors() + 1) * 1024);
            minY = Math.min(minY, room.yTop() - 1024);
            maxY = Math.max(maxY, room.yBottom() + 1024);
        }
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
                assertTrue(p.x() >= minX && p.x() <= maxX && p.z() >= minZ && p.z() <= maxZ, where);
                assertTrue(p.y() >= minY && p.y() <= maxY, where);
                assertTrue(Double.isFinite(sample.fov()) && Double.isFinite(sample.roll()), where);
            }
        }
    }
}
