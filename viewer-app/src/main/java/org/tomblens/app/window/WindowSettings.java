package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.*;

import imgui.ImGui;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.settings.Settings;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.app.settings.SettingsStore;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.render.RenderToggle;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * What the window remembers between runs: its place and size, the render switches and which panels are open,
 * the camera's speed and field of view, the panels' docked layout, the files opened last, and the folders of
 * plugins the user added.
 */
final class WindowSettings {
    /** The store and what it held, read on a thread of its own while GLFW starts: JSON's first use is slow. */
    private final CompletableFuture<SettingsStore> store;
    private final CompletableFuture<Settings> stored;
    /** The settings as they are now, once first asked for. */
    private Settings current;

    /** Begins reading the settings; {@code startup} hears how long that took (its step "settings"). */
    WindowSettings(StartupTimes.Steps startup) {
        store = CompletableFuture.supplyAsync(SettingsStore::forPlatform);
        // Async again: a store found before this line would otherwise be read on the calling thread, the window's.
        stored = store.thenApplyAsync(found -> {
            var began = System.nanoTime();
            var loaded = found.load();
            startup.ended("settings", began);
            return loaded;
        });
    }

    /** The switch that remembers a layout made for a library. */
    private static final String LIBRARY_LAYOUT = "layout.library";
    /** How much of the monitor's work area a first window takes, each way. */
    private static final float FIRST_RUN_SHARE = 0.8f;
    /** A first window's size where no monitor tells its work area. */
    private static final int FALLBACK_WIDTH = 1280;
    private static final int FALLBACK_HEIGHT = 720;

    /** A switch remembered by name. */
    private record Switch(String name, BooleanSupplier on, Consumer<Boolean> set) {}

    /**
     * The window's size for this run: {@code given} (width, height) when there is one; else the last size, within
     * the monitor's work area; on a first run about four fifths of the work area.
     */
    int[] windowSize(int[] given) {
        if (given != null) {
            return given;
        }
        var area = workArea();
        if (settings().hasWindowSize()) {
            return area == null ? new int[] {settings().windowWidth(), settings().windowHeight()}
                    : new int[] {Math.min(settings().windowWidth(), area[2]), Math.min(settings().windowHeight(),
                            area[3])};
        }
        return area == null ? new int[] {FALLBACK_WIDTH, FALLBACK_HEIGHT}
                : new int[] {Math.round(area[2] * FIRST_RUN_SHARE), Math.round(area[3] * FIRST_RUN_SHARE)};
    }

    /**
     * Puts the window where it was, maximized if it was, unless this run gave it a size; a window with no place
     * remembered is centred in the monitor's work area.
     */
    void placeWindow(long window, boolean sizeGiven) {
        if (!sizeGiven && settings().windowX() != Integer.MIN_VALUE) {
            glfwSetWindowPos(window, settings().windowX(), settings().windowY());
        } else {
            var area = workArea();
            if (area != null) {
                var width = new int[1];
                var height = new int[1];
                glfwGetWindowSize(window, width, height);
                glfwSetWindowPos(window, area[0] + Math.max(0, (area[2] - width[0]) / 2),
                        area[1] + Math.max(0, (area[3] - height[0]) / 2));
            }
        }
        if (!sizeGiven && settings().maximized()) {
            glfwMaximizeWindow(window);
        }
    }

    /** The primary monitor's work area (x, y, width, height: the screen less task bars and docks), or null. */
    private static int[] workArea() {
        var monitor = glfwGetPrimaryMonitor();
        if (monitor == 0) {
            return null;
        }
        var x = new int[1];
        var y = new int[1];
        var width = new int[1];
        var height = new int[1];
        glfwGetMonitorWorkarea(monitor, x, y, width, height);
        return width[0] > 0 && height[0] > 0 ? new int[] {x[0], y[0], width[0], height[0]} : null;
    }

    /** The folder the settings are kept in, where other remembered things go too. */
    Path folder() {
        return store.join().file().getParent();
    }

    /** The kind of file the remembered layout was made for. */
    FileKind restoredLayoutKind() {
        return settings().toggle(LIBRARY_LAYOUT, false) ? FileKind.LIBRARY : FileKind.LEVEL;
    }

    /** The interface scale the user chose, or 0 to follow the monitor. */
    float interfaceScale() {
        return settings().interfaceScale();
    }

    /**
     * Sets the render switches and the camera as they were. Returns true when there is no docked layout to restore (a
     * first run), so the default one is wanted.
     */
    boolean restore(RenderOptions options, CameraController controller, Camera camera) {
        restore(renderSwitches(options));
        controller.setSpeed(settings().cameraSpeed());
        camera.setVerticalFovDegrees(settings().fieldOfView());
        return settings().imguiLayout().isBlank();
    }

    /** Opens the panels that were open and gives the Plugins panel the folders added; as the panels are made. */
    void restorePanels(Panels panels) {
        restore(panelSwitches(panels));
        panels.plugins().addFolders(settings().pluginFolders().stream().map(Path::of).toList());
    }

    private void restore(List<Switch> switches) {
        for (var toggle : switches) {
            toggle.set().accept(settings().toggle(toggle.name(), toggle.on().getAsBoolean()));
        }
    }

    /** Gives Dear ImGui the docked layout as it was; call once it runs, before its first frame. */
    void restoreLayout() {
        ImGui.loadIniSettingsFromMemory(settings().imguiLayout());
    }

    List<String> recentFiles() {
        return settings().recentFiles();
    }

    /** Puts a file first among the recent ones. */
    void opened(Path file) {
        current = settings().withRecent(file.toAbsolutePath().toString());
    }

    /** Remembers how the window, the switches, the panels and the camera are now, in the settings file. */
    void save(long window, RenderOptions options, Panels panels, CameraController controller, Camera camera,
              float interfaceScale, FileKind layout) {
        var x = new int[1];
        var y = new int[1];
        var width = new int[1];
        var height = new int[1];
        glfwGetWindowPos(window, x, y);
        glfwGetWindowSize(window, width, height);
        var maximized = glfwGetWindowAttrib(window, GLFW_MAXIMIZED) == GLFW_TRUE;
        var toggles = new LinkedHashMap<String, Boolean>();
        for (var switches : List.of(renderSwitches(options), panelSwitches(panels))) {
            for (var toggle : switches) {
                toggles.put(toggle.name(), toggle.on().getAsBoolean());
            }
        }
        toggles.put(LIBRARY_LAYOUT, layout == FileKind.LIBRARY);
        current = settings().withWindow(x[0], y[0], width[0], height[0], maximized)
                .withCamera(controller.speed(), camera.verticalFovDegrees())
                .withToggles(toggles)
                .withLayout(ImGui.saveIniSettingsToMemory())
                .withInterfaceScale(interfaceScale)
                .withPluginFolders(panels.plugins().addedFolders().stream().map(Path::toString).toList());
        try {
            store.join().save(current);
        } catch (IOException e) {
            System.err.println("tomblens: cannot save settings to " + store.join().file() + ": " + e.getMessage());
        }
    }

    /** The render switches remembered: the Render panel's, and whether sound sources show. */
    private static List<Switch> renderSwitches(RenderOptions options) {
        var switches = new ArrayList<Switch>();
        for (var toggle : RenderToggle.values()) {
            switches.add(new Switch(toggle.key(), () -> toggle.isOn(options), on -> toggle.set(options, on)));
        }
        switches.add(new Switch("showSoundSources", () -> options.showSoundSources,
                on -> options.showSoundSources = on));
        switches.add(new Switch("drawContinuously", () -> options.drawContinuously,
                on -> options.drawContinuously = on));
        return switches;
    }

    /** Each panel's being open, remembered. */
    private static List<Switch> panelSwitches(Panels panels) {
        var switches = new ArrayList<Switch>();
        for (var panel : panels.all()) {
            switches.add(new Switch(panel.description().key(), panel.open()::get, panel.open()::set));
        }
        return switches;
    }

    private Settings settings() {
        if (current == null) {
            current = stored.join();
        }
        return current;
    }
}
