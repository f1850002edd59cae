package org.tomblens.render.view;

import java.util.function.IntUnaryOperator;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.floordata.SightLine;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sector;

/**
 * Where a camera first stands, chosen from the rooms' geometry so that it looks into the place rather than at a
 * wall: from behind Lara and above her head, looking down at her, along the longest free line of sight around her
 * (so that she stands in the room in front of the camera, whole); or, for a room, from the open sector of the room with the longest free line of sight, looking along it. A
 * line's length counts with half the lines 20 degrees to either side, so that a wide view beats a slit.
 */
public final class DefaultView {
    /** Eye height above the floor, about Lara's. */
    public static final int EYE_HEIGHT = 700;
    private static final int LARA = 0;
    private static final int SECTOR = 1024;
    /** Directions tried, evenly round the circle. */
    private static final int DIRECTIONS = 16;
    /** How far a line of sight is followed: far enough to tell a room from a corridor. */
    private static final float FARTHEST = 16 * SECTOR;
    /**
     * Distances behind Lara tried for the eye, farthest first: two sectors show her whole with the room round her;
     * three quarters of a sector is the nearest that still keeps her whole body in the picture.
     */
    private static final int[] BEHIND_LARA = {2048, 1536, 1024, 768};
    /** Heights of the eye over Lara's feet tried, highest first: over her head, then at her eyes for low rooms. */
    private static final int[] ABOVE_LARA = {1024, EYE_HEIGHT};
    /**
     * How far under the middle of the picture Lara's feet may be: 28 degrees, inside half the usual 70 degrees of
     * height with a margin, so that the camera looks no lower than keeps her feet in view.
     */
    private static final float FEET_BELOW_MIDDLE = (float) Math.toRadians(28);
    /** Rooms of more open sectors than this are sampled evenly. */
    private static final int MOST_SPOTS = 64;
    private static final float SIDE_ANGLE = (float) Math.toRadians(20);
    private static final float LOOK_DOWN = (float) Math.toRadians(-8);
    private static final IntUnaryOperator NO_FLIPS = room -> room;

    private DefaultView() {}

    /** Places {@code camera} at the level's starting view, with the flip maps off. */
    public static Camera start(Level level, Camera camera) {
        return start(RoomFinder.of(LevelFloorData.of(level)), camera);
    }

    /** Places {@code camera} at the starting view of the level {@code rooms} finds rooms in, with the flip maps off. */
    public static Camera start(RoomFinder rooms, Camera camera) {
        var level = rooms.level();
        for (var entity : level.entities()) {
            if (entity.type() == LARA && entity.room() >= 0 && entity.room() < level.rooms().size()) {
                var view = behind(rooms, entity);
                return view != null ? view.place(camera) : room(rooms, NO_FLIPS, entity.room(), camera);
            }
        }
        return room(rooms, NO_FLIPS, 0, camera);
    }

    /** Places {@code camera} in room {@code index} of {@code level}, with the flip maps off. */
    public static Camera room(Level level, int index, Camera camera) {
        return room(RoomFinder.of(LevelFloorData.of(level)), NO_FLIPS, index, camera);
    }

    /**
     * Places {@code camera} in room {@code index} (the room that stands in its place under {@code active}, the
     * flip maps that are on) where it sees the farthest; in the middle of the room, looking along its longest
     * axis, when no spot of it is open.
     */
    public static Camera room(RoomFinder rooms, IntUnaryOperator active, int index, Camera camera) {
        var level = rooms.level();
        if (index < 0 || index >= level.rooms().size()) {
            return camera.place(0, -EYE_HEIGHT, 0, 0, 0).inRoom(-1);
        }
        var sight = new SightLine(rooms, active);
        var room = level.rooms().get(index);
        var open = openSpots(room);
        var stride = Math.max(1, (open + MOST_SPOTS - 1) / MOST_SPOTS);
        View best = null;
        var spot = 0;
        for (int x = 0; x < room.numXSectors(); x++) {
            for (int z = 0; z < room.numZSectors(); z++) {
                var sector = room.sector(x, z);
                if (!isOpen(sector) || spot++ % stride != 0) {
                    continue;
                }
                var eyeX = SectorCentre.x(room, x);
                var eyeZ = SectorCentre.z(room, z);
                var eyeY = eyeLevel(sector);
                if (!rooms.holds(index, eyeX, eyeY, eyeZ, 0)) {
                    continue;
                }
                for (int d = 0; d < DIRECTIONS; d++) {
                    var yaw = (float) (2 * Math.PI * d / DIRECTIONS);
                    var score = score(sight, index, eyeX, eyeY, eyeZ, yaw, 0);
                    if (best == null || score > best.score) {
                        best = new View(eyeX, eyeY, eyeZ, yaw, LOOK_DOWN, index, score);
                    }
                }
            }
        }
        if (best != null) {
            return best.place(camera);
        }
        var alongX = room.numXSectors() >= room.numZSectors();
        return camera.place(room.x() + room.numXSectors() * SECTOR / 2f, (room.yTop() + room.yBottom()) / 2f,
                room.z() + room.numZSectors() * SECTOR / 2f, (float) Math.toRadians(alongX ? 90 : 0), 0).inRoom(index);
    }

    /**
     * The best view of Lara from a spot behind her and above her head, looking down no more than keeps her feet in
     * the picture: for each
     * direction, the farthest of the tried distances (at the highest of the tried heights) from which the line to
     * her is open; scored by how far one sees past her. Null when no spot round her is open.
     */
    private static View behind(RoomFinder rooms, Entity lara) {
        var sight = new SightLine(rooms, NO_FLIPS);
        View best = null;
        for (int d = 0; d < DIRECTIONS; d++) {
            var yaw = (float) (2 * Math.PI * d / DIRECTIONS);
            var dx = (float) Math.sin(yaw);
            var dz = (float) Math.cos(yaw);
            var view = behind(rooms, sight, lara, yaw, dx, dz);
            if (view != null && (best == null || view.score > best.score)) {
                best = view;
            }
        }
        return best;
    }

    /** The view of Lara from behind her along (dx, dz), the farthest and highest open one; null when none is. */
    private static View behind(RoomFinder rooms, SightLine sight, Entity lara, float yaw, float dx, float dz) {
        for (var back : BEHIND_LARA) {
            for (var above : ABOVE_LARA) {
                var eyeX = lara.x() - dx * back;
                var eyeY = lara.y() - above;
                var eyeZ = lara.z() - dz * back;
                var room = rooms.follow(lara.room(), NO_FLIPS, eyeX, eyeY, eyeZ);
                if (rooms.holds(room, eyeX, eyeY, eyeZ, 0) && sight.length(room, eyeX, eyeY, eyeZ, dx, dz, back) >= back) {
                    // As level as her feet allow, so that the room past her shows too.
                    var pitch = -Math.max(-LOOK_DOWN, (float) Math.atan2(above, back) - FEET_BELOW_MIDDLE);
                    return new View(eyeX, eyeY, eyeZ, yaw, pitch, room, score(sight, room, eyeX, eyeY, eyeZ, yaw, back));
                }
            }
        }
        return null;
    }

    /** The open length ahead past {@code past} units, with half of each side line's. */
    private static float score(SightLine sight, int room, float x, float y, float z, float yaw, float past) {
        var ahead = lineLength(sight, room, x, y, z, yaw) - past;
        var left = lineLength(sight, room, x, y, z, yaw - SIDE_ANGLE) - past;
        var right = lineLength(sight, room, x, y, z, yaw + SIDE_ANGLE) - past;
        return ahead + 0.5f * (Math.max(0, left) + Math.max(0, right));
    }

    private static float lineLength(SightLine sight, int room, float x, float y, float z, float yaw) {
        return sight.length(room, x, y, z, (float) Math.sin(yaw), (float) Math.cos(yaw), FARTHEST);
    }

    private static int openSpots(org.tomblens.format.model.Room room) {
        var open = 0;
        for (var sector : room.sectors()) {
            open += isOpen(sector) ? 1 : 0;
        }
        return open;
    }

    /** A sector one can stand in: not solid, and high enough for an eye. */
    private static boolean isOpen(Sector sector) {
        return sector != null && sector.floor() != Sector.WALL_HEIGHT && sector.floorY() - sector.ceilingY() >= 256;
    }

    /** Eye height over the floor, kept below the ceiling in low rooms. */
    private static float eyeLevel(Sector sector) {
        var floor = sector.floorY();
        var ceiling = sector.ceilingY();
        return Math.max(floor - EYE_HEIGHT, Math.min(floor - 64, (floor + ceiling) / 2f));
    }

    /** A place and direction to look from, in a room, and how much it sees. */
    private record View(float x, float y, float z, float yaw, float pitch, int room, float score) {
        Camera place(Camera camera) {
            return camera.place(x, y, z, yaw, pitch).inRoom(room);
        }
    }
}
