package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.RetailLevels;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.testing.RoomSpots;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.EntityPoses;
import org.tomblens.render.view.RenderOptions;

/**
 * While only entities move, a renderer that keeps its rooms draws anew only where the entities that loop an animation
 * may change the picture (each mesh's box, where the rooms it is in are seen, before the near plane), and its frames
 * are pixel for pixel those of a renderer that draws every frame whole, and differ from its last only within the
 * parts it says changed: from eye points in the rooms of every corpus
 * level with such entities, the demo, and the games' own levels where a folder of them is named, each looking at the
 * nearest of them, over three frames.
 */
@ExtendWith(GlContextPerClass.class)
class KeptFramesExactnessTest {
    private static final int WIDTH = 128;
    private static final int HEIGHT = 72;
    private static final int VIEWS = 60;
    /** Fewer from each of the games' levels: there are a hundred of them. */
    private static final int RETAIL_VIEWS = 12;
    private static final double[] TIMES = {0.4, 0.8, 1.3};

    /** Each level with its entities that loop an animation, where it has any. */
    static Stream<Arguments> levels() {
        return CorpusCache.levelsAndDemo().map(arguments -> {
            var prepared = PreparedLevel.of((Level) arguments.get()[1]);
            return Arguments.of(arguments.get()[0], prepared, looping(prepared));
        }).filter(arguments -> !((List<?>) arguments.get()[2]).isEmpty());
    }

    /** The entities that loop an animation. */
    private static List<Integer> looping(PreparedLevel prepared) {
        var level = prepared.level();
        var poses = new EntityPoses(level, prepared.animation());
        poses.update(TIMES[0], true, entity -> true);
        return IntStream.range(0, level.entities().size()).filter(poses::moving).boxed().toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void keptFramesAreTheFramesDrawnWhole(String name, PreparedLevel prepared, List<Integer> looping) {
        var problems = new ArrayList<String>();
        var views = check(name, prepared, looping, VIEWS, problems);
        assertTrue(views > 0, name + ": no room has a spot to stand in");
        assertEquals(List.of(), problems.subList(0, Math.min(10, problems.size())),
                name + ": " + problems.size() + " of " + views * TIMES.length + " frames");
    }

    /**
     * The same on the games' own levels, which the project does not carry: every level under the folder named by the
     * {@code tomblens.retail.levels} system property or the {@code TOMBLENS_RETAIL_LEVELS} environment variable, from
     * fewer rooms each; skipped, saying so, without one.
     */
    @Test
    void keptFramesOfTheGamesLevelsAreTheFramesDrawnWhole() throws IOException {
        var problems = new ArrayList<String>();
        var levels = 0;
        var views = 0;
        for (var file : RetailLevels.all()) {
            var prepared = PreparedLevel.of(LevelReader.read(file.bytes(), file.name()));
            var looping = looping(prepared);
            if (!looping.isEmpty()) {
                levels++;
                views += check(file.path().getParent().getFileName() + "/" + file.name(), prepared, looping,
                        RETAIL_VIEWS, problems);
            }
        }
        System.out.println("Retail levels: " + levels + " with looping entities, " + views + " views");
        assertTrue(levels > 0, "no retail level with looping entities");
        assertEquals(List.of(), problems.subList(0, Math.min(10, problems.size())),
                problems.size() + " of " + views * TIMES.length + " frames");
    }

    /**
     * Looks at {@code prepared} from an eye point in each of up to {@code most} of its rooms, in an order picked by
     * its name, towards the nearest of its {@code looping} entities, and notes in {@code problems} each kept frame
     * that is not the frame drawn whole; returns how many views.
     */
    private static int check(String name, PreparedLevel prepared, List<Integer> looping, int most,
                             List<String> problems) {
        var level = prepared.level();
        var random = new Random(name.hashCode());
        var rooms = new ArrayList<>(IntStream.range(0, level.rooms().size()).boxed().toList());
        Collections.shuffle(rooms, random);
        var views = 0;
        var drawnAnew = 0L;
        var parted = 0;
        try (var keeping = new LevelSnapshot(prepared, WIDTH, HEIGHT);
             var whole = new LevelSnapshot(prepared, WIDTH, HEIGHT)) {
            keeping.renderer().keepStillRooms(true);
            // Into a target that keeps the last frame, as the window's picture does: only what changed goes there.
            keeping.renderer().copyOnlyChanges(true);
            var options = new RenderOptions();
            for (var r : rooms) {
                if (views == most || !keeping.flips().isShown(r)) {
                    continue;
                }
                for (var spot : RoomSpots.of(level, prepared.rooms(), r, random, 1)) {
                    var camera = lookingAtNearest(level, looping, spot).inRoom(r);
                    views++;
                    var last = keeping.shoot(camera, options, 0).rgba();
                    for (var seconds : TIMES) {
                        var kept = keeping.shoot(camera, options, seconds).rgba();
                        var stats = keeping.renderer().stats();
                        drawnAnew += stats.pixelsDrawn;
                        parted += stats.changedPartCount > 1 ? 1 : 0;
                        var at = name + " room " + r + " at " + (int) spot[0] + "," + (int) spot[1] + ","
                                + (int) spot[2] + ", " + seconds + " s: ";
                        if (!Arrays.equals(whole.shoot(camera, options, seconds).rgba(), kept)) {
                            problems.add(at + "the kept frame differs");
                        }
                        var outside = ChangedPixels.outside(last, kept, WIDTH, HEIGHT, stats.changedParts,
                                stats.changedPartCount);
                        if (outside > 0) {
                            problems.add(at + outside + " pixels changed outside the parts said to change");
                        }
                        last = kept;
                    }
                }
            }
        }
        System.out.printf("%s: %d views, %.0f%% of their pixels drawn anew, %d frames in several parts%n", name,
                views, views == 0 ? 0.0 : 100.0 * drawnAnew / ((long) views * TIMES.length * WIDTH * HEIGHT), parted);
        return views;
    }

    /** A camera at {@code spot} turned towards the nearest of the {@code looping} entities, level. */
    private static Camera lookingAtNearest(Level level, List<Integer> looping, float[] spot) {
        var nearest = level.entities().get(looping.get(0));
        for (var e : looping) {
            var entity = level.entities().get(e);
            if (distance(entity.x() - spot[0], entity.z() - spot[2]) < distance(nearest.x() - spot[0],
                    nearest.z() - spot[2])) {
                nearest = entity;
            }
        }
        var yaw = (float) Math.atan2(nearest.x() - spot[0], nearest.z() - spot[2]);
        return new Camera().place(spot[0], spot[1], spot[2], yaw, 0);
    }

    private static double distance(double x, double z) {
        return Math.hypot(x, z);
    }
}
