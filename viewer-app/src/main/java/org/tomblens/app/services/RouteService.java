package org.tomblens.app.services;

import org.tomblens.app.route.NewWaypoints;
import org.tomblens.app.route.RouteEditor;
import org.tomblens.app.route.RouteOnLevel;
import org.tomblens.app.route.Waypoint;

/** The route through the level on screen (scripting's {@code trview.route}): its waypoints, edits and file. */
public interface RouteService {
    /** The route being edited, with its undo and its file. */
    RouteEditor editor();

    /** What the route's waypoints point at in this level. */
    RouteOnLevel onLevel();

    /** Makes waypoints at the level's entities and sectors. */
    NewWaypoints newWaypoints();

    /** Adds a waypoint after the selected one (or at the end), as one edit. */
    default void add(Waypoint waypoint) {
        editor().add(waypoint);
    }
}
