package org.tomblens.app.ui.boxes;

import imgui.ImGui;
import imgui.type.ImString;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.navigation.PathBox;

/**
 * The level's pathfinding boxes in a table, filtered by index ({@code 12}), zone ({@code zone 3}, of the zone
 * type the Render panel colours them by) or flag ({@code blocked}, {@code blockable}, {@code jump} for a box with a
 * link only creatures that jump take). A link with TR4/TR5 overlap flags is listed with them ({@code 35(jump)}).
 * Choosing a box shows the boxes overlay with it and the boxes it overlaps standing out, and flies to it.
 */
public final class BoxesPanel extends DockPanel {
    public static final String TITLE = "Boxes";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);
    private static final float ORBIT_DISTANCE = 4096;

    private final ImString filter = new ImString(64);
    private BoxMap shownMap;
    private String shownFilter = "";
    private int shownZone = -1;
    private boolean shownFlipped;
    private List<PathBox> rows = List.of();
    private int chosen = -1;

    public BoxesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var map = context.visibility().boxes();
        if (map.boxes().isEmpty()) {
            Widgets.textDisabled("The level has no boxes.");
            return;
        }
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##filter", "filter: index, zone N, blocked, blockable, jump", filter);
        var zoneType = Math.min(context.visibility().options().boxZone, map.zoneTypes().size() - 1);
        var flipped = context.flips().anyOn();
        if (map != shownMap || !filter.get().equals(shownFilter) || zoneType != shownZone || flipped != shownFlipped) {
            shownMap = map;
            shownFilter = filter.get();
            shownZone = zoneType;
            shownFlipped = flipped;
            rows = filtered(map, shownFilter.trim().toLowerCase(Locale.ROOT), zoneType, flipped);
        }
        Widgets.text(rows.size() + " of " + map.boxes().size() + " boxes; zones of type "
                + map.zoneTypes().get(zoneType).key() + (flipped ? ", flipped" : ""));
        if (!Tables.begin("boxes", 1f, "#", "X", "Z", "Floor", "Zone", "Flags", "Overlaps")) {
            return;
        }
        for (int i = 0; i < rows.size(); i++) {
            var box = rows.get(i);
            if (Tables.row(cells(box, zoneType, flipped), box.index() == chosen)) {
                choose(context, box);
            }
        }
        Widgets.endTable();
    }

    private void choose(ViewerContext context, PathBox box) {
        chosen = box.index();
        context.visibility().options().showBoxes = true;
        context.visibility().chooseBox(box.index());
        context.navigation().orbit((box.xMin() + box.xMax()) / 2f, box.floor(), (box.zMin() + box.zMax()) / 2f,
                ORBIT_DISTANCE);
    }

    private static List<PathBox> filtered(BoxMap map, String filter, int zoneType, boolean flipped) {
        var shown = new ArrayList<PathBox>();
        for (var box : map.boxes()) {
            if (matches(box, filter, zoneType, flipped)) {
                shown.add(box);
            }
        }
        return shown;
    }

    private static boolean matches(PathBox box, String filter, int zoneType, boolean flipped) {
        if (filter.isEmpty()) {
            return true;
        }
        if (filter.equals("blocked")) {
            return box.blocked();
        }
        if (filter.equals("blockable")) {
            return box.blockable();
        }
        if (filter.equals("jump")) {
            return Arrays.stream(box.overlapFlags()).anyMatch(flags -> (flags & PathBox.JUMP) != 0);
        }
        if (filter.startsWith("zone ")) {
            return filter.substring(5).trim().equals(Integer.toString(box.zone(zoneType, flipped)));
        }
        return filter.equals(Integer.toString(box.index()));
    }

    private static List<String> cells(PathBox box, int zoneType, boolean flipped) {
        var flags = (box.blocked() ? "blocked " : "") + (box.blockable() ? "blockable" : "");
        return List.of(Integer.toString(box.index()), box.xMin() + ".." + box.xMax(), box.zMin() + ".." + box.zMax(),
                Integer.toString(box.floor()), Integer.toString(box.zone(zoneType, flipped)), flags.trim(),
                box.overlapWords());
    }
}
