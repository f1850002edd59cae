package org.tomblens.bench;

import java.util.ArrayList;
import java.util.Random;
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
import org.tomblens.format.anim.Pose;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.read.LevelReader;

/**
 * Posing 100 models of a level, as a frame of the viewer does for its visible entities (goal: under 0.2 ms):
 * the level's animated models in turn, each at a random frame of one of its animations, half way to the
 * next frame so that every pose interpolates.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PoseBenchmark {
    private static final int MODELS = 100;

    @Param({"tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2", "tr4/rando-test1.tr4",
            "tr5/rando-test1.trc"})
    public String file;

    private PoseEvaluator evaluator;
    private int[] models;
    private int[] animations;
    private int[] frames;
    private Pose[] poses;

    @Setup(Level.Trial)
    public void load() {
        var level = LevelReader.read(CorpusFiles.read(file), file);
        var data = level.animation();
        evaluator = PoseEvaluator.of(level);
        var animated = new ArrayList<Integer>();
        for (int m = 0; m < data.models().size(); m++) {
            if (data.animationEnd(m) > data.firstAnimation(m) && data.models().get(m).numMeshes() > 0) {
                animated.add(m);
            }
        }
        var random = new Random(1);
        models = new int[MODELS];
        animations = new int[MODELS];
        frames = new int[MODELS];
        poses = new Pose[MODELS];
        for (int i = 0; i < MODELS; i++) {
            var model = animated.get(i % animated.size());
            var first = data.firstAnimation(model);
            var animation = first + random.nextInt(data.animationEnd(model) - first);
            var stored = data.animations().get(animation);
            models[i] = model;
            animations[i] = animation;
            frames[i] = stored.frameStart() + random.nextInt(Math.max(1, stored.frameEnd() - stored.frameStart()));
            poses[i] = evaluator.newPose(model);
        }
    }

    @Benchmark
    public Pose[] pose100Models() {
        for (int i = 0; i < MODELS; i++) {
            evaluator.evaluate(models[i], animations[i], frames[i], 0.5f, poses[i]);
        }
        return poses;
    }
}
