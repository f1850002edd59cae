package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.glfwSetWindowShouldClose;

import imgui.ImGui;
import java.nio.file.Path;
import java.util.Map;
import org.tomblens.app.report.Reports;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.InterfaceScale;
import org.tomblens.app.ui.common.DrawnItems;
import org.tomblens.app.ui.common.Panel;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.app.ui.go.GoToDialog;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.pack.PartName;
import org.tomblens.render.view.Camera;

/**
 * The menu bar: File (open, recent, the demo, compare with another level, the folder's previous and next level,
 * quit), View (the panels, the interface's scale, the layout), Go, Help (the keys); at its right, the level on
 * screen and the frame's time.
 * Like a panel it reports which panels are open, which of those are on screen (not tabs behind others) and where
 * its File menu is, whenever that changes.
 */
final class MainMenu {
    private final LevelLoading loading;
    private final WindowSettings settings;
    private final Panels panels;
    private final GoToDialog goTo;
    private final Runnable resetLayout;
    private final Navigator navigator;
    private final Camera camera;
    private final ExportJobs exports;
    /** The menus and their items, for scripts and tests to click as a user would. */
    private final DrawnItems items = new DrawnItems();

    /**
     * @param resetLayout puts the panels back where a first run has them, for the file on screen
     * @param navigator switches the top view on and off for the View menu, {@code camera} telling which it is
     * @param exports the exports under way or done, which the bar tells of, and starts the level's
     */
    MainMenu(LevelLoading loading, WindowSettings settings, Panels panels, Runnable resetLayout,
             Navigator navigator, Camera camera, ExportJobs exports) {
        this.loading = loading;
        this.settings = settings;
        this.panels = panels;
        this.goTo = panels.goTo();
        this.resetLayout = resetLayout;
        this.navigator = navigator;
        this.camera = camera;
        this.exports = exports;
    }

    /** Draws the bar; {@code session} is the level on screen, or null. */
    void draw(long window, LevelSession session, double frameMillis, InterfaceScale scale, Reports reports) {
        items.begin(reports);
        if (!ImGui.beginMainMenuBar()) {
            items.end();
            return;
        }
        if (Widgets.beginMenu("File")) {
            file(window, session);
            ImGui.endMenu();
        }
        if (Widgets.beginMenu("View")) {
            for (var panel : panels.all()) {
                Widgets.menuItem(panel.description().menuEntry(), "", panel.open());
            }
            ImGui.separator();
            if (Widgets.menuItem("Measure distances", "M", session != null && session.measure().on(), session != null)) {
                session.measure().toggle();
            }
            if (Widgets.menuItem("Top view (orthographic)", "O", camera.topView(), session != null)) {
                navigator.toggleTopView(session);
            }
            if (Widgets.beginMenu("Interface scale")) {
                interfaceScale(scale);
                ImGui.endMenu();
            }
            if (Widgets.menuItem("Reset layout")) {
                resetLayout.run();
            }
            ImGui.endMenu();
        }
        if (Widgets.beginMenu("Go")) {
            if (Widgets.menuItem("Go to room, entity or sector...", "Ctrl+G", false, session != null)) {
                goTo.open();
            }
            ImGui.endMenu();
        }
        if (Widgets.beginMenu("Help")) {
            ImGui.textDisabled("Fly: WASD, Q/E down/up, right mouse to look, wheel for speed, Shift/Alt faster/slower");
            ImGui.textDisabled("Click: select a sector or entity; drag: orbit; F: orbit the selection; Esc: clear");
            ImGui.textDisabled("Ctrl+G: go to a room (12), an entity (#40) or a sector (room x z)");
            ImGui.textDisabled("P portal culling, L lighting, T trigger overlay, PgUp/PgDn previous/next file");
            ImGui.textDisabled("M measure between two clicked points, O top view; Esc in a flyby leaves it there");
            ImGui.textDisabled("R add a route waypoint on what is under the pointer; Ctrl+Z/Ctrl+Y undo/redo route edits");
            ImGui.endMenu();
        }
        if (session != null) {
            var title = session.prepared().script().title();
            var status = (exports.status().isEmpty() ? "" : exports.status() + "   ") + (title == null ? ""
                    : title + ", ") + session.prepared().displayName() + " (" + session.level().version() + ")  "
                    + String.format("%.1f ms", frameMillis);
            // At the bar's right end, with room for the frame time's widest figure.
            ImGui.sameLine(ImGui.getWindowWidth() - ImGui.calcTextSize(status + "00").x
                    - ImGui.getStyle().getItemSpacingX() * 2);
            ImGui.textDisabled(Widgets.literal(status));
        }
        ImGui.endMainMenuBar();
        items.end();
        if (reports.listening()) {
            var open = panels.all().stream().filter(panel -> panel.open().get()).map(Panel::title).toList();
            var shown = panels.all().stream().filter(panel -> panel.open().get() && panel.shown()).map(Panel::title)
                    .toList();
            var all = panels.all().stream().map(Panel::title).toList();
            items.report("Menu", Map.of("panels", all, "panelsOpen", open, "panelsShown", shown), reports);
        }
    }

    /** Following the monitor's scale, or one of the fixed scales instead. */
    private static void interfaceScale(InterfaceScale scale) {
        var monitor = Math.round(scale.monitor() / scale.pixelsPerPoint() * 100);
        if (Widgets.menuItem("Follow the monitor (" + monitor + " %)", "", scale.chosen() == 0)) {
            scale.choose(0);
        }
        ImGui.separator();
        for (var percent : InterfaceScale.CHOICES) {
            if (Widgets.menuItem(percent + " %", "", Math.round(scale.chosen() * 100) == percent)) {
                scale.choose(percent / 100f);
            }
        }
    }

    /**
     * The parts of the pack the file on screen was opened from (GAMEWAD.OBJ), each with what it is: choosing one opens
     * it as its own file, as {@code FILE#N} on the command line does; parts no format reads are shown, not offered.
     */
    private void packParts(LevelSession session) {
        var source = session == null ? null : session.prepared().source();
        var path = session == null ? null : session.prepared().path();
        var packed = source instanceof OpenedFile.Packed parts && path != null ? parts : null;
        if (Widgets.beginMenu("Parts of this pack", packed != null)) {
            var pack = PartName.file(path);
            for (var part : packed.parts()) {
                var number = part.part().number();
                if (Widgets.menuItem("#" + number + "  " + part.description(), "", part.part().equals(packed.shown()),
                        part.kind() != null)) {
                    loading.open(pack.resolveSibling(pack.getFileName() + "#" + number));
                }
            }
            ImGui.endMenu();
        }
    }

    private void file(long window, LevelSession session) {
        if (Widgets.menuItem("Open...", "Ctrl+O")) {
            loading.openWithDialog();
        }
        if (Widgets.beginMenu("Open recent", !settings.recentFiles().isEmpty())) {
            for (var recent : settings.recentFiles()) {
                if (Widgets.menuItem(recent)) {
                    loading.open(Path.of(recent));
                }
            }
            ImGui.endMenu();
        }
        if (Widgets.menuItem("Open demo level")) {
            loading.openDemo();
        }
        if (Widgets.menuItem("Compare with...", "", false, session != null && !session.level().rooms().isEmpty())) {
            loading.compareWithDialog(session.prepared());
        }
        packParts(session);
        ImGui.separator();
        if (Widgets.menuItem("Previous level in folder", "PgUp", false, loading.hasFile())) {
            loading.step(-1);
        }
        if (Widgets.menuItem("Next level in folder", "PgDn", false, loading.hasFile())) {
            loading.step(1);
        }
        ImGui.separator();
        if (Widgets.menuItem("Export as glTF...", "", false, session != null && !exports.running())) {
            exports.exportLevel();
        }
        ImGui.separator();
        if (Widgets.menuItem("Quit", "Ctrl+Q")) {
            glfwSetWindowShouldClose(window, true);
        }
    }
}
