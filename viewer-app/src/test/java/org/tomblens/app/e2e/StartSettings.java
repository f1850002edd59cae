package org.tomblens.app.e2e;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The settings file a window test starts the viewer with ({@link RealWindow#start}): the window's size, the switches
 * ({@code "toggles"}: the render switches, and {@code panel.TITLE} for a panel open or closed) and any other setting.
 * Each call gives new settings; {@link #json()} is the file's text.
 */
final class StartSettings {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, Object> settings;
    private final Map<String, Boolean> toggles;

    private StartSettings(Map<String, Object> settings, Map<String, Boolean> toggles) {
        this.settings = settings;
        this.toggles = toggles;
    }

    /** The viewer's own window size. */
    static StartSettings defaults() {
        return new StartSettings(Map.of(), Map.of());
    }

    /** A window of {@code width} x {@code height} pixels. */
    static StartSettings window(int width, int height) {
        return defaults().set("windowWidth", width).set("windowHeight", height);
    }

    /** With the setting {@code name} (not a switch), such as {@code cameraSpeed}. */
    StartSettings set(String name, Object value) {
        var more = new LinkedHashMap<>(settings);
        more.put(name, value);
        return new StartSettings(more, toggles);
    }

    /** With the switch {@code name} on or off. */
    StartSettings toggle(String name, boolean on) {
        var more = new LinkedHashMap<>(toggles);
        more.put(name, on);
        return new StartSettings(settings, more);
    }

    /** With the panels of these titles open or closed. */
    StartSettings panels(Collection<String> titles, boolean open) {
        var more = this;
        for (var title : titles) {
            more = more.toggle("panel." + title, open);
        }
        return more;
    }

    /** The settings file's text. */
    String json() {
        var file = new LinkedHashMap<>(settings);
        if (!toggles.isEmpty()) {
            file.put("toggles", toggles);
        }
        try {
            return JSON.writeValueAsString(file);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
