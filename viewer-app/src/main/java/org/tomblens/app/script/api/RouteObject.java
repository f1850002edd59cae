package org.tomblens.app.script.api;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.route.Route;
import org.tomblens.app.route.RouteFiles;

/**
 * trview's Route: waypoints a script builds, or reads from a trview route ({@code .tvr}) or randomizer locations
 * ({@code .json}) file with {@code Route.open}. Bound to a level, its waypoints' items and triggers are that level's.
 */
public final class RouteObject implements Bound {
    private static final List<String> NAMES = List.of("add", "clear", "colour", "filename", "is_randomizer", "level",
            "reload", "remove", "save", "save_as", "selected_waypoint", "show_route_line", "waypoint_colour",
            "waypoints");

    private final boolean randomizer;
    private final List<WaypointObject> waypoints = new ArrayList<>();
    private Route source = Route.EMPTY;
    private LevelObject level;
    private String filename;
    private WaypointObject selected;
    private boolean showLine = true;
    private Colour colour = Colour.ofRgb(Route.DEFAULT_COLOUR);
    private Colour waypointColour = Colour.ofRgb(Route.DEFAULT_WAYPOINT_COLOUR);

    RouteObject(boolean randomizer) {
        this.randomizer = randomizer;
    }

    /** The viewer's {@code route}, read from {@code file} (or null), bound to {@code level}. */
    static RouteObject shown(Route route, Path file, LevelObject level) {
        var object = new RouteObject(file != null && RouteFiles.isLocations(file));
        object.filename = file == null ? null : file.toString();
        object.bind(level);
        object.take(route);
        return object;
    }

    /** The route as its waypoints now stand, with the rest of what its file held. */
    Route asRoute() {
        return source.withWaypoints(waypoints.stream().map(WaypointObject::waypoint).toList());
    }

    Path file() {
        return filename == null ? null : Path.of(filename);
    }

    LevelObject level() {
        return level;
    }

    void bind(LevelObject level) {
        this.level = level;
    }

    /** {@code Route.open{filename=, level=}}: the route in the file, bound to the level. */
    static Object open(Args args) {
        var spec = args.get(1);
        var name = spec.field("filename");
        if (name.isNil()) {
            throw new ScriptError("Route.open needs a filename: TombLens asks for none from a script");
        }
        var level = spec.field("level").isNil() ? null : spec.field("level").bound(LevelObject.class);
        var route = new RouteObject(RouteFiles.isLocations(Path.of(name.string())));
        route.filename = name.string();
        route.bind(level);
        route.reload();
        return route;
    }

    private void reload() {
        if (filename == null) {
            throw new ScriptError("the route has no file to reload");
        }
        try {
            source = RouteFiles.read(Path.of(filename), levelFileName());
        } catch (Exception e) {
            throw new ScriptError("cannot read route " + filename + ": " + e.getMessage());
        }
        take(source);
    }

    private void take(Route route) {
        source = route;
        waypoints.clear();
        source.waypoints().forEach(w -> add(new WaypointObject(w)));
        colour = Colour.ofRgb(source.shownColour());
        waypointColour = Colour.ofRgb(source.shownWaypointColour());
    }

    private String levelFileName() {
        var path = level == null ? null : level.prepared().path();
        return path == null ? "" : path.getFileName().toString();
    }

    private WaypointObject add(WaypointObject waypoint) {
        waypoints.add(waypoint);
        waypoint.joined(this);
        return waypoint;
    }

    private void save(Args args) {
        var name = args.count() >= 2 && !args.get(2).isNil() && !args.get(2).field("filename").isNil()
                ? args.get(2).field("filename").string() : filename;
        if (name == null) {
            throw new ScriptError("route:save needs a filename: TombLens asks for none from a script");
        }
        var route = asRoute();
        try {
            RouteFiles.write(route, Path.of(name), levelFileName());
        } catch (Exception e) {
            throw new ScriptError("cannot write route " + name + ": " + e.getMessage());
        }
        filename = name;
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Route";
    }

    @Override
    public Object get(String key) {
        return switch (key) {
            case "add" -> (Method) args -> add(args.get(2).bound(WaypointObject.class));
            case "clear" -> (Method) args -> {
                waypoints.clear();
                return null;
            };
            case "colour" -> colour;
            case "filename" -> filename;
            case "is_randomizer" -> randomizer;
            case "level" -> level;
            case "reload" -> (Method) args -> {
                reload();
                return null;
            };
            case "remove" -> (Method) args -> {
                waypoints.remove(args.get(2).bound(WaypointObject.class));
                return null;
            };
            case "save", "save_as" -> (Method) args -> {
                save(args);
                return null;
            };
            case "selected_waypoint" -> selected;
            case "show_route_line" -> showLine;
            case "waypoint_colour" -> waypointColour;
            case "waypoints" -> List.copyOf(waypoints);
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        switch (key) {
            case "colour" -> colour = WaypointObject.colourOf(value);
            case "level" -> bind(value.isNil() ? null : value.bound(LevelObject.class));
            case "selected_waypoint" -> selected = value.isNil() ? null : value.bound(WaypointObject.class);
            case "show_route_line" -> showLine = value.bool();
            case "waypoint_colour" -> waypointColour = WaypointObject.colourOf(value);
            default -> {
                return false;
            }
        }
        return true;
    }
}
