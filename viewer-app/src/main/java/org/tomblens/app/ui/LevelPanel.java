package org.tomblens.app.ui;

import imgui.ImGui;

/** The level on screen: file, version, what it holds, and the warnings met while loading it. */
public final class LevelPanel extends DockPanel {

    public LevelPanel() {
        super("Level", true);
    }

    @Override
    public void draw(ViewerContext context) {
        if (ImGui.begin(title(), open()) && context.hasLevel()) {
            var loaded = context.session().loaded();
            var level = loaded.level();
            ImGui.text(loaded.displayName());
            if (loaded.path() != null) {
                ImGui.textDisabled(loaded.path().toAbsolutePath().toString());
            }
            ImGui.text("Version: " + level.version());
            ImGui.separator();
            row("Rooms", level.rooms().size());
            row("Entities", level.entities().size());
            row("Models", level.animation().models().size());
            row("Static meshes", level.staticMeshes().size());
            row("Animations", level.animation().animations().size());
            row("Object textures", level.texturing().objectTextures().size());
            row("Texture pages", level.textures().pageCount());
            row("Cameras", level.cameras().size());
            row("Flyby cameras", level.flybyCameras().size());
            row("Sound sources", level.soundSources().size());
            row("FloorData words", level.floorData().size());
            row("AI objects", level.aiObjects().size());
            var warnings = loaded.warnings();
            ImGui.separator();
            if (warnings.isEmpty()) {
                ImGui.textDisabled("No warnings while loading.");
            } else if (ImGui.collapsingHeader("Warnings (" + warnings.size() + ")")) {
                for (var warning : warnings) {
                    ImGui.bulletText(warning);
                }
            }
        } else if (!context.hasLevel()) {
            ImGui.textDisabled("No level open.");
        }
        ImGui.end();
    }

    private static void row(String label, int value) {
        ImGui.text(label);
        ImGui.sameLine(160);
        ImGui.text(Integer.toString(value));
    }
}
