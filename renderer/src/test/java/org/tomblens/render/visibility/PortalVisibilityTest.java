package org.tomblens.render.visibility;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.floordata.PortalSteps;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;
import org.tomblens.render.view.Camera;

/**
 * Synthetic rooms of 4x4 sectors in a row along X, room i at x = 4096 i, floor at y = 0, ceiling at
 * y = -2048, joined through 2-sector-wide doorways in the walls between them.
 */
class PortalVisibilityTest {
    private static final int SIZE = 4096;

    /** A doorway in the wall at room-relative x = {@code wallX}, facing into the room along {@code normalX}. */
    private static Portal doorway(int toRoom, int wallX, int normalX, int zFrom, int zTo) {
        return new Portal(toRoom, new Vertex(normalX, 0, 0), List.of(new Vertex(wallX, -1536, zFrom),
                new Vertex(wallX, -1536, zTo), new Vertex(wallX, -512, zTo), new Vertex(wallX, -512, zFrom)));
    }

    private static Room room(int index, List<Portal> portals, int alternateRoom) {
        var sectors = new ArrayList<Sector>();
        for (int i = 0; i < 16; i++) {
            sectors.add(new Sector(0, 0xFFFF, 255, 0, 255, -8));
        }
        return new Room(index * SIZE, 0, 0, 0, -2048, List.of(), List.of(), List.of(), List.of(), portals, 4, 4,
                sectors, 0, 0, 0, List.of(), List.of(), alternateRoom, 0, 0, 0, 0, List.of());
    }

    /** Rooms 0..count-1 in a row, each joined to its neighbours. */
    private static List<Room> row(int count) {
        var rooms = new ArrayList<Room>();
        for (int i = 0; i < count; i++) {
            var portals = new ArrayList<Portal>();
            if (i > 0) {
                portals.add(doorway(i - 1, 0, 1, 1024, 3072));
            }
            if (i < count - 1) {
                portals.add(doorway(i + 1, SIZE, -1, 1024, 3072));
            }
            rooms.add(room(i, portals, -1));
        }
        return rooms;
    }

    private static Camera cameraAt(float x, float z, float yawDegrees) {
        return new Camera().place(x, -1024, z, (float) Math.toRadians(yawDegrees), 0).update(16f / 9f);
    }

    private static List<Integer> walk(List<Room> rooms, Camera camera) {
        // The rooms stand in a row along X, SIZE apart: the camera's is the one its X falls in.
        return walk(rooms, camera, Math.min(rooms.size() - 1, (int) Math.floor(camera.position().x / SIZE)));
    }

    private static List<Integer> walk(List<Room> rooms, Camera camera, int start) {
        var flips = new FlipState(rooms, GameVersion.TR1);
        var visibility = new PortalVisibility(rooms);
        visibility.walk(start, flips, camera.position(), camera.viewProjection());
        var seen = new ArrayList<Integer>();
        for (int i = 0; i < visibility.count(); i++) {
            seen.add(visibility.room(i));
        }
        return seen;
    }

    @Test
    void lookingDownARowOfDoorwaysSeesEveryRoomInOrder() {
        assertEquals(List.of(0, 1, 2, 3), walk(row(4), cameraAt(2048, 2048, 90)));
    }

    @Test
    void lookingAwayFromTheDoorwaysSeesOnlyTheCameraRoom() {
        assertEquals(List.of(0), walk(row(4), cameraAt(2048, 2048, -90)));
    }

    @Test
    void fromTheMiddleRoomBothNeighboursAreSeenOnlyOnTheSideLookedAt() {
        assertEquals(List.of(1, 2), walk(row(3), cameraAt(SIZE + 2048, 2048, 90)));
        assertEquals(List.of(1, 0), walk(row(3), cameraAt(SIZE + 2048, 2048, -90)));
    }

    /**
     * A camera taken to be in room 1 a hair behind its doorway's plane (a room is held a little beyond its walls)
     * looks into room 0 from within the doorway: room 0 fills the view, so it is drawn.
     */
    @Test
    void fromWithinADoorwaysPlaneTheRoomBeyondIsSeen() {
        assertEquals(List.of(1, 0), walk(row(2), cameraAt(SIZE - 4, 2048, -90), 1));
    }

    @Test
    void portalStepsReachEveryRoomJoinedWhicheverWayThePortalsFaceNearestFirst() {
        var rooms = row(4);
        var steps = new PortalSteps(rooms);
        var flips = new FlipState(rooms, GameVersion.TR1);
        steps.measureFrom(1, flips::active);
        var reached = new ArrayList<Integer>();
        for (int i = 0; i < steps.count(); i++) {
            reached.add(steps.room(i));
        }
        assertEquals(List.of(1, 0, 2, 3), reached);
        assertEquals(List.of(1, 0, 1, 2), List.of(steps.to(0), steps.to(1), steps.to(2), steps.to(3)));
    }

    @Test
    void portalCyclesAndPortalsToMissingRoomsEndTheWalk() {
        // Two rooms whose portals lead to each other several times over, and one to a room that does not exist.
        var rooms = List.of(
                room(0, List.of(doorway(1, SIZE, -1, 1024, 3072), doorway(1, SIZE, -1, 0, 4096),
                        doorway(7, SIZE, -1, 0, 4096)), -1),
                room(1, List.of(doorway(0, 0, 1, 1024, 3072), doorway(0, SIZE, -1, 0, 4096)), -1));
        assertEquals(List.of(0, 1), walk(rooms, cameraAt(2048, 2048, 90)));
    }

    @Test
    void aFlippedRoomIsWalkedInsteadOfItsOriginal() {
        var base = row(2);
        var rooms = new ArrayList<>(List.of(room(0, base.get(0).portals(), -1), room(1, base.get(1).portals(), 2),
                room(1, base.get(1).portals(), -1)));
        var flips = new FlipState(rooms, GameVersion.TR2);
        var visibility = new PortalVisibility(rooms);
        var camera = cameraAt(2048, 2048, 90);
        visibility.walk(0, flips, camera.position(), camera.viewProjection());
        assertTrue(visibility.isVisible(1) && !visibility.isVisible(2));
        flips.set(0, true);
        visibility.walk(0, flips, camera.position(), camera.viewProjection());
        assertTrue(visibility.isVisible(2) && !visibility.isVisible(1));
        assertFalse(flips.isShown(1));
        assertTrue(flips.isShown(2));
    }
}
