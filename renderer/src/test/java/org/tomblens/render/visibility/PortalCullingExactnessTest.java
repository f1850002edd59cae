package org.tomblens.render.visibility;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.format.testing.PortalCrossings;
import org.tomblens.maker.demo.OverlapLevelGenerator;
import org.tomblens.maker.demo.TownLevelGenerator;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.testing.RoomSpots;

/**
 * Portal culling is exact: from cameras standing in every room of a level (sampled spots, random directions,
 * a fixed seed per level), the culled frame is pixel for pixel the frame that draws every room joined to the
 * camera's room through portals, whatever they face (what culling may at most draw) — and the camera stays in
 * the room it stands in, whatever other rooms share the place. Levels: every corpus level with room faces, the
 * demo, the retail-size town, and levels made to share space (a train in its track's place, a doorway into a
 * room another crosses, a flipped pair), those with flip maps both ways.
 *
 * <p>One kind of difference is not the culling's: a pinhole, a single pixel whose eight neighbours agree, where
 * the level's own faces leave a crack (a vertex on another face's edge) that rasterises open in one frame and
 * shows whatever stands far behind the wall. Pinholes are counted and told, never more than one pixel each; any
 * other difference fails.
 */
@ExtendWith(GlContextPerClass.class)
class PortalCullingExactnessTest {
    private static final int WIDTH = 128;
    private static final int HEIGHT = 72;
    private static final int CLEAR = 0x14171C;
    private static final int SPOTS_PER_ROOM = 6;

    static Stream<Arguments> levels() {
        var levels = new ArrayList<Level>();
        CorpusCache.levels().stream().filter(PortalCullingExactnessTest::hasRoomFaces).forEach(levels::add);
        levels.add(DemoLevelFile.read());
        levels.add(TownLevelGenerator.generate(TownLevelGenerator.DEFAULT_ROOMS));
        levels.add(OverlapLevelGenerator.trainBesideTrack());
        levels.add(OverlapLevelGenerator.doorwayIntoAnOverlap());
        levels.add(OverlapLevelGenerator.flippedPair());
        var cases = new ArrayList<Arguments>();
        for (var level : levels) {
            cases.add(Arguments.of(level.fileName(), level, false));
            if (level.rooms().stream().anyMatch(room -> room.hasAlternate())) {
                cases.add(Arguments.of(level.fileName() + " flipped", level, true));
            }
        }
        return cases.stream();
    }

    private static boolean hasRoomFaces(Level level) {
        return level.rooms().stream().anyMatch(room -> !room.quads().isEmpty() || !room.triangles().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void theCulledFrameIsTheFrameOfEveryRoomJoinedToTheCamerasRoom(String name, Level level, boolean flipped) {
        var finder = RoomFinder.of(LevelFloorData.of(level));
        var random = new Random(name.hashCode());
        var problems = new ArrayList<String>();
        var views = 0;
        var pinholes = 0;
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), WIDTH,
                HEIGHT)) {
            var flips = snapshot.flips();
            if (flipped) {
                for (var group : flips.groups()) {
                    flips.set(group, true);
                }
            }
            for (int r = 0; r < level.rooms().size(); r++) {
                if (!flips.isShown(r)) {
                    continue;
                }
                for (var spot : RoomSpots.of(level, finder, r, random, SPOTS_PER_ROOM)) {
                    var camera = new Camera().place(spot[0], spot[1], spot[2],
                            (float) (random.nextDouble() * 2 * Math.PI), (float) Math.toRadians(random.nextInt(41) - 25));
                    views++;
                    var culled = shoot(snapshot, camera.inRoom(r), true);
                    var inRoom = snapshot.renderer().stats().cameraRoom;
                    var joined = shoot(snapshot, camera.inRoom(r), false);
                    var where = name + " room " + r + " at " + (int) spot[0] + "," + (int) spot[1] + "," + (int) spot[2]
                            + " yaw " + Math.round(Math.toDegrees(camera.yaw()));
                    if (inRoom != r) {
                        problems.add(where + ": the camera was found in room " + inRoom);
                    }
                    pinholes += pinholes(culled, joined);
                    if (inRoom == r && differing(culled, joined) > 0) {
                        problems.add(where + ": " + differing(culled, joined) + " pixels differ; background "
                                + percent(background(culled)) + " culled, " + percent(background(joined)) + " joined");
                        save(name, culled, joined, problems.size());
                    }
                    if (background(joined) < 0.05 && background(culled) > 0.5) {
                        problems.add(where + ": " + percent(background(culled)) + " background where all is covered");
                    }
                }
            }
        }
        assertTrue(views > 0, name + ": no room has a spot to stand in");
        System.out.println(name + ": " + views + " views, " + pinholes + " pinhole pixels");
        assertEquals(List.of(), problems.subList(0, Math.min(10, problems.size())),
                name + ": " + problems.size() + " of " + views + " views");
    }

    static Stream<Level> madeLevels() {
        return Stream.of(DemoLevelFile.read(), TownLevelGenerator.generate(TownLevelGenerator.DEFAULT_ROOMS),
                OverlapLevelGenerator.trainBesideTrack(), OverlapLevelGenerator.doorwayIntoAnOverlap(),
                OverlapLevelGenerator.flippedPair());
    }

    /**
     * Flying through a portal moves the camera into the room on the other side, never into a stranger that shares
     * the place: the carriage and the track, the crossing rooms, the flipped pair, the town, the demo (the corpus's
     * levels are crossed in format-core's RoomFinderTest).
     */
    @ParameterizedTest
    @MethodSource("madeLevels")
    void flyingThroughAPortalEntersTheRoomBeyondIt(Level level) {
        var crossings = PortalCrossings.cross(level);
        assertEquals(List.of(), crossings.wrong(), level.fileName());
        assertTrue(crossings.crossed() > 0, level.fileName() + ": no portal could be crossed");
    }

    private static RgbaImage shoot(LevelSnapshot snapshot, Camera camera, boolean culled) {
        var options = new RenderOptions();
        options.animateEntities = false;
        options.portalCulling = culled;
        options.connectedRoomsOnly = !culled;
        return snapshot.shoot(camera, options, 0);
    }

    private static double background(RgbaImage image) {
        var clear = 0;
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                clear += image.rgbAt(x, y) == CLEAR ? 1 : 0;
            }
        }
        return clear / (double) (image.width() * image.height());
    }

    /** Pixels that differ, pinholes (single differing pixels whose eight neighbours agree) left out. */
    private static int differing(RgbaImage a, RgbaImage b) {
        var differing = 0;
        for (int y = 0; y < a.height(); y++) {
            for (int x = 0; x < a.width(); x++) {
                if (a.rgbAt(x, y) != b.rgbAt(x, y) && !isPinhole(a, b, x, y)) {
                    differing++;
                }
            }
        }
        return differing;
    }

    private static int pinholes(RgbaImage a, RgbaImage b) {
        var pinholes = 0;
        for (int y = 0; y < a.height(); y++) {
            for (int x = 0; x < a.width(); x++) {
                pinholes += a.rgbAt(x, y) != b.rgbAt(x, y) && isPinhole(a, b, x, y) ? 1 : 0;
            }
        }
        return pinholes;
    }

    private static boolean isPinhole(RgbaImage a, RgbaImage b, int x, int y) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                var nx = x + dx;
                var ny = y + dy;
                if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < a.width() && ny < a.height()
                        && a.rgbAt(nx, ny) != b.rgbAt(nx, ny)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static String percent(double fraction) {
        return Math.round(fraction * 100) + " %";
    }

    /** The first few differing pairs, to look at. */
    private static void save(String name, RgbaImage culled, RgbaImage joined, int problem) {
        if (problem > 5) {
            return;
        }
        try {
            var prefix = "exactness-" + name.replace(' ', '-') + "-" + problem;
            culled.writePng(Path.of("target", "screenshots", prefix + "-culled.png"));
            joined.writePng(Path.of("target", "screenshots", prefix + "-joined.png"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
