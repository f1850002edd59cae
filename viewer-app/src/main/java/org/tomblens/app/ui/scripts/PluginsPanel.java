package org.tomblens.app.ui.scripts;

import imgui.ImGui;
import imgui.flag.ImGuiInputTextFlags;
import imgui.type.ImString;
import java.nio.file.Path;
import java.util.List;
import org.lwjgl.util.tinyfd.TinyFileDialogs;
import org.tomblens.app.settings.SettingsStore;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;

/**
 * The Plugins panel: trview plugins found in the settings folder's {@code plugins/} and in folders the user adds,
 * each with its manifest's name, author and description, a switch, and the error that disabled it. Plugins draw
 * their toolbar controls at the top of this panel, and their own windows every frame ({@link #drawEveryFrame}).
 * The folders the user adds, typed or chosen, are remembered in the settings.
 */
public final class PluginsPanel extends DockPanel {
    public static final String TITLE = "Plugins";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);

    private final ScriptHost host = new ScriptHost(SettingsStore.forPlatform().file().resolveSibling("plugins"));
    private final ImString typedFolder = new ImString(1024);

    public PluginsPanel() {
        super(DESCRIPTION);
    }

    private ScriptHost host() {
        host.loadAll();
        return host;
    }

    /** The folders of plugins the user added, to be remembered. */
    public List<Path> addedFolders() {
        return host.addedFolders();
    }

    /** Adds the folders of plugins remembered from an earlier run. */
    public void addFolders(List<Path> folders) {
        folders.forEach(host::addFolder);
    }

    /** Calls each enabled plugin's {@code render_ui}, whether this panel is open or not, as trview does. */
    @Override
    public void drawEveryFrame(ViewerContext context) {
        host().render(context, "render_ui");
    }

    @Override
    protected boolean needsLevel() {
        return false;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        host().render(context, "render_toolbar");
        ImGui.separator();
        for (var plugin : host().plugins()) {
            if (Widgets.checkbox(plugin.name() + "##" + plugin.folder(), plugin.enabled())) {
                plugin.setEnabled(!plugin.enabled());
            }
            Widgets.textDisabled(plugin.author());
            Widgets.textWrapped(plugin.description());
            if (plugin.error() != null) {
                Widgets.textColored(1, 0.4f, 0.4f, 1, plugin.error());
            }
            ImGui.separator();
        }
        for (var folder : host().folders()) {
            Widgets.textDisabled("Folder: " + folder);
        }
        var entered = Widgets.inputTextWithHint("##pluginFolder", "A folder of plugins", typedFolder,
                ImGuiInputTextFlags.EnterReturnsTrue);
        ImGui.sameLine();
        if ((Widgets.button("Add") || entered) && !typedFolder.get().isBlank()) {
            host().addFolder(Path.of(typedFolder.get().strip()));
            typedFolder.set("");
        }
        if (Widgets.button("Add a folder of plugins")) {
            var chosen = TinyFileDialogs.tinyfd_selectFolderDialog("A folder of plugins", "");
            if (chosen != null) {
                host().addFolder(Path.of(chosen));
            }
        }
    }
}
