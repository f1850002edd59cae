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
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;

/**
 * The diff of two retail-size levels, warm, as the window runs it: both levels read and their FloorData and boxes
 * made once (the loading thread's work), then every category compared. {@code SampleTime} reports the median.
 * A level against a second reading of itself is the dearest case: every category is compared to the end. The
 * corpus's retail-size levels are one of each game; {@code -p files=A|B} compares any two others.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DiffBenchmark {

    /** Two files, A|B, in the corpus or (an absolute path) anywhere. */
    @Param({"tr2/goldmask-cold-war.tr2|tr2/goldmask-cold-war.tr2", "tr1/ub-egypt.tub|tr1/ub-egypt.tub",
            "tr1/ub-egypt.tub|tr2/goldmask-cold-war.tr2"})
    public String files;

    private PreparedLevel a;
    private PreparedLevel b;

    @Setup(Level.Trial)
    public void load() {
        var names = files.split("\\|");
        a = prepared(names[0]);
        b = prepared(names[1]);
    }

    private static PreparedLevel prepared(String name) {
        var level = PreparedLevel.of(LevelReader.read(CorpusFiles.read(name), name));
        level.floorData();
        level.boxes();
        return level;
    }

    @Benchmark
    public LevelDiff diff() {
        return LevelDiff.of(a, b);
    }
}
