package org.tomblens.render.overlay;

import org.tomblens.format.diff.ChangeKind;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Level;

/**
 * The differences of a level diff, drawn in one of its two levels where they lie: changed sectors filled, changed
 * rooms outlined, changed entities boxed; green for what was added, red for what was removed, amber for what
 * changed or moved. An item the level does not hold (an addition, seen in level A) is not drawn.
 */
final class DiffShapes {
    /** An entity's box reaches this far sideways from its position and this far up from it. */
    private static final float ENTITY_HALF_WIDTH = 256;
    private static final float ENTITY_HEIGHT = 768;

    private DiffShapes() {}

    /** Writes the shapes of {@code diff} as they lie in {@code level}, level B of the diff when {@code inB}. */
    static void write(LevelDiff diff, boolean inB, Level level, SectorFloor floor, OverlayMesh mesh) {
        var points = new float[4][3];
        for (var change : diff.changes()) {
            var index = inB ? change.b() : change.a();
            if (index == null) {
                continue;
            }
            var fill = colour(change.kind(), false);
            var edge = colour(change.kind(), true);
            // what lies in a room names A's room; in B it lies in the room matched with that one
            var room = change.room() == null ? -1 : inB ? diff.roomInB(change.room()) : change.room();
            switch (change.category()) {
                case SECTORS, FLOORDATA -> sector(room, index, level, floor, points, fill, edge, mesh);
                case ROOMS -> room(index, level, edge, mesh);
                case ROOM_GEOMETRY, PORTALS, ROOM_LIGHTS, ROOM_STATICS -> room(room, level, edge, mesh);
                case ENTITIES -> entity(index, level, edge, mesh);
                default -> { }
            }
        }
    }

    private static float[] colour(ChangeKind kind, boolean edge) {
        return switch (kind) {
            case ADDED -> edge ? OverlayColours.DIFF_ADDED_EDGE : OverlayColours.DIFF_ADDED;
            case REMOVED -> edge ? OverlayColours.DIFF_REMOVED_EDGE : OverlayColours.DIFF_REMOVED;
            case CHANGED, MOVED -> edge ? OverlayColours.DIFF_CHANGED_EDGE : OverlayColours.DIFF_CHANGED;
        };
    }

    /** A sector's index is its place in its room's array: x times the room's Z count plus z (§3.2.3). */
    private static void sector(int room, int index, Level level, SectorFloor floor, float[][] points,
                               float[] fill, float[] edge, OverlayMesh mesh) {
        if (room < 0 || room >= level.rooms().size()) {
            return;
        }
        var rows = Math.max(1, level.rooms().get(room).numZSectors());
        if (floor.corners(new SectorPosition(room, index / rows, index % rows), points)) {
            mesh.quad(points[0], points[1], points[2], points[3], fill);
            mesh.loop(points, edge);
        }
    }

    /** The room's bounds: its sector grid across, its top to its bottom. */
    private static void room(int index, Level level, float[] edge, OverlayMesh mesh) {
        if (index < 0 || index >= level.rooms().size()) {
            return;
        }
        var room = level.rooms().get(index);
        mesh.box(room.x(), room.yTop(), room.z(), room.x() + room.numXSectors() * 1024f, room.yBottom(),
                room.z() + room.numZSectors() * 1024f, edge);
    }

    private static void entity(int index, Level level, float[] edge, OverlayMesh mesh) {
        if (index >= level.entities().size()) {
            return;
        }
        var entity = level.entities().get(index);
        mesh.box(entity.x() - ENTITY_HALF_WIDTH, entity.y() - ENTITY_HEIGHT, entity.z() - ENTITY_HALF_WIDTH,
                entity.x() + ENTITY_HALF_WIDTH, entity.y(), entity.z() + ENTITY_HALF_WIDTH, edge);
    }
}
