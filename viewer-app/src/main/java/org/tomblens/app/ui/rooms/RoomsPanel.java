package org.tomblens.app.ui.rooms;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.type.ImString;
import java.util.Locale;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ShownRows;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;

/**
 * The rooms, filterable, with their flags and flips; and a map of the chosen room's sectors to click. What
 * it lists and where its controls are go to the event log.
 */
public final class RoomsPanel extends DockPanel {
    public static final String TITLE = "Rooms";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, true, Dock.LEFT_TOP, Dock.RIGHT_TOP);
    private static final float CELL = 14f;

    private final ImString filter = new ImString(64);
    private PreparedLevel listed;
    private ShownRows<RoomRow> rows;
    private int chosen = -1;

    public RoomsPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var level = context.level().level();
        if (context.level().prepared() != listed) {
            listed = context.level().prepared();
            rows = new ShownRows<>(RoomRow.of(level, context.flips()::isAlternate));
            chosen = -1;
        }
        var selection = context.selection().selection();
        var selected = selection.hasSector() ? selection.room() : chosen;
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##roomFilter", "filter: number, flag (water, sky...), 'alt'", filter);
        var shown = rows.shown(new RoomRow.Filter(filter.get()));
        if (Tables.begin("rooms", 0.5f, RoomRow.COLUMNS)) {
            for (var row : shown) {
                var room = row.room();
                if (Tables.row(row.cells(), room == selected, !context.level().shown(LevelService.Part.ROOM, room),
                        hidden -> context.level().show(LevelService.Part.ROOM, room, !hidden))) {
                    chosen = row.room();
                    context.navigation().flyToRoom(row.room());
                }
            }
            Widgets.endTable();
        }
        var mapRoom = selected >= 0 && selected < level.rooms().size() ? selected : -1;
        if (mapRoom >= 0) {
            sectorMap(context, mapRoom);
        } else {
            Widgets.textDisabled("Choose a room to see its sectors.");
        }
    }

    /** The room's sectors from above: X to the right, Z up, coloured by kind; a click flies over one. */
    private void sectorMap(ViewerContext context, int roomIndex) {
        var room = context.level().level().rooms().get(roomIndex);
        var floorData = context.level().prepared().floorData();
        ImGui.separator();
        Widgets.text("Room " + roomIndex + ": " + room.numXSectors() + " x " + room.numZSectors() + " sectors");
        var origin = ImGui.getCursorScreenPos();
        var draw = ImGui.getWindowDrawList();
        var selection = context.selection().selection();
        var height = room.numZSectors() * CELL;
        for (int x = 0; x < room.numXSectors(); x++) {
            for (int z = 0; z < room.numZSectors(); z++) {
                var left = origin.x + x * CELL;
                var top = origin.y + height - (z + 1) * CELL;
                draw.addRectFilled(left, top, left + CELL - 1, top + CELL - 1, SectorKinds.of(room, x, z, floorData).colour());
                if (selection.hasSector() && selection.room() == roomIndex && selection.sectorX() == x
                        && selection.sectorZ() == z) {
                    draw.addRect(left - 1, top - 1, left + CELL, top + CELL, 0xFF20E6FF, 0, 0, 2f);
                }
            }
        }
        Widgets.invisibleButton("sectorMap", Math.max(1, room.numXSectors() * CELL), Math.max(1, height));
        if (ImGui.isItemHovered()) {
            var mouse = ImGui.getMousePos();
            var x = (int) ((mouse.x - origin.x) / CELL);
            var z = (int) ((origin.y + height - mouse.y) / CELL);
            if (room.sector(x, z) != null) {
                Widgets.setTooltip("sector (" + x + ", " + z + "): " + SectorKinds.of(room, x, z, floorData)
                        .name().toLowerCase(Locale.ROOT) + ", floor " + room.sector(x, z).floorY());
                if (ImGui.isItemClicked()) {
                    context.navigation().flyToSector(roomIndex, x, z);
                }
            }
        }
        legend();
    }

    private static void legend() {
        for (var kind : SectorKinds.values()) {
            var position = ImGui.getCursorScreenPos();
            ImGui.getWindowDrawList().addRectFilled(position.x, position.y + em(0.2f), position.x + em(0.7f),
                    position.y + em(0.9f), kind.colour());
            ImGui.dummy(em(0.85f), em(1));
            ImGui.sameLine();
            Widgets.text(kind.name().toLowerCase(Locale.ROOT));
            ImGui.sameLine();
        }
        ImGui.newLine();
    }

}
