package org.tomblens.app.ui.common;

import imgui.ImGui;
import imgui.flag.ImGuiSelectableFlags;
import imgui.flag.ImGuiTableFlags;
import java.util.List;

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

    /**
     * A row of text cells whose first cell chooses it, across all its columns; true when it was chosen. When
     * {@code place} is not negative, the row's place is noted as that control of {@code places}.
     */
    public static boolean row(List<String> cells, boolean selected, ControlPlaces places, int place) {
        ImGui.tableNextRow();
        ImGui.tableSetColumnIndex(0);
        var chosen = ImGui.selectable(cells.get(0), selected, ImGuiSelectableFlags.SpanAllColumns);
        if (place >= 0) {
            places.rememberRow(place);
        }
        for (int column = 1; column < cells.size(); column++) {
            ImGui.tableSetColumnIndex(column);
            ImGui.text(cells.get(column));
        }
        return chosen;
    }
}
