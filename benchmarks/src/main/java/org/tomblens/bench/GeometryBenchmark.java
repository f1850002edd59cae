package org.tomblens.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.read.LevelReader;

/**
 * Building everything the renderer uploads for a parsed level: texture pages, the object-texture table, the
 * room and mesh buffers and the sprites (goal: under 50 ms warmed for any corpus level).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GeometryBenchmark {

    @Param({"tr1/rando-test1.phd", "tr1/opentomb-altroom1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2",
            "tr4/rando-test1.tr4", "tr5/rando-test1.trc", "tr5/trview-lake.trc"})
    public String file;

    private org.tomblens.format.model.Level level;

    @Setup(Level.Trial)
    public void load() {
        level = LevelReader.read(CorpusFiles.read(file), file);
    }

    @Benchmark
    public LevelGeometry buildAll() {
        return LevelGeometry.build(level);
    }
}
