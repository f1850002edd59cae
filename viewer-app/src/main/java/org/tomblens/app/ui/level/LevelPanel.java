package org.tomblens.app.ui.level;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.remastered.RemasteredCompanions;

/**
 * The level on screen: file, version, platform and variant, whether it is a Remastered game's, what it holds, and the warnings met while loading it.
 * What it shows goes to the event log too.
 */
public final class LevelPanel extends DockPanel {
    public static final String TITLE = "Level";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, true, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);

    private PreparedLevel counted;
    private Map<String, Integer> counts = Map.of();
    private List<String> warnings = List.of();
    /** The .MAP beside a TR1–TR3 Remastered level, null for any other file. */
    private String remasteredMap;

    public LevelPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var loaded = context.level().prepared();
        if (loaded != counted) {
            counted = loaded;
            counts = counts(loaded.level());
            warnings = loaded.warnings().stream().map(DataWarning::toString).toList();
            remasteredMap = RemasteredCompanions.mapBeside(loaded.path())
                    .map(map -> map.getFileName().toString()).orElse(null);
        }
        var script = loaded.script();
        if (script.title() != null) {
            Widgets.text(script.title());
        }
        Widgets.text(loaded.displayName());
        if (loaded.path() != null) {
            Widgets.textDisabled(loaded.path().toAbsolutePath().toString());
        }
        Widgets.text("Version: " + loaded.level().version());
        var layout = loaded.level().layout();
        Widgets.text("Platform: " + layout.platform() + ", variant: " + layout.variant());
        if (remasteredMap != null) {
            Widgets.text("Remastered: " + remasteredMap + " lies beside it");
        }
        if (script.script() != null) {
            Widgets.textDisabled("Script: " + script.script());
        }
        if (!script.settings().isEmpty()) {
            ImGui.pushTextWrapPos(0);
            Widgets.textDisabled("Script settings: " + String.join("; ", script.settings()));
            ImGui.popTextWrapPos();
        }
        if (!script.problems().isEmpty()) {
            ImGui.pushTextWrapPos(0);
            for (var problem : script.problems()) {
                Widgets.textColored(0.95f, 0.6f, 0.3f, 1f, "Names missing: " + problem);
            }
            ImGui.popTextWrapPos();
        }
        ImGui.separator();
        counts.forEach((label, value) -> {
            Widgets.text(label);
            ImGui.sameLine(em(10.5f));
            Widgets.text(Integer.toString(value));
        });
        ImGui.separator();
        warningsList();
    }

    /** The warnings under a header that opens them. */
    private void warningsList() {
        if (warnings.isEmpty()) {
            Widgets.textDisabled("No warnings while loading.");
            return;
        }
        if (Widgets.collapsingHeader("Warnings (" + warnings.size() + ")")) {
            for (var warning : warnings) {
                Widgets.bulletText(warning);
            }
        }
    }

    /** The counts the panel lists, by label, in order. */
    private static Map<String, Integer> counts(Level level) {
        var counts = new LinkedHashMap<String, Integer>();
        counts.put("Rooms", level.rooms().size());
        counts.put("Entities", level.entities().size());
        counts.put("Models", level.animation().models().size());
        counts.put("Static meshes", level.staticMeshes().size());
        counts.put("Animations", level.animation().animations().size());
        counts.put("Object textures", level.texturing().objectTextures().size());
        counts.put("Texture pages", level.textures().pageCount());
        counts.put("Cameras", level.cameras().size());
        counts.put("Flyby cameras", level.flybyCameras().size());
        counts.put("Sound sources", level.soundSources().size());
        counts.put("FloorData words", level.floorData().size());
        counts.put("AI objects", level.aiObjects().size());
        return counts;
    }
}
