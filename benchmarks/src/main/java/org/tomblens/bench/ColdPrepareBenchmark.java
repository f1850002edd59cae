package org.tomblens.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;

/**
 * What the window's loading thread does before a level's first view, once, in a JVM just started: reading the file
 * and making the parts that view reads ({@link PreparedLevel#prepareToShow}). Each measurement is a fork of its own
 * with the launchers' quick compiler alone; nearly all of the time is the cold JVM's (code interpreted, classes
 * loaded, compiled), which the warmed benchmarks beside this one do not see. Without the application's class archive
 * that the launchers map, so longer than in a start of the viewer.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 15, jvmArgsAppend = "-XX:TieredStopAtLevel=1")
public class ColdPrepareBenchmark {

    @Param({"tr1/rando-test1.phd", "tr2/goldmask-cold-war.tr2", "tr4/rando-test1.tr4"})
    public String file;

    @Benchmark
    public PreparedLevel readAndPrepareToShow() throws Exception {
        var path = CorpusFiles.root().resolve(file);
        return PreparedLevel.read(CorpusFiles.read(file), path, file, ProgressListener.NONE)
                .prepareToShow(ProgressListener.NONE);
    }
}
