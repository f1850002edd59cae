package org.tomblens.app.script;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A trview plugin: a folder with {@code manifest.json} (name, author, description) and {@code plugin.lua}, run in a
 * Lua state of its own. The viewer calls {@code render_ui} and {@code render_toolbar} each frame and
 * {@code set_enabled} when it loads and when the user switches it, as trview does. A plugin that fails is disabled
 * with its message; its errors are its own and never reach the viewer.
 */
public final class Plugin implements AutoCloseable {
    /** Instructions a plugin may spend in one call: a frame's drawing must not hold the viewer for long. */
    static final long CALL_BUDGET = 50_000_000L;

    private final Path folder;
    private final String name;
    private final String author;
    private final String description;
    private final StringWriter output = new StringWriter();
    private LuaEngine engine;
    private boolean enabled;
    private String error;

    private Plugin(Path folder, JsonNode manifest) {
        this.folder = folder;
        this.name = manifest.path("name").asText(folder.getFileName().toString());
        this.author = manifest.path("author").asText("");
        this.description = manifest.path("description").asText("");
    }

    /** Whether {@code folder} holds a plugin: a manifest and a script. */
    public static boolean isPlugin(Path folder) {
        return Files.isRegularFile(folder.resolve("manifest.json")) && Files.isRegularFile(folder.resolve("plugin.lua"));
    }

    /**
     * Loads the plugin in {@code folder} with {@code globals} (trview's libraries) and enables it; a plugin whose
     * manifest or script cannot be read or run is listed, disabled, with the reason.
     */
    public static Plugin load(Path folder, Map<String, Object> globals) {
        JsonNode manifest;
        try {
            manifest = new ObjectMapper().readTree(folder.resolve("manifest.json").toFile());
        } catch (IOException e) {
            var plugin = new Plugin(folder, new ObjectMapper().createObjectNode());
            plugin.error = "manifest.json: " + e.getMessage();
            return plugin;
        }
        var plugin = new Plugin(folder, manifest);
        try {
            var source = Files.readString(folder.resolve("plugin.lua"));
            plugin.engine = new LuaEngine(new ScriptBudget(CALL_BUDGET), new PrintWriter(plugin.output, true));
            globals.forEach(plugin.engine::setGlobal);
            plugin.engine.run(source, "@" + folder.resolve("plugin.lua"), List.of());
            plugin.enabled = true;
            plugin.call("set_enabled", List.of(true));
        } catch (IOException e) {
            plugin.error = "plugin.lua: " + e.getMessage();
        } catch (ScriptFailure e) {
            plugin.fail(e);
        }
        return plugin;
    }

    /** Calls {@code function} if the plugin is enabled and defines it; a failure disables the plugin. */
    public void call(String function, List<Object> args) {
        if (!enabled) {
            return;
        }
        try {
            engine.call(function, args);
        } catch (ScriptFailure e) {
            fail(e);
        }
    }

    /** Switches the plugin on or off, telling it through {@code set_enabled}; switching on forgets its last error. */
    public void setEnabled(boolean on) {
        if (engine == null || on == enabled) {
            return;
        }
        if (on) {
            error = null;
            enabled = true;
            call("set_enabled", List.of(true));
        } else {
            call("set_enabled", List.of(false));
            enabled = false;
        }
    }

    private void fail(ScriptFailure e) {
        enabled = false;
        error = e.getMessage();
    }

    public Path folder() {
        return folder;
    }

    public String name() {
        return name;
    }

    public String author() {
        return author;
    }

    public String description() {
        return description;
    }

    public boolean enabled() {
        return enabled;
    }

    /** Why the plugin is disabled by itself, or null. */
    public String error() {
        return error;
    }

    /** What the plugin printed. */
    public String output() {
        return output.toString();
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.close();
        }
    }
}
