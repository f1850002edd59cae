package org.tomblens.bench;

import java.util.concurrent.TimeUnit;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
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
import org.tomblens.format.read.LevelReader;

/**
 * Parsing each corpus level next to the floor for the same bytes: copying them (every byte must be
 * touched) and, for TR4/TR5, inflating their zlib chunks, which no parser can avoid.
 * The parse/floor ratio is the figure that matters.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ParseBenchmark {

    @Param({"tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2", "tr4/rando-test1.tr4",
            "tr5/rando-test1.trc", "tr5/trview-lake.trc"})
    public String file;

    private byte[] bytes;

    @Setup(Level.Trial)
    public void load() {
        bytes = CorpusFiles.read(file);
    }

    @Benchmark
    public Object parse() {
        return LevelReader.read(bytes, file);
    }

    /** Reading the bytes once, and inflating every zlib chunk a TR4/TR5 file holds. */
    @Benchmark
    public long floor() throws DataFormatException {
        var sum = 0L;
        var copy = bytes.clone();
        sum += copy[copy.length - 1];
        if (bytes[0] == 'T' && bytes[1] == 'R' && bytes[2] == '4') {
            var position = 10;
            var chunks = file.endsWith(".trc") ? 3 : 4;
            for (int chunk = 0; chunk < chunks; chunk++) {
                var unpacked = u32(position);
                var packed = u32(position + 4);
                var inflater = new Inflater();
                inflater.setInput(bytes, position + 8, packed);
                var out = new byte[unpacked];
                sum += inflater.inflate(out);
                inflater.end();
                position += 8 + packed;
            }
        }
        return sum;
    }

    private int u32(int at) {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | (bytes[at + 3] & 0xFF) << 24;
    }
}
