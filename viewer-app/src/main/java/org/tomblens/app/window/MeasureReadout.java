package org.tomblens.app.window;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import imgui.flag.ImGuiWindowFlags;
import org.tomblens.app.session.LevelSession;

/**
 * While the measuring tool is on: a small window at the view's top left that says what to click and, once both
 * points are placed, the distance in units, sectors and clicks, and along the floor and up or down; and the
 * measurement drawn in the view.
 */
final class MeasureReadout {
    private static final int FLAGS = ImGuiWindowFlags.NoDocking | ImGuiWindowFlags.AlwaysAutoResize
            | ImGuiWindowFlags.NoSavedSettings | ImGuiWindowFlags.NoFocusOnAppearing | ImGuiWindowFlags.NoCollapse;
    private final float[] from = new float[3];
    private final float[] to = new float[3];

    void draw(LevelSession session, float viewLeft, float viewTop) {
        var measure = session.measure();
        var overlay = session.scene().overlay();
        if (!measure.on()) {
            overlay.measure(null, null);
            return;
        }
        var start = measure.from();
        var end = measure.to();
        overlay.measure(start == null ? null : start.get(from), end == null ? null : end.get(to));
        var viewport = ImGui.getMainViewport();
        ImGui.setNextWindowPos(viewport.getPosX() + viewLeft + 12, viewport.getPosY() + viewTop + 12,
                ImGuiCond.Always);
        if (ImGui.begin("Measure", FLAGS)) {
            var distance = measure.distance();
            if (start == null) {
                ImGui.text("Click the first point (M or Esc: stop measuring)");
            } else if (distance == null) {
                ImGui.text(String.format("From %.0f, %.0f, %.0f: click the second point", start.x, start.y, start.z));
            } else {
                ImGui.text(String.format("%.0f units = %.2f sectors = %.1f clicks", distance.straight(),
                        distance.sectors(), distance.clicks()));
                ImGui.textDisabled(String.format("along the floor %.0f (%.2f sectors), up or down %.0f (%.1f clicks)",
                        distance.alongFloor(), distance.alongFloor() / 1024, distance.upOrDown(),
                        distance.upOrDown() / 256));
                ImGui.textDisabled("Click again to start a new measurement");
            }
        }
        ImGui.end();
    }
}
