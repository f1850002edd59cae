package org.tomblens.app.route;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * trview's route files ({@code .tvr}): a JSON object with {@code colour} and {@code waypoint_colour} (ARGB as
 * decimal strings) and {@code waypoints}, each with {@code type}, {@code position} and {@code normal} as
 * {@code "x,y,z"} strings (world units over 1024 for the position), {@code room}, {@code index}, {@code notes} and an
 * optional base64 {@code save}. Older routes lack the normal and the colours; both still read, and what a file
 * lacks is not added when it is written back. Keys are written in name order, as trview writes them.
 */
public final class TrviewRoutes {
    private static final Set<String> ROUTE_KEYS = Set.of("colour", "waypoint_colour", "waypoints");
    private static final Set<String> WAYPOINT_KEYS = Set.of("type", "position", "normal", "room", "index", "notes",
            "save");

    private TrviewRoutes() {}

    public static Route read(Path file) throws IOException, RouteFileException {
        var json = new JsonFields(file);
        var root = json.object(json.read(), "$");
        var waypoints = new ArrayList<Waypoint>();
        var list = root.get("waypoints");
        if (list != null) {
            json.array(list, "$.waypoints");
            for (int i = 0; i < list.size(); i++) {
                waypoints.add(waypoint(json, json.object(list.get(i), "$.waypoints[" + i + "]"),
                        "$.waypoints[" + i + "]"));
            }
        }
        return new Route(colour(json, root, "colour"), colour(json, root, "waypoint_colour"), waypoints,
                JsonFields.others(root, ROUTE_KEYS), null, Map.of());
    }

    private static Waypoint waypoint(JsonFields json, JsonNode node, String path) throws RouteFileException {
        var typeName = json.text(node, path, "type");
        if (typeName == null) {
            throw json.fail(path + ".type", "expected the waypoint's type, such as \"Entity\", found none");
        }
        var position = point(json, node, path, "position", RoutePoint.SCALE);
        return new Waypoint(WaypointType.named(typeName), typeName,
                position == null ? RoutePoint.at(0, 0, 0) : position, point(json, node, path, "normal", 1),
                json.integer(node, path, "room"), json.integer(node, path, "index"), json.text(node, path, "notes"),
                json.text(node, path, "save"), JsonFields.others(node, WAYPOINT_KEYS));
    }

    /** An {@code "x,y,z"} string, or null where the key is absent. */
    private static RoutePoint point(JsonFields json, JsonNode node, String path, String key, double scale)
            throws RouteFileException {
        var text = json.text(node, path, key);
        if (text == null) {
            return null;
        }
        var parts = text.split(",", -1);
        if (parts.length != 3) {
            throw json.fail(path + "." + key, "expected three numbers \"x,y,z\", found \"" + text + "\"");
        }
        var values = new double[3];
        for (int i = 0; i < 3; i++) {
            try {
                values[i] = Float.parseFloat(parts[i].strip()) * scale;
            } catch (NumberFormatException e) {
                throw json.fail(path + "." + key, "expected three numbers \"x,y,z\", found \"" + text + "\"");
            }
            if (!Double.isFinite(values[i])) {
                throw json.fail(path + "." + key, "expected finite numbers, found \"" + text + "\"");
            }
        }
        return new RoutePoint(values[0], values[1], values[2], text);
    }

    /** A decimal ARGB colour, or null where the key is absent. */
    private static Integer colour(JsonFields json, JsonNode root, String key) throws RouteFileException {
        var text = json.text(root, "$", key);
        if (text == null) {
            return null;
        }
        try {
            var value = Long.parseLong(text.strip());
            if (value >= 0 && value <= 0xFFFFFFFFL) {
                return (int) value;
            }
        } catch (NumberFormatException e) {
            // said below, with what was expected
        }
        throw json.fail("$." + key, "expected an ARGB colour as a decimal number such as \"4278255360\", found \""
                + text + "\"");
    }

    /** The route as trview writes it. */
    public static ObjectNode json(Route route) {
        var nodes = JsonNodeFactory.instance;
        var keys = new TreeMap<String, JsonNode>(route.otherKeys());
        if (route.colour() != null) {
            keys.put("colour", nodes.textNode(Integer.toUnsignedString(route.colour())));
        }
        if (route.waypointColour() != null) {
            keys.put("waypoint_colour", nodes.textNode(Integer.toUnsignedString(route.waypointColour())));
        }
        var waypoints = nodes.arrayNode();
        for (var waypoint : route.waypoints()) {
            var fields = new TreeMap<String, JsonNode>(waypoint.otherKeys());
            fields.put("type", nodes.textNode(waypoint.typeName()));
            fields.put("position", nodes.textNode(waypoint.position().text()));
            if (waypoint.normal() != null) {
                fields.put("normal", nodes.textNode(waypoint.normal().text()));
            }
            fields.put("room", nodes.numberNode(waypoint.room()));
            fields.put("index", nodes.numberNode(waypoint.index()));
            fields.put("notes", nodes.textNode(waypoint.notes()));
            if (waypoint.save() != null) {
                fields.put("save", nodes.textNode(waypoint.save()));
            }
            waypoints.add(nodes.objectNode().setAll(fields));
        }
        keys.put("waypoints", waypoints);
        return nodes.objectNode().setAll(keys);
    }
}
