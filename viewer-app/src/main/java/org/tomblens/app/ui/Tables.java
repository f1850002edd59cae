package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.flag.ImGuiTableFlags;

/** The panels' list tables: striped, scrolling under a frozen header row, resizable columns. */
public final class Tables {
    private static final int FLAGS = ImGuiTableFlags.RowBg | ImGuiTableFlags.ScrollY | ImGuiTableFlags.BordersInnerV
            | ImGuiTableFlags.Resizable;

    private Tables() {}

    /** Begins a table of these columns taking {@code share} of the height left; false when not shown. */
    public static boolean begin(String id, float share, String... columns) {
        if (!ImGui.beginTable(id, columns.length, FLAGS, 0, ImGui.getContentRegionAvailY() * share)) {
            return false;
        }
        ImGui.tableSetupScrollFreeze(0, 1);
        for (var column : columns) {
            ImGui.tableSetupColumn(column);
        }
        ImGui.tableHeadersRow();
        return true;
    }
}
