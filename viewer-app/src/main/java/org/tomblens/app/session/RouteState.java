package org.tomblens.app.session;

import org.tomblens.app.route.NewWaypoints;
import org.tomblens.app.route.RouteEditor;
import org.tomblens.app.route.RouteOnLevel;
import org.tomblens.app.services.RouteService;
import org.tomblens.format.prepared.PreparedLevel;

/** The route being edited through one level, and what its waypoints point at there. */
public final class RouteState implements RouteService {
    private final PreparedLevel level;
    private final RouteEditor editor = new RouteEditor();
    /** Made when the route first needs the level. */
    private RouteOnLevel onLevel;

    public RouteState(PreparedLevel level) {
        this.level = level;
    }

    @Override
    public RouteEditor editor() {
        return editor;
    }

    @Override
    public RouteOnLevel onLevel() {
        if (onLevel == null) {
            onLevel = new RouteOnLevel(level);
        }
        return onLevel;
    }

    @Override
    public NewWaypoints newWaypoints() {
        return new NewWaypoints(level, onLevel());
    }
}
