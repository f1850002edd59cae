package org.tomblens.app.ui;

import imgui.ImGui;

/** What the view draws, the flip maps, the camera's field of view and speed, and the frame's cost. */
public final class RenderPanel extends DockPanel {
    private final float[] fov = new float[1];
    private final float[] speed = new float[1];
    private final double[] frameTimes = new double[60];
    private final double[] sorted = new double[60];
    private int frameTimeIndex;

    public RenderPanel() {
        super("Render", true);
    }

    @Override
    public void draw(ViewerContext context) {
        frameTimes[frameTimeIndex++ % frameTimes.length] = context.frameMillis();
        if (!ImGui.begin(title(), open())) {
            ImGui.end();
            return;
        }
        var options = context.options();
        options.lighting = toggle("Lighting (L)", options.lighting);
        options.textures = toggle("Textures", options.textures);
        options.smoothTextures = toggle("Smooth textures", options.smoothTextures);
        options.transparency = toggle("Transparency", options.transparency);
        options.portalCulling = toggle("Portal culling (P); off draws all rooms", options.portalCulling);
        options.entities = toggle("Entities", options.entities);
        options.animateEntities = toggle("Animate entities", options.animateEntities);
        options.staticMeshes = toggle("Static meshes", options.staticMeshes);
        options.sprites = toggle("Sprites", options.sprites);
        options.sky = toggle("Sky", options.sky);
        options.waterEffect = toggle("Water effect", options.waterEffect);
        options.fog = toggle("Fog bulbs (TR4/TR5)", options.fog);
        ImGui.separator();
        options.showTriggers = toggle("Trigger, death and climb sectors (T)", options.showTriggers);
        options.showPortals = toggle("Portals", options.showPortals);
        options.showEntityBoxes = toggle("Entity boxes", options.showEntityBoxes);
        options.showMarkers = toggle("Markers for entities without a model", options.showMarkers);
        options.wireframe = toggle("Wireframe", options.wireframe);
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
    }

    /** A checkbox showing {@code value}; returns the value after this frame's click, if any. */
    private static boolean toggle(String label, boolean value) {
        return ImGui.checkbox(label, value) != value;
    }

    private static void flipGroups(ViewerContext context) {
        var flips = context.session().renderer().flips();
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
