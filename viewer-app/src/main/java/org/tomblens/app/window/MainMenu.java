package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.glfwSetWindowShouldClose;

import imgui.ImGui;
import java.nio.file.Path;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.go.GoToDialog;

/**
 * The menu bar: File (open, recent, the demo, the folder's previous and next level, quit), View (the panels),
 * Go, Help (the keys); at its right, the level on screen and the frame's time.
 */
final class MainMenu {
    private final LevelLoading loading;
    private final WindowSettings settings;
    private final Panels panels;
    private final GoToDialog goTo;

    MainMenu(LevelLoading loading, WindowSettings settings, Panels panels, GoToDialog goTo) {
        this.loading = loading;
        this.settings = settings;
        this.panels = panels;
        this.goTo = goTo;
    }

    /** Draws the bar; {@code session} is the level on screen, or null. */
    void draw(long window, LevelSession session, double frameMillis) {
        if (!ImGui.beginMainMenuBar()) {
            return;
        }
        if (ImGui.beginMenu("File")) {
            file(window);
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("View")) {
            for (var panel : panels.all()) {
                ImGui.menuItem(panel.title(), "", panel.open());
            }
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("Go")) {
            if (ImGui.menuItem("Go to room, entity or sector...", "Ctrl+G", false, session != null)) {
                goTo.open();
            }
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("Help")) {
            ImGui.textDisabled("Fly: WASD, Q/E down/up, right mouse to look, wheel for speed, Shift/Alt faster/slower");
            ImGui.textDisabled("Click: select a sector or entity; drag: orbit; F: orbit the selection; Esc: clear");
            ImGui.textDisabled("Ctrl+G: go to a room (12), an entity (#40) or a sector (room x z)");
            ImGui.textDisabled("P portal culling, L lighting, T trigger overlay, PgUp/PgDn previous/next file");
            ImGui.endMenu();
        }
        if (session != null) {
            ImGui.sameLine(ImGui.getWindowWidth() - 360);
            ImGui.textDisabled(session.loaded().displayName() + " (" + session.level().version() + ")  "
                    + String.format("%.1f ms", frameMillis));
        }
        ImGui.endMainMenuBar();
    }

    private void file(long window) {
        if (ImGui.menuItem("Open...", "Ctrl+O")) {
            loading.openWithDialog();
        }
        if (ImGui.beginMenu("Open recent", !settings.recentFiles().isEmpty())) {
            for (var recent : settings.recentFiles()) {
                if (ImGui.menuItem(recent)) {
                    loading.open(Path.of(recent));
                }
            }
            ImGui.endMenu();
        }
        if (ImGui.menuItem("Open demo level")) {
            loading.openDemo();
        }
        ImGui.separator();
        if (ImGui.menuItem("Previous level in folder", "PgUp", false, loading.hasFile())) {
            loading.step(-1);
        }
        if (ImGui.menuItem("Next level in folder", "PgDn", false, loading.hasFile())) {
            loading.step(1);
        }
        ImGui.separator();
        if (ImGui.menuItem("Quit", "Ctrl+Q")) {
            glfwSetWindowShouldClose(window, true);
        }
    }
}
