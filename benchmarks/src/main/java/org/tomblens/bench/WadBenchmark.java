package org.tomblens.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;

/**
 * The corpus object library: reading it (without its companions), turning it into a level (32-bit pages,
 * object textures, TR4 meshes), and building that level's GPU buffers.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WadBenchmark {
    private static final String FILE = "wad/lara.wad";

    private byte[] bytes;
    private Wad wad;
    private org.tomblens.format.model.Level level;

    @Setup(Level.Trial)
    public void load() {
        bytes = CorpusFiles.read(FILE);
        wad = WadReader.read(bytes, FILE);
        level = WadLevel.of(wad);
    }

    @Benchmark
    public Object read() {
        return WadReader.read(bytes, FILE);
    }

    @Benchmark
    public Object convert() {
        return WadLevel.of(wad);
    }

    @Benchmark
    public Object geometry() {
        return LevelGeometry.build(level);
    }
}
