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
import org.openjdk.jmh.infra.Blackhole;
import org.tomblens.format.floordata.FloorDataDecoder;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorLookup;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.read.LevelReader;

/**
 * FloorData work per level: decoding every sector's chain (what a whole-level overlay costs), building the
 * decoded level and the trigger index (once per opened level), and asking the floor height at every
 * sector's centre through the decoded chains. Run with {@code -prof gc} for the bytes allocated per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FloorDataBenchmark {

    @Param({"tr1/rando-test1.phd", "tr5/trview-lake.trc"})
    public String file;

    private FloorDataDecoder decoder;
    private int[] indices;
    private LevelFloorData floorData;
    private SectorLookup lookup;
    private int[][] centres;

    @Setup(Level.Trial)
    public void load() {
        var level = LevelReader.read(CorpusFiles.read(file), file);
        decoder = FloorDataDecoder.of(level);
        floorData = LevelFloorData.of(level);
        lookup = new SectorLookup(floorData);
        var sectors = floorData.sectors();
        indices = new int[sectors.size()];
        centres = new int[sectors.size()][];
        for (var i = 0; i < indices.length; i++) {
            var position = sectors.get(i);
            var room = level.rooms().get(position.room());
            indices[i] = position.sector(level).floorDataIndex();
            centres[i] = new int[] {position.room(), room.x() + position.x() * 1024 + 512, room.z() + position.z() * 1024 + 512};
        }
    }

    @Benchmark
    public void decodeEverySector(Blackhole sink) {
        for (var index : indices) {
            sink.consume(decoder.decode(index));
        }
    }

    @Benchmark
    public Object decodeLevel() {
        return LevelFloorData.of(floorData.level());
    }

    @Benchmark
    public Object indexTriggers() {
        return TriggerIndex.of(floorData);
    }

    @Benchmark
    public void floorAtEverySectorCentre(Blackhole sink) {
        for (var centre : centres) {
            sink.consume(lookup.floor(centre[0], centre[1], centre[2]));
        }
    }
}
