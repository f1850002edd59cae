package org.tomblens.app.ui.diff;

import imgui.ImGui;
import imgui.flag.ImGuiTabBarFlags;
import imgui.type.ImString;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.tomblens.app.services.ComparisonService;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.ShownRows;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.diff.Change;
import org.tomblens.format.diff.ChangeKind;
import org.tomblens.format.diff.DiffCategory;
import org.tomblens.format.diff.LevelDiff;

/**
 * The level on screen compared with another (File > Compare with...): one tab per category compared, with its
 * count, the categories not compared and why, a filter, a switch that shows level B in A's place and one that
 * tints the differences in the view (added green, removed red, changed amber). Choosing a
 * change flies to it and selects it, in level B for an addition, in level A for a removal, in the level shown
 * otherwise.
 */
public final class DiffPanel extends DockPanel {
    public static final String TITLE = "Diff";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.LEFT_BOTTOM, Dock.RIGHT_BOTTOM)
            .broughtUpBy(Occasion.COMPARED);

    private final ImString filter = new ImString(64);
    private LevelDiff listed;
    private Map<DiffCategory, ShownRows<DiffRow>> rows;
    /** What the panel says of the comparison listed, worked out once: the files, the count, each tab's label. */
    private String files;
    private String count;
    private Map<DiffCategory, String> tabs;
    private String skipped;
    private Change chosen;

    public DiffPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var onScreen = context.level();
        var comparison = context.comparison();
        if (!comparison.comparing()) {
            Widgets.textWrapped("Compare this level with another: File > Compare with...");
            return;
        }
        if (comparison.diff() != listed) {
            list(onScreen, comparison);
        }
        Widgets.text(files);
        Widgets.text(count);
        if (Widgets.checkbox("Show level B", comparison.showingB())) {
            comparison.showB(!comparison.showingB());
        }
        ImGui.sameLine();
        if (Widgets.checkbox("Tint the differences", comparison.tinted())) {
            comparison.tint(!comparison.tinted());
        }
        if (!skipped.isEmpty()) {
            Widgets.textWrapped(skipped);
        }
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##diffFilter", "filter: change, index, room or value", filter);
        // Eighteen categories: the tabs scroll rather than shrink their labels past reading.
        if (ImGui.beginTabBar("diffTabs", ImGuiTabBarFlags.FittingPolicyScroll)) {
            for (var category : comparison.diff().compared()) {
                if (Widgets.beginTabItem(tabs.get(category))) {
                    table(context, onScreen, comparison, rows.get(category));
                    Widgets.endTabItem();
                }
            }
            ImGui.endTabBar();
        }
    }

    private void list(LevelService onScreen, ComparisonService comparison) {
        listed = comparison.diff();
        chosen = null;
        var diff = comparison.diff();
        files = "A: " + onScreen.prepared().displayName() + "   B: " + comparison.b().displayName();
        count = diff.same() ? "The levels are the same." : diff.changes().size() + " differences";
        rows = new EnumMap<>(DiffCategory.class);
        tabs = new EnumMap<>(DiffCategory.class);
        for (var category : diff.compared()) {
            var changes = diff.changes(category);
            rows.put(category, new ShownRows<>(DiffRow.of(changes)));
            tabs.put(category, category.key() + " (" + changes.size() + ")");
        }
        skipped = comparison.diff().skipped().isEmpty() ? "" : "Not compared: " + comparison.diff().skipped().entrySet()
                .stream().map(entry -> entry.getKey().key() + " (" + entry.getValue() + ")")
                .collect(Collectors.joining(", "));
    }

    private void table(ViewerContext context, LevelService onScreen, ComparisonService comparison,
                       ShownRows<DiffRow> all) {
        if (Tables.begin("changes", 1f, DiffRow.COLUMNS)) {
            for (var row : all.shown(new DiffRow.Filter(filter.get()))) {
                if (Tables.row(row.cells(), row.change() == chosen)) {
                    chosen = row.change();
                    show(context, onScreen, comparison, row.change());
                }
            }
            Widgets.endTable();
        }
    }

    /** Shows the level that holds the change, then flies to it there. */
    private static void show(ViewerContext context, LevelService onScreen, ComparisonService comparison,
                             Change change) {
        if (change.kind() == ChangeKind.ADDED || change.kind() == ChangeKind.REMOVED) {
            comparison.showB(change.kind() == ChangeKind.ADDED);
        }
        var inB = comparison.showingB();
        var index = inB ? change.b() : change.a();
        if (index == null) {
            return;
        }
        var level = inB ? comparison.b().level() : onScreen.level();
        // what lies in a room names A's room; in B it lies in the room matched with that one
        var room = change.room() == null ? -1 : inB ? comparison.diff().roomInB(change.room()) : change.room();
        var actions = context.navigation();
        switch (change.category()) {
            case ENTITIES -> actions.flyToEntity(index);
            case ROOMS -> actions.flyToRoom(index);
            case ROOM_GEOMETRY, PORTALS, ROOM_LIGHTS, ROOM_STATICS -> actions.flyToRoom(room);
            case SECTORS, FLOORDATA -> {
                if (room >= 0 && room < level.rooms().size()) {
                    var rows = Math.max(1, level.rooms().get(room).numZSectors());
                    actions.flyToSector(room, index / rows, index % rows);
                }
            }
            case CAMERAS -> actions.flyToCamera(index);
            case FLYBY_CAMERAS -> actions.flyToFlyby(level.flybyCameras().get(index).sequence());
            default -> { }
        }
    }
}
