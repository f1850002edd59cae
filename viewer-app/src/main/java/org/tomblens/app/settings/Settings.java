package org.tomblens.app.settings;

import java.util.List;
import java.util.Map;

/**
 * What the viewer remembers between runs. Every field has a sensible default, so a missing or partly
 * written settings file never stops the viewer from starting.
 *
 * @param windowX window position, or {@link Integer#MIN_VALUE} to let the system place it
 * @param windowWidth the window's width, or 0 when none is remembered (the monitor then gives one)
 * @param recentFiles most recent first
 * @param toggles render and panel switches by name
 * @param imguiLayout Dear ImGui's own ini text (docked panel layout)
 * @param interfaceScale the interface's scale the user chose (0.75 to 2.5), or 0 to follow the monitor
 * @param pluginFolders the folders of plugins the user added, besides the settings folder's {@code plugins}
 */
public record Settings(int windowX, int windowY, int windowWidth, int windowHeight, boolean maximized,
                       List<String> recentFiles, float cameraSpeed, float fieldOfView,
                       Map<String, Boolean> toggles, String imguiLayout, float interfaceScale,
                       List<String> pluginFolders) {

    public static final int MAX_RECENT = 12;

    public Settings {
        recentFiles = recentFiles == null ? List.of() : List.copyOf(recentFiles);
        toggles = toggles == null ? Map.of() : Map.copyOf(toggles);
        imguiLayout = imguiLayout == null ? "" : imguiLayout;
        pluginFolders = pluginFolders == null ? List.of() : List.copyOf(pluginFolders);
        if (windowWidth < 320 || windowHeight < 240) {
            windowWidth = 0;
            windowHeight = 0;
        }
        if (!(cameraSpeed > 0)) {
            cameraSpeed = 4096f;
        }
        if (!(fieldOfView >= 20 && fieldOfView <= 120)) {
            fieldOfView = 70f;
        }
        if (!(interfaceScale >= 0.75f && interfaceScale <= 2.5f)) {
            interfaceScale = 0;
        }
    }

    public static Settings defaults() {
        return new Settings(Integer.MIN_VALUE, Integer.MIN_VALUE, 0, 0, false, List.of(), 4096f, 70f, Map.of(), "", 0,
                List.of());
    }

    /** Whether a window size is remembered. */
    public boolean hasWindowSize() {
        return windowWidth > 0;
    }

    /** These settings with {@code file} first among the recent files. */
    public Settings withRecent(String file) {
        var recent = new java.util.ArrayList<String>();
        recent.add(file);
        recentFiles.stream().filter(f -> !f.equals(file)).limit(MAX_RECENT - 1).forEach(recent::add);
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recent, cameraSpeed, fieldOfView,
                toggles, imguiLayout, interfaceScale, pluginFolders);
    }

    public Settings withWindow(int x, int y, int width, int height, boolean isMaximized) {
        return new Settings(x, y, width, height, isMaximized, recentFiles, cameraSpeed, fieldOfView, toggles,
                imguiLayout, interfaceScale, pluginFolders);
    }

    public Settings withCamera(float speed, float fov) {
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recentFiles, speed, fov, toggles,
                imguiLayout, interfaceScale, pluginFolders);
    }

    public Settings withToggles(Map<String, Boolean> newToggles) {
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recentFiles, cameraSpeed,
                fieldOfView, newToggles, imguiLayout, interfaceScale, pluginFolders);
    }

    public Settings withLayout(String layout) {
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recentFiles, cameraSpeed,
                fieldOfView, toggles, layout, interfaceScale, pluginFolders);
    }

    public Settings withInterfaceScale(float scale) {
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recentFiles, cameraSpeed,
                fieldOfView, toggles, imguiLayout, scale, pluginFolders);
    }

    public Settings withPluginFolders(List<String> folders) {
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recentFiles, cameraSpeed,
                fieldOfView, toggles, imguiLayout, interfaceScale, folders);
    }

    public boolean toggle(String name, boolean fallback) {
        return toggles.getOrDefault(name, fallback);
    }
}
