package org.tomblens.app.script.api;

import java.util.List;
import java.util.Map;
import org.tomblens.app.route.RoutePoint;
import org.tomblens.app.route.Waypoint;
import org.tomblens.app.route.WaypointType;

/**
 * trview's Waypoint: one stop of a route, on an item, a trigger or a position. Its item and trigger are looked up
 * in the level its route is bound to, as trview resolves them.
 */
public final class WaypointObject implements Bound {
    private static final List<String> NAMES = List.of("colour", "item", "normal", "notes", "position",
            "randomizer_settings", "room", "room_number", "trigger", "type", "waypoint_colour");

    private Waypoint waypoint;
    private RouteObject route;
    private Colour colour;
    private Colour waypointColour;

    WaypointObject(Waypoint waypoint) {
        this.waypoint = waypoint;
    }

    Waypoint waypoint() {
        return waypoint;
    }

    void joined(RouteObject route) {
        this.route = route;
    }

    /** {@code Waypoint.new{item=, trigger=, position=, normal=, room=}}: item, then trigger, then position. */
    static Object create(Args args) {
        var spec = args.get(1);
        var normal = spec.field("normal").isNil() ? new Vector3(0, -1, 0) : spec.field("normal").vector();
        var item = spec.field("item").bound();
        var trigger = spec.field("trigger").bound();
        Vector3 at;
        WaypointType type;
        int room;
        int index = 0;
        if (item instanceof ItemObject i) {
            type = WaypointType.ENTITY;
            at = (Vector3) i.get("position");
            room = i.roomNumber();
            index = i.number();
        } else if (trigger instanceof TriggerObject t) {
            type = WaypointType.TRIGGER;
            at = (Vector3) t.get("position");
            room = t.placed().sector().room();
            index = t.number();
        } else if (!spec.field("position").isNil()) {
            type = WaypointType.POSITION;
            at = spec.field("position").vector();
            room = spec.field("room").bound(RoomObject.class).number();
        } else {
            throw new ScriptError("Waypoint.new needs an item, a trigger or a position");
        }
        return new WaypointObject(Waypoint.placed(type, RoutePoint.at(at.x(), at.y(), at.z()),
                RoutePoint.direction(normal.x(), normal.y(), normal.z()), room, index));
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Waypoint";
    }

    @Override
    public Object get(String key) {
        var level = route == null ? null : route.level();
        return switch (key) {
            case "colour" -> colour;
            case "item" -> waypoint.type() == WaypointType.ENTITY && level != null
                    && waypoint.index() < level.itemCount() ? new ItemObject(level, waypoint.index()) : null;
            case "normal" -> waypoint.normal() == null ? null
                    : new Vector3(waypoint.normal().x(), waypoint.normal().y(), waypoint.normal().z());
            case "notes" -> waypoint.notes();
            case "position" -> new Vector3(waypoint.position().x(), waypoint.position().y(), waypoint.position().z());
            case "randomizer_settings" -> Map.of();
            case "room" -> level == null ? null : RoomObject.of(level, waypoint.room());
            case "room_number" -> waypoint.room();
            case "trigger" -> waypoint.type() == WaypointType.TRIGGER && level != null
                    && waypoint.index() < level.triggers().size() ? new TriggerObject(level, waypoint.index()) : null;
            case "type" -> switch (waypoint.type()) {
                case ENTITY -> "Item";
                case TRIGGER -> "Trigger";
                case POSITION -> "Position";
                default -> "Unknown";
            };
            case "waypoint_colour" -> waypointColour;
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        switch (key) {
            case "notes" -> waypoint = waypoint.withNotes(value.string());
            case "colour" -> colour = value.isNil() ? null : colourOf(value);
            case "waypoint_colour" -> waypointColour = value.isNil() ? null : colourOf(value);
            default -> {
                return false;
            }
        }
        return true;
    }

    static Colour colourOf(Args.Value value) {
        return new Colour(value.field("r").number(), value.field("g").number(), value.field("b").number(),
                value.field("a").isNil() ? 1 : value.field("a").number());
    }
}
