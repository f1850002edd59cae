package org.tomblens.app.route;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The route being edited for the level on screen: its waypoints, the file it belongs to, whether it changed since
 * that file was read or written, the waypoint chosen, and the edits to undo and redo. Each edit makes a new
 * {@link Route}; undo steps back to the one before.
 */
public final class RouteEditor {
    /** Enough steps back for any session of editing; the oldest go first. */
    private static final int UNDO_STEPS = 200;

    private Route route = Route.EMPTY;
    /** The route as its file holds it: unsaved changes are any difference from this. */
    private Route saved = Route.EMPTY;
    private Path file;
    private int selected = -1;
    /** Counts every change of the route, so that what is drawn from it is remade only when it changes. */
    private int version;
    private final Deque<Route> undo = new ArrayDeque<>();
    private final Deque<Route> redo = new ArrayDeque<>();

    public Route route() {
        return route;
    }

    /** The file the route was read from or last written to, or null. */
    public Path file() {
        return file;
    }

    public int version() {
        return version;
    }

    public boolean unsaved() {
        return !route.equals(saved);
    }

    /** The waypoint chosen, or -1. */
    public int selected() {
        return selected;
    }

    public void select(int index) {
        selected = index >= 0 && index < route.waypoints().size() ? index : -1;
    }

    /** Starts over with {@code opened}, read from {@code from} (null for one not from a file): nothing to undo. */
    public void open(Route opened, Path from) {
        route = opened;
        saved = opened;
        file = from;
        undo.clear();
        redo.clear();
        select(-1);
        version++;
    }

    /** The route was written to {@code to}: it has no unsaved changes now. */
    public void saved(Path to) {
        saved = route;
        file = to;
    }

    public void add(Waypoint waypoint) {
        edit(route.adding(waypoint));
        selected = route.waypoints().size() - 1;
    }

    public void remove(int index) {
        if (index >= 0 && index < route.waypoints().size()) {
            edit(route.removing(index));
            select(Math.min(selected, route.waypoints().size() - 1));
        }
    }

    /** Moves waypoint {@code from} to {@code to}, the chosen one with it. */
    public void move(int from, int to) {
        var count = route.waypoints().size();
        if (from != to && from >= 0 && from < count && to >= 0 && to < count) {
            edit(route.moving(from, to));
            selected = to;
        }
    }

    public void setNotes(int index, String notes) {
        if (index >= 0 && index < route.waypoints().size()
                && !route.waypoints().get(index).notes().equals(notes)) {
            edit(route.replacing(index, route.waypoints().get(index).withNotes(notes)));
        }
    }

    /** Gives the route's line and markers these ARGB colours. */
    public void setColours(int line, int markers) {
        if (line != route.shownColour() || markers != route.shownWaypointColour()) {
            edit(route.withColours(line, markers));
        }
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    public void undo() {
        if (canUndo()) {
            redo.push(route);
            change(undo.pop());
        }
    }

    public void redo() {
        if (canRedo()) {
            undo.push(route);
            change(redo.pop());
        }
    }

    private void edit(Route next) {
        undo.push(route);
        if (undo.size() > UNDO_STEPS) {
            undo.removeLast();
        }
        redo.clear();
        change(next);
    }

    private void change(Route next) {
        route = next;
        select(selected);
        version++;
    }
}
