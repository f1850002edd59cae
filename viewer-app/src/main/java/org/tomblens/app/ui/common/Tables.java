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

    /**
     * Begins a table of these columns taking {@code share} of the height left; false when not shown. End it with
     * {@link Widgets#endTable()}.
     */
    public static boolean begin(String id, float share, String... columns) {
        if (!Widgets.beginTable(id, columns.length, FLAGS, 0, ImGui.getContentRegionAvailY() * share)) {
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
     * A row of text cells whose first cell chooses it, across all its columns; true when it was chosen.
     */
    public static boolean row(List<String> cells, boolean selected) {
        return row(cells, selected, () -> { });
    }

    /**
     * As {@link #row(List, boolean)}, running {@code onChooser} right after the first cell's chooser is drawn, while
     * it is the last item (to make the row a drag source or a drop target).
     */
    public static boolean row(List<String> cells, boolean selected, Runnable onChooser) {
        ImGui.tableNextRow();
        ImGui.tableSetColumnIndex(0);
        var chosen = Widgets.selectable(cells.get(0), selected, ImGuiSelectableFlags.SpanAllColumns);
        onChooser.run();
        for (int column = 1; column < cells.size(); column++) {
            ImGui.tableSetColumnIndex(column);
            ImGui.text(cells.get(column));
        }
        Widgets.row(cells);
        return chosen;
    }
}
