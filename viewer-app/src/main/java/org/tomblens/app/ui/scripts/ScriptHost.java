package org.tomblens.app.ui.scripts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.tomblens.app.script.Plugin;
import org.tomblens.app.ui.common.ViewerContext;

/**
 * The window's plugins: one {@code trview} library on the level on screen, the {@code ImGui} library plugins
 * draw with, and the plugins of the settings folder's {@code plugins/} and of folders the user adds.
 */
final class ScriptHost {
    private final ImGuiLibrary imGui = new ImGuiLibrary();
    private final ShownLevel level = new ShownLevel();
    private final List<Path> folders = new ArrayList<>();
    private final List<Plugin> plugins = new ArrayList<>();
    private boolean loaded;

    ScriptHost(Path settingsPlugins) {
        folders.add(settingsPlugins);
    }

    /** The globals of a plugin: trview's libraries, {@code ImGui} with them. */
    private Map<String, Object> globals() {
        var globals = new HashMap<>(level.trview().globals());
        globals.put("ImGui", imGui);
        return globals;
    }

    List<Plugin> plugins() {
        return plugins;
    }

    List<Path> folders() {
        return folders;
    }

    /** The folders the user added, after the settings folder's. */
    List<Path> addedFolders() {
        return List.copyOf(folders.subList(1, folders.size()));
    }

    /** Adds a folder of plugins, whose plugins load with the others or at once if those have loaded. */
    void addFolder(Path folder) {
        var normal = folder.toAbsolutePath().normalize();
        if (!folders.contains(normal)) {
            folders.add(normal);
            if (loaded) {
                load(normal);
            }
        }
    }

    /** Loads the plugins of every folder, once; the first frame calls it. */
    void loadAll() {
        if (!loaded) {
            loaded = true;
            folders.forEach(this::load);
        }
    }

    private void load(Path folder) {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            entries.filter(Plugin::isPlugin).sorted().forEach(p -> plugins.add(Plugin.load(p, globals())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Calls every enabled plugin's {@code function} for this frame, closing what a failing one left open. */
    void render(ViewerContext context, String function) {
        level.follow(context);
        imGui.begin(context.reports());
        for (var plugin : plugins) {
            plugin.call(function, List.of());
            imGui.closeOpen();
        }
    }
}
