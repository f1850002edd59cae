package org.tomblens.app.route;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A route through one level: its waypoints in order, its colours, and what else the file it came from held, so that
 * writing it back loses nothing. Immutable: an edit gives a new route, which is what undo keeps.
 *
 * @param colour the path line's colour, ARGB, or null where the file names none
 * @param waypointColour the markers' colour, ARGB, or null where the file names none
 * @param otherKeys a trview route's top-level keys TombLens does not read, in the file's order
 * @param levelKey the key of the open level in a randomizer location file, as the file spells it; null for a
 *                 route not read from one
 * @param otherLevels a randomizer location file's other levels, in the file's order, written back as they were
 */
public record Route(Integer colour, Integer waypointColour, List<Waypoint> waypoints, Map<String, JsonNode> otherKeys,
                    String levelKey, Map<String, JsonNode> otherLevels) {
    /** trview's colours for a new route: a green line and white markers. */
    public static final int DEFAULT_COLOUR = 0xFF00FF00;
    public static final int DEFAULT_WAYPOINT_COLOUR = 0xFFFFFFFF;
    public static final Route EMPTY = new Route(DEFAULT_COLOUR, DEFAULT_WAYPOINT_COLOUR, List.of(), Map.of(), null,
            Map.of());

    public Route {
        waypoints = List.copyOf(waypoints);
        otherKeys = ordered(otherKeys);
        otherLevels = ordered(otherLevels);
    }

    private static Map<String, JsonNode> ordered(Map<String, JsonNode> keys) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(keys));
    }

    /** The line's colour to draw, ARGB. */
    public int shownColour() {
        return colour == null ? DEFAULT_COLOUR : colour;
    }

    /** The markers' colour to draw, ARGB. */
    public int shownWaypointColour() {
        return waypointColour == null ? DEFAULT_WAYPOINT_COLOUR : waypointColour;
    }

    /** This route with its line's and markers' colours, ARGB. */
    public Route withColours(int line, int markers) {
        return new Route(line, markers, waypoints, otherKeys, levelKey, otherLevels);
    }

    public Route withWaypoints(List<Waypoint> newWaypoints) {
        return new Route(colour, waypointColour, newWaypoints, otherKeys, levelKey, otherLevels);
    }

    /** This route with {@code waypoint} added at the end. */
    public Route adding(Waypoint waypoint) {
        return edited(list -> list.add(waypoint));
    }

    /** This route with waypoint {@code at} replaced. */
    public Route replacing(int at, Waypoint waypoint) {
        return edited(list -> list.set(at, waypoint));
    }

    public Route removing(int at) {
        return edited(list -> list.remove(at));
    }

    /** This route with waypoint {@code from} taken out and put back at {@code to}. */
    public Route moving(int from, int to) {
        return edited(list -> list.add(to, list.remove(from)));
    }

    private Route edited(Consumer<List<Waypoint>> edit) {
        var list = new ArrayList<>(waypoints);
        edit.accept(list);
        return withWaypoints(list);
    }

    /** The straight distance of the whole route, waypoint to waypoint, in world units. */
    public double length() {
        var total = 0.0;
        for (int i = 1; i < waypoints.size(); i++) {
            total += leg(i);
        }
        return total;
    }

    /** The distance from waypoint {@code i - 1} to waypoint {@code i}, in world units; 0 for the first. */
    public double leg(int i) {
        return i == 0 ? 0 : waypoints.get(i - 1).position().distanceTo(waypoints.get(i).position());
    }
}
