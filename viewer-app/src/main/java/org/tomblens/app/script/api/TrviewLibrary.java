package org.tomblens.app.script.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tomblens.app.route.Route;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * The {@code trview} table and the other globals trview gives a script: {@code Vector3}, {@code Colour},
 * {@code Room.Flags}, {@code Sector.Flags}, {@code Route}, {@code Waypoint}. trview's {@code Process} reads a running
 * game's memory on Windows; TombLens has none, and saying so is all it does; {@code ImGui} draws in a window, and a
 * script without one is told so. {@code Scriptable} makes things a script places in the level: the window draws
 * them, the command line keeps them.
 */
public final class TrviewLibrary implements Bound {
    private static final List<String> NAMES = List.of("camera", "level", "load", "local_levels", "recent_files",
            "route");

    /** Opens a level file for {@code trview.load}. */
    @FunctionalInterface
    public interface LevelSource {
        /** The level in {@code file}; the exception's message says why not. */
        PreparedLevel open(Path file) throws Exception;
    }

    private final LevelSource source;
    private final ViewerLink viewer;
    private final List<String> recentFiles;
    private final List<String> localLevels;
    private ViewerLink shown;
    private LevelObject level;
    private RouteObject route;
    /** The viewer's route {@link #route} was made from: another one there makes it anew. */
    private Route routeShown;

    public TrviewLibrary(LevelSource source, ViewerLink viewer, List<String> recentFiles, List<String> localLevels) {
        this.source = source;
        this.viewer = viewer;
        this.shown = viewer;
        this.recentFiles = List.copyOf(recentFiles);
        this.localLevels = List.copyOf(localLevels);
    }

    /** Makes {@code prepared} the current level ({@code trview.level}), or none with null. */
    public void setLevel(PreparedLevel prepared) {
        setLevel(prepared, viewer);
    }

    /** Makes {@code prepared} the current level, its selection and view changed through {@code link}. */
    public void setLevel(PreparedLevel prepared, ViewerLink link) {
        shown = link == null ? viewer : link;
        level = prepared == null ? null : new LevelObject(prepared, shown);
        if (route != null) {
            route.bind(level);
        }
    }

    /** {@code trview.route}: the viewer's route, made anew when the viewer shows another one. */
    private RouteObject route() {
        var current = shown.route();
        if (route == null || current != routeShown) {
            route = RouteObject.shown(current, shown.routeFile(), level);
            routeShown = current;
        }
        return route;
    }

    /** The globals a script starts with, by name. */
    public Map<String, Object> globals() {
        return Map.of(
                "trview", this,
                "Vector3", Map.of("new", (Method) TrviewLibrary::vector),
                "Colour", Map.of("new", (Method) TrviewLibrary::colour),
                "Room", Map.of("Flags", RoomObject.FLAGS),
                "Sector", Map.of("Flags", SectorObject.FLAGS),
                "Route", Map.of("new", (Method) args -> new RouteObject(
                        args.get(1).isTable() && args.get(1).field("is_randomizer").bool()),
                        "open", (Method) RouteObject::open),
                "Waypoint", Map.of("new", (Method) WaypointObject::create),
                "Process", new Absent("Process", "reading a running game's memory is trview's, on Windows only;"
                        + " TombLens reads level files"),
                "ImGui", new Absent("ImGui", "windows are drawn by plugins in the viewer, not by scripts"),
                "Scriptable", Map.of("new", (Method) ScriptableObject::create));
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "trview";
    }

    @Override
    public Object get(String key) {
        return switch (key) {
            case "camera" -> new CameraObject(shown);
            case "level" -> level;
            case "load" -> (Method) this::load;
            case "local_levels" -> localLevels;
            case "recent_files" -> recentFiles;
            case "route" -> route();
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        switch (key) {
            case "level" -> setLevel(value.bound(LevelObject.class).prepared());
            case "route" -> {
                route = value.bound(RouteObject.class);
                route.bind(level);
                shown.showRoute(route.asRoute(), route.file());
                routeShown = shown.route();
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** {@code trview.load(filename)}: the level in the file, not shown. */
    private Object load(Args args) {
        var file = args.get(1).string();
        try {
            return new LevelObject(source.open(Path.of(file)), new DetachedViewer());
        } catch (java.nio.file.NoSuchFileException e) {
            throw new ScriptError("cannot load " + file + ": no such file");
        } catch (Exception e) {
            throw new ScriptError("cannot load " + file + ": " + e.getMessage());
        }
    }

    private static Object vector(Args args) {
        if (args.count() == 0) {
            return new Vector3(0, 0, 0);
        }
        if (args.count() != 3) {
            throw new ScriptError("Vector3.new expects 0 or 3 number arguments");
        }
        return new Vector3(args.get(1).number(), args.get(2).number(), args.get(3).number());
    }

    private static Object colour(Args args) {
        var alpha = args.count() >= 4 ? args.get(4).number() : 1.0;
        return new Colour(args.get(1).number(), args.get(2).number(), args.get(3).number(), alpha);
    }

    /** A library trview has and TombLens has not: any use of it is an error saying why. */
    record Absent(String name, String why) implements Bound {
        @Override
        public List<String> names() {
            throw new ScriptError(name + " is not available: " + why);
        }

        @Override
        public String typeName() {
            return name;
        }

        @Override
        public Object get(String key) {
            return null;
        }
    }
}
