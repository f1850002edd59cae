package org.tomblens.render.scene;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;
import org.joml.Vector3f;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.model.Level;
import org.tomblens.render.visibility.PortalVisibility;

/**
 * The rooms a frame draws: found through the portals from the camera's room, or every room joined to it, or every
 * room shown, in the order found; reordered back to front for the see-through passes. The camera's room is
 * followed from the room it was in ({@link Camera#room()}) as the engines follow an entity's, so that of rooms
 * that share a place the one the camera came into is taken. Finding them allocates nothing.
 */
final class DrawnRooms {
    private final Level level;
    private final FlipState flips;
    private final RoomFinder finder;
    /** The flip state as the finder reads it, made once: a method reference made per frame would allocate. */
    private final IntUnaryOperator active;
    private final PortalVisibility visibility;
    private final int[] drawn;
    private final boolean[] shown;
    private final float[] distance;
    private int count;

    DrawnRooms(Level level, FlipState flips, RoomFinder finder) {
        this.level = level;
        this.flips = flips;
        this.finder = finder;
        this.active = flips::active;
        visibility = new PortalVisibility(level.rooms());
        drawn = new int[level.rooms().size()];
        shown = new boolean[level.rooms().size()];
        distance = new float[level.rooms().size()];
    }

    /**
     * Finds the rooms to draw through {@code camera} and the room it is in, which the camera then remembers;
     * returns that room, -1 when the camera is in no room's open space (every room shown is then drawn).
     */
    int find(Camera camera, RenderOptions options) {
        var eye = camera.position();
        var cameraRoom = finder.locate(camera.room(), active, eye.x, eye.y, eye.z);
        if (cameraRoom >= 0) {
            camera.inRoom(cameraRoom);
        }
        Arrays.fill(shown, false);
        count = 0;
        if (cameraRoom >= 0 && (options.portalCulling || options.connectedRoomsOnly)) {
            if (options.portalCulling) {
                visibility.walk(cameraRoom, flips, eye, camera.viewProjection());
            } else {
                visibility.reach(cameraRoom, flips);
            }
            for (int i = 0; i < visibility.count(); i++) {
                add(visibility.room(i));
            }
        } else {
            for (int room = 0; room < level.rooms().size(); room++) {
                if (flips.isShown(room)) {
                    add(room);
                }
            }
        }
        return cameraRoom;
    }

    private void add(int room) {
        if (!shown[room]) {
            shown[room] = true;
            drawn[count++] = room;
        }
    }

    int count() {
        return count;
    }

    /** The {@code i}-th room drawn. */
    int room(int i) {
        return drawn[i];
    }

    boolean isDrawn(int room) {
        return shown[room];
    }

    /** Whether the room standing in {@code room}'s place (it, or its flipped alternate) is drawn. */
    boolean isPlaceDrawn(int room) {
        return room >= 0 && room < shown.length && shown[flips.active(room)];
    }

    /** Whether some drawn room has {@code flag} among its room flags. */
    boolean anyHasFlag(int flag) {
        for (int i = 0; i < count; i++) {
            if ((level.rooms().get(drawn[i]).flags() & flag) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Orders the drawn rooms from the farthest to the nearest {@code eye}, by their middles. */
    void sortBackToFront(Vector3f eye) {
        for (int i = 0; i < count; i++) {
            var room = level.rooms().get(drawn[i]);
            var dx = room.x() + room.numXSectors() * 512f - eye.x;
            var dy = (room.yTop() + room.yBottom()) * 0.5f - eye.y;
            var dz = room.z() + room.numZSectors() * 512f - eye.z;
            distance[drawn[i]] = dx * dx + dy * dy + dz * dz;
        }
        for (int i = 1; i < count; i++) {
            var room = drawn[i];
            var j = i - 1;
            while (j >= 0 && distance[drawn[j]] < distance[room]) {
                drawn[j + 1] = drawn[j];
                j--;
            }
            drawn[j + 1] = room;
        }
    }
}
