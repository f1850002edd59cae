package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.app.camera.MeasureTool;
import org.tomblens.app.route.Route;
import org.tomblens.app.route.RouteFileException;
import org.tomblens.app.route.RouteFiles;
import org.tomblens.app.route.RouteOnLevel;
import org.tomblens.app.route.RoutePoint;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tomblens route FILE --route R.tvr|R.json [--json] [-o OUT.tvr|OUT.json]}: a trview route or the level's
 * randomizer locations, read against the level: each waypoint with its room, what it points at and its leg, and
 * warnings for what the level lacks; {@code -o} writes it again, as a trview route or as locations by extension.
 */
@Command(name = "route", mixinStandardHelpOptions = true,
        description = "Read a trview route (.tvr) or a randomizer location file (.json, the level's locations) "
                + "against the level: each waypoint with its type, room, index, what it points at (an entity's "
                + "name, a trigger's sector, a camera, a light) and its leg from the last waypoint in units and "
                + "sectors (1024 units), then the total. Warns where a waypoint names a room, entity, trigger, "
                + "camera or light the level lacks. With -o, writes the route again: a trview route, or with a "
                + ".json name randomizer locations, keeping every key the file read had.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed (and written)", "1:the level or the route could not be read",
                "2:the options are wrong, or -o names a file that was read"})
public final class RouteCommand extends FileCommand.OfLevel {
    /** The keys of the JSON object, in order: a contract. */
    static final List<String> KEYS = List.of("route", "colour", "waypointColour", "waypoints", "length", "sectors");
    static final List<String> WAYPOINT_KEYS = List.of("number", "type", "room", "index", "position", "normal",
            "notes", "hasSave", "target", "leg", "legSectors", "problems");

    @Option(names = "--route", required = true, paramLabel = "R.tvr|R.json",
            description = "The trview route or randomizer location file.")
    Path routeFile;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.tvr|OUT.json",
            description = "Write the route here: randomizer locations if it ends in .json, else a trview route.")
    Path output;

    @Mixin
    JsonOption json;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var levelName = file.getFileName().toString();
        Route route;
        try {
            route = RouteFiles.read(routeFile, levelName);
        } catch (RouteFileException | IOException e) {
            refuse("cannot read " + routeFile + ": " + e.getMessage());
            return LevelArgument.UNREADABLE;
        }
        if (output != null && (isSameFile(output, routeFile) || isSameFile(output, file))) {
            refuse("will not write over " + output + ", which it read");
            return 2;
        }
        var stops = new RouteOnLevel(prepared).stops(route);
        if (json.on) {
            JsonOption.print(out, facts(route, stops));
        } else {
            print(route, stops, out);
        }
        for (int i = 0; i < stops.size(); i++) {
            for (var problem : stops.get(i).problems()) {
                warn("waypoint " + (i + 1) + ": " + problem);
            }
        }
        if (output != null) {
            RouteFiles.write(route, output, levelName);
        }
        return 0;
    }

    private static boolean isSameFile(Path a, Path b) throws IOException {
        return Files.exists(a) && Files.exists(b) ? Files.isSameFile(a, b)
                : a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    private void print(Route route, List<RouteOnLevel.Stop> stops, PrintWriter out) {
        if (stops.isEmpty()) {
            out.println(routeFile.getFileName() + " has no waypoint for " + file.getFileName());
        }
        for (int i = 0; i < stops.size(); i++) {
            var stop = stops.get(i);
            var waypoint = stop.waypoint();
            var at = waypoint.position();
            out.printf("%d. %s, room %d, index %d: %s, at %.0f %.0f %.0f%s%n", i + 1, waypoint.typeName(),
                    waypoint.room(), waypoint.index(), stop.target(), at.x(), at.y(), at.z(),
                    i == 0 ? "" : String.format(", leg %.0f units = %.2f sectors", stop.leg(),
                            stop.leg() / MeasureTool.SECTOR));
            if (!waypoint.notes().isEmpty()) {
                out.println("   notes: " + waypoint.notes().replace("\n", "\n          "));
            }
            waypoint.otherKeys().forEach((key, value) -> out.println("   " + key + ": " + value));
        }
        out.printf("%d waypoints, %.0f units = %.2f sectors%n", stops.size(), route.length(),
                route.length() / MeasureTool.SECTOR);
    }

    /** The JSON object of a route against the level: a contract other tools read. */
    private Map<String, Object> facts(Route route, List<RouteOnLevel.Stop> stops) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("route", routeFile.toString());
        facts.put("colour", route.colour() == null ? null : Integer.toUnsignedString(route.colour()));
        facts.put("waypointColour", route.waypointColour() == null ? null
                : Integer.toUnsignedString(route.waypointColour()));
        var waypoints = new ArrayList<Map<String, Object>>();
        for (int i = 0; i < stops.size(); i++) {
            var stop = stops.get(i);
            var waypoint = stop.waypoint();
            var each = new LinkedHashMap<String, Object>();
            each.put("number", i + 1);
            each.put("type", waypoint.typeName());
            each.put("room", waypoint.room());
            each.put("index", waypoint.index());
            each.put("position", point(waypoint.position()));
            each.put("normal", waypoint.normal() == null ? null : point(waypoint.normal()));
            each.put("notes", waypoint.notes());
            each.put("hasSave", waypoint.save() != null);
            each.put("target", stop.target());
            each.put("leg", stop.leg());
            each.put("legSectors", stop.leg() / MeasureTool.SECTOR);
            each.put("problems", stop.problems());
            waypoints.add(each);
        }
        facts.put("waypoints", waypoints);
        facts.put("length", route.length());
        facts.put("sectors", route.length() / MeasureTool.SECTOR);
        return facts;
    }

    private static List<Double> point(RoutePoint point) {
        return List.of(point.x(), point.y(), point.z());
    }
}
