package org.tomblens.app.ui.common;

import imgui.ImGui;
import imgui.flag.ImGuiSelectableFlags;
import imgui.flag.ImGuiStyleVar;
import imgui.flag.ImGuiTableFlags;
import imgui.flag.ImGuiTableRowFlags;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The panels' list tables: striped, scrolling under a frozen header row. Each column is as wide as the widest text
 * it showed (a name, a type, a flag read whole, not cut to an equal share of the panel), fitted again each frame; a
 * table wider than its panel scrolls sideways, its first column (the one that chooses a row) staying in place.
 *
 * <p>The columns are not resizable by hand: Dear ImGui takes a press within a few points of a column's right border
 * as the start of a resize, and a first column fitted to a room's or an entity's number is so narrow that a press
 * on it lands there instead of choosing the row.
 *
 * <p>With the event log on, each column's header is recorded as a control (its rectangle is the column's on
 * screen) and each row's chooser with, as its value, where the text of each of its cells ends: a cell reads whole
 * when its text ends inside its column.
 */
public final class Tables {
    private static final int FLAGS = ImGuiTableFlags.RowBg | ImGuiTableFlags.ScrollY | ImGuiTableFlags.ScrollX
            | ImGuiTableFlags.BordersInnerV | ImGuiTableFlags.SizingFixedFit;

    private Tables() {}

    /**
     * Begins a table of these columns taking {@code share} of the height left; false when not shown. End it with
     * {@link Widgets#endTable()}.
     */
    public static boolean begin(String id, float share, String... columns) {
        if (!Widgets.beginTable(id, columns.length, FLAGS, 0, ImGui.getContentRegionAvailY() * share)) {
            return false;
        }
        ImGui.tableSetupScrollFreeze(1, 1);
        for (var column : columns) {
            ImGui.tableSetupColumn(column);
        }
        ImGui.tableNextRow(ImGuiTableRowFlags.Headers);
        for (int column = 0; column < columns.length; column++) {
            ImGui.tableSetColumnIndex(column);
            ImGui.tableHeader(columns[column]);
            Widgets.name(columns[column]);
        }
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
        return row(cells, selected, onChooser, 0);
    }

    /**
     * As {@link #row(List, boolean)}, with trview's Hide check box (which hides one room, item or camera from the view)
     * after the first cell's text, in the column that stays in place as the table scrolls: checked while
     * {@code hidden}, a click on it gives {@code hide} the new state and does not choose the row. It is recorded as
     * {@code hide} and the first cell's text.
     */
    public static boolean row(List<String> cells, boolean selected, boolean hidden, Consumer<Boolean> hide) {
        // The chooser spans the row: the box drawn over it takes its own clicks only where the chooser lets it.
        return row(cells, selected, () -> {
            ImGui.sameLine();
            // As tall as the row's text, so a row with the box is no taller than one without.
            ImGui.pushStyleVar(ImGuiStyleVar.FramePadding, ImGui.getStyle().getFramePaddingX(), 0);
            if (Widgets.checkbox("##hide" + cells.get(0), hidden)) {
                hide.accept(!hidden);
            }
            ImGui.popStyleVar();
        }, ImGuiSelectableFlags.AllowItemOverlap);
    }

    private static boolean row(List<String> cells, boolean selected, Runnable onChooser, int chooserFlags) {
        ImGui.tableNextRow();
        ImGui.tableSetColumnIndex(0);
        var label = cells.get(0);
        var ends = new ArrayList<Integer>(cells.size());
        ends.add(Math.round(ImGui.getCursorScreenPosX() + ImGui.calcTextSizeX(label, true)));
        var chosen = Widgets.selectable(label, selected, ImGuiSelectableFlags.SpanAllColumns | chooserFlags);
        onChooser.run();
        for (int column = 1; column < cells.size(); column++) {
            ImGui.tableSetColumnIndex(column);
            ImGui.textUnformatted(cells.get(column));
            ends.add(Math.round(ImGui.getItemRectMaxX()));
        }
        if (DrawnItems.recording()) {
            DrawnItems.value(label, ends);
        }
        Widgets.row(cells);
        return chosen;
    }
}
