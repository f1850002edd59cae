package org.tomblens.app.window;

import imgui.ImGui;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.joml.Vector4f;
import org.tomblens.app.camera.MeasureTool;
import org.tomblens.app.route.RememberedRoutes;
import org.tomblens.app.session.LevelSession;
import org.tomblens.render.view.Camera;

/**
 * The route in the view and in the settings folder: when the route of the level on screen changes, its markers and
 * line are written to the overlay once and it is remembered for the level's file; each frame the length of each leg
 * is written over its middle. The route remembered for a level is opened with it.
 */
final class RouteView {
    private static final int LABEL_COLOUR = 0xFFFFFFFF;

    private final Supplier<Path> settingsFolder;
    private RememberedRoutes remembered;
    private LevelSession shown;
    private int shownVersion = -1;
    private int shownChoice = -1;
    private float[] points = new float[0];
    private String[] legLabels = new String[0];
    private final Vector4f point = new Vector4f();

    RouteView(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    /**
     * Opens the route remembered for the level just put on screen, once its first frame is there: the route shows from
     * the level's second frame on.
     */
    void opened(LevelSession session) {
        var level = session.prepared().path();
        var route = level == null ? null : remembered().load(level);
        if (route != null) {
            session.route().editor().open(route, null);
        }
        shown = session;
        shownVersion = session.route().editor().version();
        show(session);
    }

    /**
     * Shows a change of the route, remembering it, and writes each leg's length over it; nothing until the level's
     * remembered route is opened, which the route of its first frame, empty, would otherwise overwrite.
     */
    void draw(LevelSession session, Camera camera, SceneViewport view) {
        if (session != shown) {
            return;
        }
        var editor = session.route().editor();
        var changed = editor.version() != shownVersion;
        if (changed || editor.selected() != shownChoice) {
            shownVersion = editor.version();
            show(session);
        }
        if (changed) {
            remember(session);
        }
        var draw = ImGui.getForegroundDrawList();
        var width = view.pointWidth();
        var height = view.pointHeight();
        for (int leg = 1; leg < legLabels.length; leg++) {
            var at = leg * 3;
            point.set((points[at - 3] + points[at]) / 2, (points[at - 2] + points[at + 1]) / 2,
                    (points[at - 1] + points[at + 2]) / 2, 1f);
            camera.viewProjection().transform(point);
            if (point.w <= 0) {
                continue;
            }
            var x = view.left() + (point.x / point.w * 0.5f + 0.5f) * width;
            var y = view.top() + (0.5f - point.y / point.w * 0.5f) * height;
            if (x >= view.left() && x <= view.left() + width && y >= view.top() && y <= view.top() + height) {
                draw.addText(x, y, LABEL_COLOUR, legLabels[leg]);
            }
        }
    }

    /** Writes the route's markers and line to the overlay, and the labels of its legs. */
    private void show(LevelSession session) {
        var editor = session.route().editor();
        var route = editor.route();
        var waypoints = route.waypoints();
        var count = waypoints.size();
        if (points.length < count * 3) {
            points = new float[count * 3];
        }
        legLabels = new String[count];
        for (int i = 0; i < count; i++) {
            var position = waypoints.get(i).position();
            points[i * 3] = (float) position.x();
            points[i * 3 + 1] = (float) position.y();
            points[i * 3 + 2] = (float) position.z();
            var leg = route.leg(i);
            legLabels[i] = String.format("%.0f (%.2f sectors)", leg, leg / MeasureTool.SECTOR);
        }
        shownChoice = editor.selected();
        session.scene().overlay().route().show(points, count, route.shownColour(), route.shownWaypointColour(),
                shownChoice);
    }

    private void remember(LevelSession session) {
        var level = session.prepared().path();
        if (level == null) {
            return;
        }
        try {
            remembered().save(level, session.route().editor().route());
        } catch (IOException e) {
            System.err.println("tomblens: cannot remember the route of " + level + ": " + e.getMessage());
        }
    }

    private RememberedRoutes remembered() {
        if (remembered == null) {
            remembered = new RememberedRoutes(settingsFolder.get());
        }
        return remembered;
    }
}
