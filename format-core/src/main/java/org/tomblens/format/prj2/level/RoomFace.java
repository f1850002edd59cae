package org.tomblens.format.prj2.level;

import java.util.List;

/**
 * A face of a room as the editor builds it, in the editor's space: x and z in world units from the room's origin,
 * y up from the room's Y. Its corners are in drawing order (clockwise seen from the visible side once Y points
 * down, as the levels store faces).
 *
 * @param face the [PRJ2] {@code SectorFace} whose texture it takes, -1 for none
 * @param sectorX the sector that owns it
 */
record RoomFace(int face, FaceKind kind, int sectorX, int sectorZ, List<Point> points) {
    RoomFace {
        points = List.copyOf(points);
    }

    /** A corner: its position and which of the face texture's four coordinates it takes. */
    record Point(int x, int y, int z, int textureCorner) {}

    boolean isQuad() {
        return points.size() == 4;
    }
}
