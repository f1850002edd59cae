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
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.prj2.level.ProjectLevelBuilder;

/**
 * The corpus's Tomb Editor projects: reading the chunk tree, building the level (sector geometry, items,
 * FloorData; the texture images are not in the corpus, so faces are shaded), and building its GPU buffers.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ProjectBenchmark {
    @Param({"prj2/te-test5.prj2", "prj2/aod-title.prj2"})
    public String file;

    private byte[] bytes;
    private Prj2Project project;
    private org.tomblens.format.model.Level level;

    @Setup(Level.Trial)
    public void load() {
        bytes = CorpusFiles.read(file);
        project = Prj2Reader.read(bytes, file);
        level = ProjectLevelBuilder.build(project, CorpusFiles.root().resolve(file)).level();
    }

    @Benchmark
    public Object read() {
        return Prj2Reader.read(bytes, file);
    }

    @Benchmark
    public Object build() {
        return ProjectLevelBuilder.build(project, CorpusFiles.root().resolve(file));
    }

    @Benchmark
    public Object geometry() {
        return LevelGeometry.build(level);
    }
}
