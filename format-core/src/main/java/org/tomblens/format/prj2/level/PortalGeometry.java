package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntBinaryOperator;
import java.util.function.ToIntFunction;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;
import org.tomblens.format.prj2.ProjectSector;
import org.tomblens.format.prj2.SectorArea;

/**
 * A room's portals as level portals (§3.2.2): rectangles relative to the room, Y down, whose normal points into
 * the room. A wall portal stands on the line between the outer ring and the room's first row of sectors, as tall
 * as the two rooms' open space; a floor or ceiling portal lies over its sectors at the floor's highest or the
 * ceiling's lowest point.
 */
final class PortalGeometry {
    private static final int SECTOR = SectorGeometry.SECTOR;

    private PortalGeometry() {}

    static List<Portal> of(Prj2Project project, ProjectRoom room, Map<Long, Integer> levelRoomOf) {
        var portals = new ArrayList<Portal>();
        for (var object : room.objects()) {
            if (object instanceof ProjectObject.Portal portal) {
                var target = levelRoomOf.get(portal.adjoiningRoom());
                if (target != null && areaInside(room, portal)) {
                    portals.add(portal(project, room, portal, target));
                }
            }
        }
        return portals;
    }

    private static boolean areaInside(ProjectRoom room, ProjectObject.Portal portal) {
        var area = portal.area();
        return area.x0() >= 0 && area.z0() >= 0 && area.x0() <= area.x1() && area.z0() <= area.z1()
                && area.x1() < room.sectorsX() && area.z1() < room.sectorsZ();
    }

    private static Portal portal(Prj2Project project, ProjectRoom room, ProjectObject.Portal portal, int target) {
        var area = portal.area();
        var x0 = area.x0() * SECTOR;
        var x1 = (area.x1() + 1) * SECTOR;
        var z0 = area.z0() * SECTOR;
        var z1 = (area.z1() + 1) * SECTOR;
        return switch (portal.direction()) {
            case ProjectObject.Portal.FLOOR -> {
                var y = down(room, highestFloor(room, portal));
                yield new Portal(target, new Vertex(0, -1, 0), List.of(new Vertex(x0, y, z0), new Vertex(x1, y, z0),
                        new Vertex(x1, y, z1), new Vertex(x0, y, z1)));
            }
            case ProjectObject.Portal.CEILING -> {
                var y = down(room, lowestCeiling(room, portal));
                yield new Portal(target, new Vertex(0, 1, 0), List.of(new Vertex(x1, y, z0), new Vertex(x0, y, z0),
                        new Vertex(x0, y, z1), new Vertex(x1, y, z1)));
            }
            default -> wall(project, room, portal, target, x0, x1, z0, z1);
        };
    }

    private static Portal wall(Prj2Project project, ProjectRoom room, ProjectObject.Portal portal, int target,
                               int x0, int x1, int z0, int z1) {
        var other = project.room(portal.adjoiningRoom());
        var shift = other == null ? 0 : other.y() - room.y();
        var low = Math.min(lowestFloor(room), other == null ? Integer.MAX_VALUE : lowestFloor(other) + shift);
        var high = Math.max(highestCeiling(room), other == null ? Integer.MIN_VALUE : highestCeiling(other) + shift);
        var top = down(room, high);
        var bottom = down(room, low);
        return switch (portal.direction()) {
            case ProjectObject.Portal.WALL_POSITIVE_Z -> new Portal(target, new Vertex(0, 0, -1), List.of(
                    new Vertex(x0, top, z1 - SECTOR), new Vertex(x1, top, z1 - SECTOR),
                    new Vertex(x1, bottom, z1 - SECTOR), new Vertex(x0, bottom, z1 - SECTOR)));
            case ProjectObject.Portal.WALL_NEGATIVE_Z -> new Portal(target, new Vertex(0, 0, 1), List.of(
                    new Vertex(x1, top, z0 + SECTOR), new Vertex(x0, top, z0 + SECTOR),
                    new Vertex(x0, bottom, z0 + SECTOR), new Vertex(x1, bottom, z0 + SECTOR)));
            case ProjectObject.Portal.WALL_POSITIVE_X -> new Portal(target, new Vertex(-1, 0, 0), List.of(
                    new Vertex(x1 - SECTOR, bottom, z1), new Vertex(x1 - SECTOR, top, z1),
                    new Vertex(x1 - SECTOR, top, z0), new Vertex(x1 - SECTOR, bottom, z0)));
            default -> new Portal(target, new Vertex(1, 0, 0), List.of(
                    new Vertex(x0 + SECTOR, bottom, z0), new Vertex(x0 + SECTOR, top, z0),
                    new Vertex(x0 + SECTOR, top, z1), new Vertex(x0 + SECTOR, bottom, z1)));
        };
    }

    /** An editor height of the room (up, from the room's Y) as an absolute level Y (down). */
    private static int down(ProjectRoom room, int height) {
        return -(room.y() + height);
    }

    private static int highestFloor(ProjectRoom room, ProjectObject.Portal portal) {
        return extreme(room, portal.area(), false, sector -> sector.floor().heights().max(), Math::max);
    }

    private static int lowestCeiling(ProjectRoom room, ProjectObject.Portal portal) {
        return extreme(room, portal.area(), false, sector -> sector.ceiling().heights().min(), Math::min);
    }

    /** The lowest floor point of the room's open sectors (0 when it has none). */
    static int lowestFloor(ProjectRoom room) {
        return extreme(room, inside(room), true, sector -> sector.floor().heights().min(), Math::min);
    }

    /** The highest ceiling point of the room's open sectors (0 when it has none). */
    static int highestCeiling(ProjectRoom room) {
        return extreme(room, inside(room), true, sector -> sector.ceiling().heights().max(), Math::max);
    }

    /** The sectors inside the room's outer ring. */
    private static SectorArea inside(ProjectRoom room) {
        return new SectorArea(1, 1, room.sectorsX() - 2, room.sectorsZ() - 2);
    }

    /** {@code pick} over {@code height} of the area's sectors (open ones only, if asked); 0 when there are none. */
    private static int extreme(ProjectRoom room, SectorArea area, boolean openOnly, ToIntFunction<ProjectSector> height,
                               IntBinaryOperator pick) {
        var found = false;
        var extreme = 0;
        for (int x = area.x0(); x <= area.x1(); x++) {
            for (int z = area.z0(); z <= area.z1(); z++) {
                var sector = room.sector(x, z);
                if (sector != null && !(openOnly && sector.isWall())) {
                    extreme = found ? pick.applyAsInt(extreme, height.applyAsInt(sector)) : height.applyAsInt(sector);
                    found = true;
                }
            }
        }
        return extreme;
    }
}
