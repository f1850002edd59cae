package org.tomblens.format.prj2.level;

import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;

/** Which of a room's portals covers each sector: in its walls, its floor and its ceiling. */
final class RoomPortals {
    private final int sectorsZ;
    private final ProjectObject.Portal[] wall;
    private final ProjectObject.Portal[] floor;
    private final ProjectObject.Portal[] ceiling;

    private RoomPortals(ProjectRoom room) {
        sectorsZ = room.sectorsZ();
        var sectors = room.sectorsX() * room.sectorsZ();
        wall = new ProjectObject.Portal[sectors];
        floor = new ProjectObject.Portal[sectors];
        ceiling = new ProjectObject.Portal[sectors];
        for (var object : room.objects()) {
            if (object instanceof ProjectObject.Portal portal) {
                var into = portal.isWall() ? wall : portal.direction() == ProjectObject.Portal.FLOOR ? floor
                        : portal.direction() == ProjectObject.Portal.CEILING ? ceiling : null;
                if (into == null) {
                    continue;
                }
                var area = portal.area();
                for (int x = Math.max(0, area.x0()); x <= Math.min(room.sectorsX() - 1, area.x1()); x++) {
                    for (int z = Math.max(0, area.z0()); z <= Math.min(room.sectorsZ() - 1, area.z1()); z++) {
                        into[x * sectorsZ + z] = portal;
                    }
                }
            }
        }
    }

    static RoomPortals of(ProjectRoom room) {
        return new RoomPortals(room);
    }

    ProjectObject.Portal wall(int x, int z) {
        return wall[x * sectorsZ + z];
    }

    ProjectObject.Portal floor(int x, int z) {
        return floor[x * sectorsZ + z];
    }

    ProjectObject.Portal ceiling(int x, int z) {
        return ceiling[x * sectorsZ + z];
    }
}
