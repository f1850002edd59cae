package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.ProjectRoom;

/**
 * A room's faces built from its sectors the way Tomb Editor builds them:
 * <ul>
 * <li>each open sector's floor and ceiling: one quad when flat or evenly sloped, else two triangles cut along the
 *     diagonal the sector chooses; a diagonal split keeps a flat triangle at the height of the corner opposite
 *     the cut one, and in a wall sector the cut triangle is solid;</li>
 * <li>on each edge of a sector, the faces seen from its neighbour: the floor step (QA) from the neighbour's floor
 *     up to this sector's floor, then the floor subdivisions below it, the ceiling step (WS) and subdivisions,
 *     and for a wall the middle between the neighbour's floor and ceiling; likewise along a diagonal split.</li>
 * </ul>
 * The room's outer ring of sectors is wall: it builds the faces facing inwards, through a wall portal against
 * the adjoining room's heights. Faces are in the editor's space (Y up, world units from the room's origin).
 * {@link SectorWalls} builds the walls, {@link SectorSurfaces} the floors and ceilings.
 */
final class SectorGeometry {
    static final int SECTOR = 1024;

    private SectorGeometry() {}

    /** The faces of {@code room}, sector by sector (x, then z): its walls, then its floor and ceiling. */
    static List<RoomFace> build(Prj2Project project, ProjectRoom room, RoomPortals portals) {
        var faces = new ArrayList<RoomFace>();
        var walls = new SectorWalls(project, room, portals, faces);
        var surfaces = new SectorSurfaces(room, portals, faces);
        for (int x = 0; x < room.sectorsX(); x++) {
            for (int z = 0; z < room.sectorsZ(); z++) {
                if (!isRoomCorner(room, x, z)) {
                    walls.build(x, z);
                    surfaces.build(x, z);
                }
            }
        }
        return faces;
    }

    private static boolean isRoomCorner(ProjectRoom room, int x, int z) {
        return (x == 0 || x == room.sectorsX() - 1) && (z == 0 || z == room.sectorsZ() - 1);
    }
}
