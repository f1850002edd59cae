package org.tomblens.app.ui;

import imgui.ImGui;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tomblens.render.scene.RenderOptions;

/**
 * What the view draws, the flip maps, the camera's field of view and speed, and the frame's cost. Its
 * switches, on or off, and where they are go to the event log.
 */
public final class RenderPanel extends DockPanel {
    public static final String TITLE = "Render";

    /** A control per switch, numbered by the switch's ordinal and named by its option. */
    private final ControlPlaces places = new ControlPlaces(Arrays.stream(RenderToggle.values())
            .map(toggle -> toggle.key).toList());
    private final float[] fov = new float[1];
    private final float[] speed = new float[1];
    private final double[] frameTimes = new double[60];
    private final double[] sorted = new double[60];
    private int frameTimeIndex;

    public RenderPanel() {
        super(TITLE, true);
    }

    @Override
    public void draw(ViewerContext context) {
        frameTimes[frameTimeIndex++ % frameTimes.length] = context.frameMillis();
        places.clear();
        if (!ImGui.begin(title(), open())) {
            ImGui.end();
            return;
        }
        var options = context.options();
        for (var toggle : RenderToggle.values()) {
            if (toggle == RenderToggle.FIRST_OVERLAY) {
                ImGui.separator();
            }
            if (ImGui.checkbox(toggle.label, toggle.isOn(options))) {
                toggle.set(options, !toggle.isOn(options));
            }
            places.remember(toggle.ordinal());
        }
        if (context.hasLevel()) {
            flipGroups(context);
        }
        ImGui.separator();
        fov[0] = context.camera().verticalFovDegrees();
        if (ImGui.sliderFloat("Field of view", fov, 30, 110, "%.0f°")) {
            context.camera().setVerticalFovDegrees(fov[0]);
        }
        speed[0] = context.controller().speed();
        if (ImGui.sliderFloat("Camera speed", speed, 128, 65536, "%.0f units/s")) {
            context.controller().setSpeed(speed[0]);
        }
        ImGui.separator();
        statistics(context);
        ImGui.end();
        places.reportIfMoved(switchedOn(options), context.events(), controls -> event(options, controls));
    }

    /** One bit per switch that is on, to see when any changes. */
    private static long switchedOn(RenderOptions options) {
        var bits = 0L;
        for (var toggle : RenderToggle.values()) {
            bits |= toggle.isOn(options) ? 1L << toggle.ordinal() : 0;
        }
        return bits;
    }

    /** The panel's report: every switch by its option's name, on or off, and where it is. */
    private static Map<String, Object> event(RenderOptions options, Map<String, Object> controls) {
        var switches = new LinkedHashMap<String, Object>();
        for (var toggle : RenderToggle.values()) {
            switches.put(toggle.key, toggle.isOn(options));
        }
        return Map.of("event", "panel", "title", TITLE, "options", switches, "controls", controls);
    }

    private static void flipGroups(ViewerContext context) {
        var flips = context.session().flips();
        var groups = flips.groups();
        if (groups.length == 0) {
            return;
        }
        ImGui.separator();
        ImGui.text(context.session().level().version().atLeast(org.tomblens.format.model.GameVersion.TR4)
                ? "Flip maps by group" : "Flip map");
        for (var group : groups) {
            var on = flips.isOn(group);
            if (ImGui.checkbox("group " + group + "##flip" + group, on) != on) {
                flips.set(group, !on);
            }
        }
    }

    private void statistics(ViewerContext context) {
        System.arraycopy(frameTimes, 0, sorted, 0, sorted.length);
        java.util.Arrays.sort(sorted);
        var median = sorted[sorted.length / 2];
        ImGui.text(String.format("%.0f fps, %.1f ms per frame (median of %d)", median > 0 ? 1000 / median : 0, median,
                sorted.length));
        if (context.hasLevel()) {
            var stats = context.session().renderer().stats();
            ImGui.text(String.format("draw calls %d, triangles %d", stats.drawCalls, stats.triangles));
            ImGui.text(String.format("rooms drawn %d of %d, entities %d, camera in room %d", stats.visibleRooms,
                    context.session().level().rooms().size(), stats.visibleEntities, stats.cameraRoom));
            ImGui.text(String.format("CPU %.2f ms", stats.cpuMillis));
            var eye = context.camera().position();
            ImGui.textDisabled(String.format("camera %.0f, %.0f, %.0f  yaw %.0f°  pitch %.0f°", eye.x, eye.y, eye.z,
                    Math.toDegrees(context.camera().yaw()), Math.toDegrees(context.camera().pitch())));
        }
    }
}
