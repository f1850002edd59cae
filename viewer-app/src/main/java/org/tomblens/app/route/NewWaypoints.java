package org.tomblens.app.route;

import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.prepared.PreparedLevel;

/** Waypoints placed in a level: on an entity, on a sector (its trigger where it has one), or on a face clicked. */
public final class NewWaypoints {
    /** A floor's normal: up, which is -Y in the level. */
    private static final RoutePoint UP = RoutePoint.direction(0, -1, 0);

    private final PreparedLevel prepared;
    private final RouteOnLevel onLevel;

    public NewWaypoints(PreparedLevel prepared, RouteOnLevel onLevel) {
        this.prepared = prepared;
        this.onLevel = onLevel;
    }

    /** A waypoint on entity {@code index}, where it stands. */
    public Waypoint entity(int index) {
        var entity = prepared.level().entities().get(index);
        return Waypoint.placed(WaypointType.ENTITY, RoutePoint.at(entity.x(), entity.y(), entity.z()), UP,
                entity.room(), index);
    }

    /** A waypoint on the middle of a sector's floor: the sector's trigger where it has one, else a position. */
    public Waypoint sector(SectorPosition sector) {
        var room = prepared.level().rooms().get(sector.room());
        var at = RoutePoint.at(room.x() + sector.x() * 1024 + 512,
                prepared.sectors().surfaceY(sector, Surface.FLOOR, 512, 512), room.z() + sector.z() * 1024 + 512);
        var trigger = onLevel.triggerSectors().indexOf(sector);
        return trigger >= 0 ? Waypoint.placed(WaypointType.TRIGGER, at, UP, sector.room(), trigger)
                : Waypoint.placed(WaypointType.POSITION, at, UP, sector.room(), 0);
    }

    /** A waypoint on a face at ({@code x}, {@code y}, {@code z}) of {@code room}, facing {@code normal}. */
    public static Waypoint face(float x, float y, float z, int room, float[] normal) {
        return Waypoint.placed(WaypointType.POSITION, RoutePoint.at(x, y, z),
                RoutePoint.direction(normal[0], normal[1], normal[2]), room, 0);
    }
}
