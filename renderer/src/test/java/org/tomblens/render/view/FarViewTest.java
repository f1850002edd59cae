package org.tomblens.render.view;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.maker.demo.TownLevelGenerator;

/**
 * The games' far view as a render option: from the view of every room of every corpus level, the demo and the
 * retail-size town, with portal culling and with every room shown, the rooms drawn with it are those drawn without it
 * that reach within twenty sectors of the eye. Nothing within the far view is lost (each room whose sector grid comes
 * within it is still drawn), rooms well beyond it are not drawn, and the camera's own room always is.
 */
class FarViewTest {
    /** More than any face or static mesh of these levels stands out of its room's sector grid. */
    private static final float OUTSIDE_THE_GRID = 2 * 1024f;

    static Stream<Arguments> levels() {
        var levels = new ArrayList<Level>();
        CorpusCache.levels().forEach(levels::add);
        levels.add(DemoLevelFile.read());
        levels.add(TownLevelGenerator.generate(TownLevelGenerator.DEFAULT_ROOMS));
        return levels.stream().map(level -> Arguments.of(level.fileName(), level));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void theFarViewDrawsTheRoomsWithinItAndAlwaysTheCamerasOwn(String name, Level level) {
        var prepared = PreparedLevel.of(level);
        var flips = new FlipState(level.rooms(), level.version());
        var drawn = new DrawnRooms(level, flips, prepared.rooms(), prepared.roomBoxes());
        for (int room = 0; room < level.rooms().size(); room++) {
            var camera = DefaultView.room(prepared.rooms(), flips::active, room, new Camera()).update(16 / 9f);
            for (var culling : new boolean[] {true, false}) {
                var options = new RenderOptions();
                options.portalCulling = culling;
                var all = rooms(drawn, camera, options);
                options.farView = true;
                var cameraRoom = drawn.find(camera, options);
                var near = rooms(drawn, camera, options);
                var where = "from room " + room + (culling ? "" : ", every room shown") + ": room ";
                if (cameraRoom >= 0) {
                    assertTrue(near.contains(cameraRoom), where + cameraRoom + ", the camera's, is drawn");
                }
                var eye = camera.position();
                for (var r : all) {
                    var distance = gridDistance(level.rooms().get(r), eye.x, eye.y, eye.z);
                    if (distance <= RenderOptions.FAR_VIEW) {
                        assertTrue(near.contains(r), where + r + " is " + distance + " away, within the far view");
                    }
                    if (distance > RenderOptions.FAR_VIEW + OUTSIDE_THE_GRID && r != cameraRoom) {
                        assertFalse(near.contains(r), where + r + " is " + distance + " away, beyond the far view");
                    }
                }
                assertTrue(all.containsAll(near), where + "the far view draws no room that was not drawn");
            }
        }
    }

    /** The town's 150 rooms spread far wider than twenty sectors: seen all at once, the far view leaves most out. */
    @Test
    void theFarViewLeavesOutTheTownsDistantRooms() {
        var level = TownLevelGenerator.generate(TownLevelGenerator.DEFAULT_ROOMS);
        var prepared = PreparedLevel.of(level);
        var flips = new FlipState(level.rooms(), level.version());
        var drawn = new DrawnRooms(level, flips, prepared.rooms(), prepared.roomBoxes());
        var camera = DefaultView.start(prepared.rooms(), new Camera()).update(16 / 9f);
        var options = new RenderOptions();
        options.portalCulling = false;
        var all = rooms(drawn, camera, options);
        options.farView = true;
        var near = rooms(drawn, camera, options);
        var eye = camera.position();
        var within = all.stream().filter(r -> gridDistance(level.rooms().get(r), eye.x, eye.y, eye.z)
                <= RenderOptions.FAR_VIEW).count();
        assertEquals(level.rooms().size(), all.size(), "every room is shown");
        assertTrue(near.size() >= within && near.size() < all.size() / 2,
                near.size() + " rooms drawn of " + all.size() + ", " + within + " within twenty sectors");
    }

    private static Set<Integer> rooms(DrawnRooms drawn, Camera camera, RenderOptions options) {
        drawn.find(camera, options);
        var rooms = new HashSet<Integer>();
        for (int i = 0; i < drawn.count(); i++) {
            rooms.add(drawn.room(i));
        }
        return rooms;
    }

    /** How far the nearest point of the room's sector grid, from its ceiling to its floor (§3.2.1), lies from the eye. */
    private static float gridDistance(Room room, float x, float y, float z) {
        var dx = outside(x, room.x(), room.x() + room.numXSectors() * 1024f);
        var dy = outside(y, room.yTop(), room.yBottom());
        var dz = outside(z, room.z(), room.z() + room.numZSectors() * 1024f);
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    private static float outside(float value, float min, float max) {
        return Math.max(Math.max(min - value, 0), value - max);
    }
}
