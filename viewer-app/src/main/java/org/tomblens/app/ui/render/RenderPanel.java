package org.tomblens.app.ui.render;

import imgui.ImGui;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.navigation.ZoneType;

/**
 * What the view draws, the flip maps, the camera's field of view and speed, and the frame's cost. Its
 * switches, on or off, and where they are go to the event log.
 */
public final class RenderPanel extends DockPanel {
    public static final String TITLE = "Render";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, true, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);

    private final float[] fov = new float[1];
    private final float[] speed = new float[1];

    /** The boxes' zone combo, after the switches among the panel's controls, then its fly item while open. */
    private static final int ZONE_CONTROL = RenderToggle.values().length;
    private static final int FLY_ZONE_CONTROL = ZONE_CONTROL + 1;

    public RenderPanel() {
        // A control per switch, numbered by the switch's ordinal and named by its option, then the zone combo.
        super(DESCRIPTION);
    }

    /** The switches, the camera and the frame's cost are there with no level too. */
    @Override
    protected boolean needsLevel() {
        return false;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var options = context.visibility().options();
        for (var toggle : RenderToggle.values()) {
            if (toggle == RenderToggle.FIRST_OVERLAY) {
                ImGui.separator();
            }
            if (toggle == RenderToggle.SHOW_BOXES) {
                // The pathfinding boxes share the portals' line, their zone choice beside them.
                ImGui.sameLine();
            }
            if (Widgets.checkbox(toggle.label, toggle.isOn(options))) {
                toggle.set(options, !toggle.isOn(options));
            }
            if (toggle == RenderToggle.SHOW_BOXES && options.showBoxes && context.hasLevel()) {
                zoneChoice(context);
            }
        }
        if (context.hasLevel()) {
            flipGroups(context);
        }
        ImGui.separator();
        fov[0] = context.camera().verticalFovDegrees();
        if (Widgets.sliderFloat("Field of view", fov, 30, 110, "%.0f°")) {
            context.camera().setVerticalFovDegrees(fov[0]);
        }
        speed[0] = context.camera().speed();
        if (Widgets.sliderFloat("Camera speed", speed, 128, 65536, "%.0f units/s")) {
            context.camera().setSpeed(speed[0]);
        }
        ImGui.separator();
        if (Widgets.checkbox("Draw continuously", options.drawContinuously)) {
            options.drawContinuously = !options.drawContinuously;
        }
        if (ImGui.isItemHovered()) {
            Widgets.setTooltip("Off, a still picture is drawn once and the level's own animation at 30 frames a second");
        }
        statistics(context);
    }

    /** Beside the boxes' switch: which zone type colours them (the flip maps choose normal or flipped zones). */
    private void zoneChoice(ViewerContext context) {
        var types = context.visibility().boxes().zoneTypes();
        var options = context.visibility().options();
        options.boxZone = Math.min(options.boxZone, types.size() - 1);
        ImGui.sameLine();
        ImGui.setNextItemWidth(ImGui.calcTextSize("ground 4").x + ImGui.getFrameHeight() * 2);
        if (Widgets.beginCombo("##zone", zoneName(types.get(options.boxZone)))) {
            for (int i = 0; i < types.size(); i++) {
                if (Widgets.selectable(zoneName(types.get(i)), i == options.boxZone)) {
                    options.boxZone = i;
                }
            }
            ImGui.endCombo();
        }
    }

    private static String zoneName(ZoneType type) {
        return type == ZoneType.FLY ? "fly" : "ground " + type.name().charAt(type.name().length() - 1);
    }

    private static void flipGroups(ViewerContext context) {
        var flips = context.flips();
        var groups = flips.groups();
        if (groups.length == 0) {
            return;
        }
        ImGui.separator();
        Widgets.text(context.level().level().version().atLeast(org.tomblens.format.model.GameVersion.TR4)
                ? "Flip maps by group" : "Flip map");
        for (var group : groups) {
            // The checkbox tells a click, not its new value.
            var on = flips.isOn(group);
            if (Widgets.checkbox("group " + group + "##flip" + group, on)) {
                flips.set(group, !on);
            }
        }
    }

    private static void statistics(ViewerContext context) {
        // The times are readings of the window itself that change every frame: recorded, they would keep the
        // window from ever settling, so they are drawn past the widget layer.
        ImGui.text(String.format("%.1f ms per frame (median of %d)", context.frames().median(),
                context.frames().count()));
        if (context.hasLevel()) {
            var stats = context.level().drawnStats();
            Widgets.text(String.format("draw calls %d, triangles %d", stats.drawCalls, stats.triangles));
            Widgets.text(String.format("rooms drawn %d of %d, entities %d, camera in room %d", stats.visibleRooms,
                    context.level().level().rooms().size(), stats.visibleEntities, stats.cameraRoom));
            ImGui.text(String.format("CPU %.2f ms", stats.cpuMillis));
            var eye = context.camera().position();
            Widgets.textDisabled(String.format("camera %.0f, %.0f, %.0f  yaw %.0f°  pitch %.0f°", eye.x(), eye.y(),
                    eye.z(), Math.toDegrees(context.camera().yaw()), Math.toDegrees(context.camera().pitch())));
        }
    }
}
