package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.pick.Pickable;
import org.tomblens.render.testing.GlContextPerClass;

/** Frames of real levels of every version, rendered with real OpenGL and checked pixel by pixel. */
@ExtendWith(GlContextPerClass.class)
class LevelRenderingTest {
    private static final int CLEAR = 0x14171C;  // the renderer's clear colour, 0.08/0.09/0.11
    /** A level of every version, and the demo level the project generates (assets/demo). */
    static Stream<Path> levels() {
        var corpus = Stream.of("tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2",
                "tr4/rando-test1.tr4", "tr5/rando-test1.trc", "tr5/trview-lake.trc").map(Corpus::file);
        return Stream.concat(corpus, Stream.of(Path.of("..", "assets", "demo", "tomblens-demo.tr2")));
    }

    private static LevelSnapshot snapshot(Level level, int width, int height) {
        return new LevelSnapshot(PreparedLevel.of(level), width, height);
    }

    private static String name(Path file) {
        return file.getParent().getFileName() + "-" + file.getFileName();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void theStartingViewIsMostlyCoveredAndShowsManyColours(Path file) throws IOException {
        var level = LevelReader.read(file);
        try (var snapshot = snapshot(level, 320, 180)) {
            var image = snapshot.shoot(DefaultView.start(level, new Camera()), new RenderOptions(), 0);
            image.writePng(Path.of("target", "screenshots", "start-" + name(file) + ".png"));
            var covered = 0;
            var colours = new HashSet<Integer>();
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    var rgb = image.rgbAt(x, y);
                    colours.add(rgb);
                    if (rgb != CLEAR) {
                        covered++;
                    }
                }
            }
            assertTrue(covered > image.width() * image.height() * 9 / 10, file + ": covered " + covered);
            assertTrue(colours.size() > 100, file + ": only " + colours.size() + " colours");
        }
    }

    /** An opaque, flat floor quad of the room, away from its walls: the spot to look straight down at. */
    @ParameterizedTest
    @MethodSource("levels")
    void lookingStraightDownAFloorFaceShowsItsTexelAndPicksItsSector(Path file) throws IOException {
        var level = LevelReader.read(file);
        var prepared = PreparedLevel.of(level);
        var geometry = prepared.geometry();
        var table = geometry.objectTextures();
        try (var snapshot = new LevelSnapshot(prepared, 65, 65)) {
            var found = false;
            for (int r = 0; r < level.rooms().size() && !found; r++) {
                var room = level.rooms().get(r);
                var face = FloorFaces.flatOpaque(room, table);
                if (face == null || room.hasAlternate() || snapshot.flips().isAlternate(r)) {
                    continue;
                }
                found = true;
                var spot = FloorFaces.middle(room, face, table);
                var x = spot.x();
                var z = spot.z();
                var floorY = spot.floorY();
                var texture = face.objectTexture();
                var u = spot.u();
                var v = spot.v();
                var options = FloorFaces.roomsOnly();
                var camera = new Camera().place(x, floorY - 300, z, 0, (float) Math.toRadians(-89.9));
                var image = snapshot.shoot(camera, options, 0);
                image.writePng(Path.of("target", "screenshots", "floor-" + name(file) + ".png"));
                assertTrue(nearTexel(image.rgbAt(32, 32), geometry.pages(), table.layer(texture), u, v),
                        file + " room " + r + ": pixel " + Integer.toHexString(image.rgbAt(32, 32)));

                var picked = snapshot.renderer().pick(camera, 65, 65, 32, 32, options);
                assertEquals(Pickable.Kind.ROOM, picked.hit().kind(), file.toString());
                assertEquals(r, picked.room());
                assertEquals((int) Math.floor((x - room.x()) / 1024), picked.sectorX());
                assertEquals((int) Math.floor((z - room.z()) / 1024), picked.sectorZ());
                assertEquals(floorY, picked.point().y, 2f, "the hit point lies on the floor");
            }
            assertTrue(found, file + " has a flat opaque floor face");
        }
    }

    /**
     * From above a room that no other room lies over, looking straight down through its ceiling (whose faces look
     * down into the room, so the frame does not draw them from behind): wherever the frame shows the room's floor
     * texel in the middle, a click there picks that floor, not the ceiling in front of it that the frame leaves out.
     */
    @Test
    void fromAboveARoomAClickPicksTheFloorTheFrameShowsNotTheCeilingItLeavesOut() throws IOException {
        var checked = new java.util.TreeMap<String, Integer>();
        for (var file : levels().toList()) {
            var level = LevelReader.read(file);
            var prepared = PreparedLevel.of(level);
            var geometry = prepared.geometry();
            var table = geometry.objectTextures();
            try (var snapshot = new LevelSnapshot(prepared, 65, 65)) {
                for (int r = 0; r < level.rooms().size(); r++) {
                    var room = level.rooms().get(r);
                    var face = FloorFaces.flatOpaque(room, table);
                    if (face == null || room.hasAlternate() || snapshot.flips().isAlternate(r)) {
                        continue;
                    }
                    var spot = FloorFaces.middle(room, face, table);
                    if (coveredByAnother(level, r, spot.x(), spot.z(), spot.floorY())) {
                        continue;
                    }
                    var options = FloorFaces.roomsOnly();
                    options.portalCulling = false;
                    var camera = new Camera().place(spot.x(), room.yTop() - 1024, spot.z(), 0,
                            (float) Math.toRadians(-89.9));
                    var image = snapshot.shoot(camera, options, 0);
                    if (!nearTexel(image.rgbAt(32, 32), geometry.pages(), spot.layer(), spot.u(), spot.v())) {
                        continue;   // the frame shows something else there: a ceiling drawn both ways
                    }
                    checked.merge(name(file), 1, Integer::sum);
                    var picked = snapshot.renderer().pick(camera, 65, 65, 32, 32, options);
                    assertEquals(r, picked.room(), file + " room " + r);
                    assertEquals(spot.floorY(), picked.point().y, 2f, file + " room " + r + ": the hit point lies on "
                            + "the floor");
                }
            }
        }
        // Rooms under others, or whose ceilings are drawn both ways, show no floor from above; most levels have one.
        assertTrue(checked.containsKey("demo-tomblens-demo.tr2") && checked.size() >= 5, checked.toString());
    }

    /** Whether another room's box holds the point (x, z) above height {@code floorY}. */
    private static boolean coveredByAnother(Level level, int r, float x, float z, float floorY) {
        for (int o = 0; o < level.rooms().size(); o++) {
            var other = level.rooms().get(o);
            if (o != r && x >= other.x() && x < other.x() + other.numXSectors() * 1024 && z >= other.z()
                    && z < other.z() + other.numZSectors() * 1024 && other.yTop() < floorY) {
                return true;
            }
        }
        return false;
    }

    /** True when the pixel equals the texel at (u, v) or one next to it (the sample point sits on texel edges). */
    private static boolean nearTexel(int rgb, org.tomblens.format.geometry.TexturePages pages, int layer, float u, float v) {
        var tx = (int) Math.floor(u * 256);
        var ty = (int) Math.floor(v * 256);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                var texel = pages.texel(layer, Math.floorMod(tx + dx, 256), Math.floorMod(ty + dy, 256));
                if (close(rgb, texel >>> 8)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean close(int a, int b) {
        for (int shift = 0; shift < 24; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 3) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest
    @MethodSource("levels")
    void portalCullingDrawsTheSameImageAsAllRoomsFromFewerRooms(Path file) throws IOException {
        var level = LevelReader.read(file);
        try (var snapshot = snapshot(level, 320, 180)) {
            var shown = (int) java.util.stream.IntStream.range(0, level.rooms().size())
                    .filter(snapshot.flips()::isShown).count();
            var fewerSomewhere = false;
            for (int r = 0; r < Math.min(level.rooms().size(), 8); r++) {
                if (level.rooms().get(r).quads().isEmpty()) {
                    continue;  // a TR5 "null room" has no walls to hide anything behind
                }
                var camera = DefaultView.room(level, r, new Camera());
                var options = new RenderOptions();
                options.animateEntities = false;
                var culled = snapshot.shoot(camera, options, 0);
                var culledRooms = snapshot.renderer().stats().visibleRooms;
                var culledCalls = snapshot.renderer().stats().drawCalls;
                options.portalCulling = false;
                var all = snapshot.shoot(camera, options, 0);
                assertEquals(shown, snapshot.renderer().stats().visibleRooms, "all rooms draws every room shown");
                assertTrue(culledRooms <= shown, file + " room " + r + ": " + culledRooms + " of " + shown);
                fewerSomewhere |= culledRooms < shown;
                assertTrue(culledCalls <= 12 + 3 * culledRooms, file + " room " + r + ": " + culledCalls
                        + " draw calls for " + culledRooms + " rooms");
                assertTrue(samePixels(culled, all) > 0.995, file + " room " + r + ": the images differ");
            }
            if (shown > 2) {
                assertTrue(fewerSomewhere, file + ": portal culling drew every room from every view");
            }
        }
    }

    private static double samePixels(RgbaImage a, RgbaImage b) {
        var same = 0;
        for (int y = 0; y < a.height(); y++) {
            for (int x = 0; x < a.width(); x++) {
                same += a.rgbAt(x, y) == b.rgbAt(x, y) ? 1 : 0;
            }
        }
        return same / (double) (a.width() * a.height());
    }
}
