package org.tomblens.app.ui.level;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * The level on screen: file, version, what it holds, and the warnings met while loading it. What it shows
 * goes to the event log too.
 */
public final class LevelPanel extends DockPanel {
    public static final String TITLE = "Level";
    private static final int WARNINGS = 0;

    private PreparedLevel counted;
    private Map<String, Integer> counts = Map.of();
    private List<String> warnings = List.of();
    private boolean warningsOpen;

    public LevelPanel() {
        super(TITLE, true, List.of("warnings"));
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var loaded = context.session().loaded();
        if (loaded != counted) {
            counted = loaded;
            counts = counts(loaded.level());
            warnings = loaded.warnings().stream().map(DataWarning::toString).toList();
        }
        var script = loaded.script();
        if (script.title() != null) {
            ImGui.text(script.title());
        }
        ImGui.text(loaded.displayName());
        if (loaded.path() != null) {
            ImGui.textDisabled(loaded.path().toAbsolutePath().toString());
        }
        ImGui.text("Version: " + loaded.level().version());
        if (script.script() != null) {
            ImGui.textDisabled("Script: " + script.script());
        }
        if (!script.settings().isEmpty()) {
            ImGui.pushTextWrapPos(0);
            ImGui.textDisabled("Script settings: " + String.join("; ", script.settings()));
            ImGui.popTextWrapPos();
        }
        if (!script.problems().isEmpty()) {
            ImGui.pushTextWrapPos(0);
            for (var problem : script.problems()) {
                ImGui.textColored(0.95f, 0.6f, 0.3f, 1f, "Names missing: " + problem);
            }
            ImGui.popTextWrapPos();
        }
        ImGui.separator();
        counts.forEach((label, value) -> {
            ImGui.text(label);
            ImGui.sameLine(em(10.5f));
            ImGui.text(Integer.toString(value));
        });
        ImGui.separator();
        warningsOpen = warningsList();
    }

    /** The level, what it holds, and its warnings: how many, and those shown. */
    @Override
    protected Map<String, Object> facts(ViewerContext context) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("file", counted.displayName());
        facts.put("levelTitle", counted.script().title() == null ? "" : counted.script().title());
        facts.put("version", counted.level().version().name());
        facts.put("counts", counts);
        facts.put("warnings", warnings.size());
        facts.put("warningsShown", warningsOpen ? warnings : List.<String>of());
        return facts;
    }

    /** The warnings under a header that opens them; true while they are shown. */
    private boolean warningsList() {
        if (warnings.isEmpty()) {
            ImGui.textDisabled("No warnings while loading.");
            return false;
        }
        var open = ImGui.collapsingHeader("Warnings (" + warnings.size() + ")");
        places().remember(WARNINGS);
        if (open) {
            for (var warning : warnings) {
                ImGui.bulletText(warning);
            }
        }
        return open;
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
