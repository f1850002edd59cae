package org.tomblens.render.scene;

import java.util.Arrays;
import org.joml.Vector3f;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.render.visibility.PortalVisibility;
import org.tomblens.render.visibility.RoomLocator;

/**
 * The rooms a frame draws: found through the portals from the camera's room, or every room shown, in the
 * order found; reordered back to front for the see-through passes. Finding them allocates nothing.
 */
final class DrawnRooms {
    private final Level level;
    private final FlipState flips;
    private final PortalVisibility visibility;
    private final int[] drawn;
    private final boolean[] shown;
    private final float[] distance;
    private int count;

    DrawnRooms(Level level, FlipState flips) {
        this.level = level;
        this.flips = flips;
        visibility = new PortalVisibility(level.rooms());
        drawn = new int[level.rooms().size()];
        shown = new boolean[level.rooms().size()];
        distance = new float[level.rooms().size()];
    }

    /** Finds the rooms to draw through {@code camera}; returns the room the camera is in, -1 when in none. */
    int find(Camera camera, boolean portalCulling) {
        var eye = camera.position();
        var cameraRoom = RoomLocator.find(level.rooms(), flips, eye.x, eye.y, eye.z);
        Arrays.fill(shown, false);
        count = 0;
        if (portalCulling && cameraRoom >= 0) {
            visibility.walk(cameraRoom, flips, eye, camera.viewProjection());
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
