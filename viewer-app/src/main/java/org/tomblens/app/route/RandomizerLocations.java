package org.tomblens.app.route;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Randomizer location files ({@code .json}, as TR-Rando keeps its item, secret and enemy locations and trview
 * edits them): an object keyed by level file name ({@code "LEVEL1.PHD"}, {@code "WALL.TR2"}), each a list of
 * locations with {@code X}, {@code Y}, {@code Z} in world units and {@code Room}, and whatever else the randomizer
 * defines ({@code Difficulty}, {@code RequiresGlitch}, {@code PackID} …), kept as read. The open level's list is
 * the route, found by name whatever its case; the other levels are written back untouched.
 */
public final class RandomizerLocations {
    private static final Set<String> LOCATION_KEYS = Set.of("X", "Y", "Z", "Room");

    private RandomizerLocations() {}

    /** The locations of level {@code levelFileName} (no folder) in {@code file}: none where the file has none. */
    public static Route read(Path file, String levelFileName) throws IOException, RouteFileException {
        var json = new JsonFields(file);
        var root = json.object(json.read(), "$");
        String levelKey = null;
        var others = new LinkedHashMap<String, JsonNode>();
        var waypoints = new ArrayList<Waypoint>();
        for (var names = root.fieldNames(); names.hasNext(); ) {
            var name = names.next();
            var path = "$['" + name + "']";
            var list = json.array(root.get(name), path);
            if (levelKey == null && name.equalsIgnoreCase(levelFileName)) {
                levelKey = name;
                for (int i = 0; i < list.size(); i++) {
                    waypoints.add(location(json, json.object(list.get(i), path + "[" + i + "]"), path + "[" + i + "]"));
                }
            }
            // The open level keeps its place among the others, to be written back where it was.
            others.put(name, list);
        }
        return new Route(null, null, waypoints, Map.of(), levelKey == null ? levelFileName : levelKey,
                others);
    }

    private static Waypoint location(JsonFields json, JsonNode node, String path) throws RouteFileException {
        var position = RoutePoint.at(json.integer(node, path, "X"), json.integer(node, path, "Y"),
                json.integer(node, path, "Z"));
        return new Waypoint(WaypointType.POSITION, WaypointType.POSITION.stored(), position, null,
                json.integer(node, path, "Room"), 0, "", null, JsonFields.others(node, LOCATION_KEYS));
    }

    /**
     * The file with the route as the level's locations: {@code X}, {@code Y}, {@code Z} (world units, cut to whole ones toward zero as trview does),
     * {@code Room}, then each location's other keys as read. A route not read from a location file is filed under
     * {@code levelFileName}.
     */
    public static ObjectNode json(Route route, String levelFileName) {
        var nodes = JsonNodeFactory.instance;
        var levelKey = route.levelKey() == null ? levelFileName : route.levelKey();
        var locations = nodes.arrayNode();
        for (var waypoint : route.waypoints()) {
            var location = nodes.objectNode();
            location.put("X", (int) waypoint.position().x());
            location.put("Y", (int) waypoint.position().y());
            location.put("Z", (int) waypoint.position().z());
            location.put("Room", waypoint.room());
            location.setAll(waypoint.otherKeys());
            locations.add(location);
        }
        var root = nodes.objectNode();
        route.otherLevels().forEach((name, list) -> root.set(name, name.equals(levelKey) ? locations : list));
        if (!root.has(levelKey)) {
            root.set(levelKey, locations);
        }
        return root;
    }
}
