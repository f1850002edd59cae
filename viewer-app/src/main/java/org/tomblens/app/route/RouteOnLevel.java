package org.tomblens.app.route;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * A route read against a level: what each waypoint points at, as trview numbers them (entities by their index,
 * triggers in room then sector order, cameras and sinks by their index, lights over all rooms in room order), and
 * what the level lacks that a waypoint names.
 */
public final class RouteOnLevel {
    /** What one waypoint is in the level. */
    public record Stop(Waypoint waypoint, String target, double leg, List<String> problems) {}

    private final PreparedLevel prepared;
    /** Sectors holding a trigger, in the order trview numbers triggers; made when first asked. */
    private List<SectorPosition> triggers;
    private int lights = -1;

    public RouteOnLevel(PreparedLevel prepared) {
        this.prepared = prepared;
    }

    /** Each waypoint of {@code route}, in order. */
    public List<Stop> stops(Route route) {
        var stops = new ArrayList<Stop>();
        var waypoints = route.waypoints();
        for (int i = 0; i < waypoints.size(); i++) {
            stops.add(stop(waypoints.get(i), route.leg(i)));
        }
        return stops;
    }

    private Stop stop(Waypoint waypoint, double leg) {
        var problems = new ArrayList<String>();
        var rooms = prepared.level().rooms().size();
        if (waypoint.room() < 0 || waypoint.room() >= rooms) {
            problems.add("the level has no room " + waypoint.room() + " (it has " + rooms + ")");
        }
        var target = switch (waypoint.type()) {
            case POSITION -> sectorText(waypoint);
            case ENTITY -> entity(waypoint.index(), problems);
            case TRIGGER -> trigger(waypoint.index(), problems);
            case CAMERA_SINK -> cameraOrSink(waypoint.index(), problems);
            case LIGHT -> light(waypoint.index(), problems);
        };
        return new Stop(waypoint, target, leg, List.copyOf(problems));
    }

    private String entity(int index, List<String> problems) {
        var count = prepared.level().entities().size();
        if (index < 0 || index >= count) {
            problems.add(missing("entity", index, count));
            return "entity #" + index;
        }
        return "entity " + prepared.descriptions().entity(index);
    }

    private String trigger(int index, List<String> problems) {
        var sectors = triggerSectors();
        if (index < 0 || index >= sectors.size()) {
            problems.add(missing("trigger", index, sectors.size()));
            return "trigger #" + index;
        }
        var sector = sectors.get(index);
        return "trigger #" + index + " on sector " + sector.x() + "," + sector.z() + " of room " + sector.room();
    }

    private String cameraOrSink(int index, List<String> problems) {
        var count = prepared.level().cameras().size();
        if (index < 0 || index >= count) {
            problems.add(missing("camera or sink", index, count));
            return "camera or sink #" + index;
        }
        // A sink is a camera record that underwater currents, not camera triggers, name.
        var triggers = prepared.triggers();
        var sink = !triggers.actingOn(TargetKind.SINK, index).isEmpty()
                && triggers.actingOn(TargetKind.CAMERA, index).isEmpty();
        return (sink ? "sink #" : "camera #") + index;
    }

    private String light(int index, List<String> problems) {
        var count = lightCount();
        if (index < 0 || index >= count) {
            problems.add(missing("light", index, count));
            return "light #" + index;
        }
        var rooms = prepared.level().rooms();
        var first = 0;
        for (int r = 0; r < rooms.size(); r++) {
            var here = rooms.get(r).lights().size();
            if (index < first + here) {
                return "light #" + index + " (room " + r + "'s light " + (index - first) + ")";
            }
            first += here;
        }
        throw new IllegalStateException("light " + index + " counted but not found");
    }

    /** The sector of the waypoint's room under its position, as "sector x,z of room r". */
    private String sectorText(Waypoint waypoint) {
        var rooms = prepared.level().rooms();
        if (waypoint.room() < 0 || waypoint.room() >= rooms.size()) {
            return "position";
        }
        var room = rooms.get(waypoint.room());
        var x = (int) Math.floor((waypoint.position().x() - room.x()) / 1024);
        var z = (int) Math.floor((waypoint.position().z() - room.z()) / 1024);
        if (x < 0 || z < 0 || x >= room.numXSectors() || z >= room.numZSectors()) {
            return "position outside room " + waypoint.room() + "'s sectors";
        }
        return "sector " + x + "," + z + " of room " + waypoint.room();
    }

    /** Sectors with a trigger, rooms in order and each room's sectors in its array's order. */
    public List<SectorPosition> triggerSectors() {
        if (triggers == null) {
            var floorData = prepared.floorData();
            triggers = floorData.sectors().stream()
                    .filter(sector -> floorData.chain(sector).functions().stream()
                            .anyMatch(function -> function instanceof FloorFunction.Trigger))
                    .toList();
        }
        return triggers;
    }

    private int lightCount() {
        if (lights < 0) {
            lights = prepared.level().rooms().stream().mapToInt(room -> room.lights().size()).sum();
        }
        return lights;
    }

    private static String missing(String what, int index, int count) {
        return "the level has no " + what + " #" + index + " (it has " + count + ")";
    }
}
