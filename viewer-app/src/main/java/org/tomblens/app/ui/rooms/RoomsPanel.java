package org.tomblens.app.ui.rooms;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.type.ImString;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ShownRows;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;

/**
 * The rooms, filterable, with their flags and flips; and a map of the chosen room's sectors to click. What
 * it lists and where its controls are go to the event log.
 */
public final class RoomsPanel extends DockPanel {
    public static final String TITLE = "Rooms";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, true, Dock.LEFT_TOP, Dock.RIGHT_TOP);
    private static final float CELL = 14f;
    private static final int FILTER = 0;
    private static final int FIRST_ROOM = 1;
    private static final int FIRST_SECTOR = 2;

    private final ImString filter = new ImString(64);
    private LevelSession listed;
    private ShownRows<RoomRow> rows;
    private int chosen = -1;
    /** What the panel shows this frame: the rows the filter lets through, and the room of the map (-1 for none). */
    private List<RoomRow> shown = List.of();
    private int mapRoom = -1;

    public RoomsPanel() {
        super(DESCRIPTION, List.of("filter", "firstRoom", "sector00"));
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var session = context.session();
        if (session != listed) {
            listed = session;
            rows = new ShownRows<>(RoomRow.of(session.level(), session.flips()::isAlternate));
            chosen = -1;
        }
        var selected = session.selection().hasSector() ? session.selection().room() : chosen;
        ImGui.setNextItemWidth(-1);
        ImGui.inputTextWithHint("##roomFilter", "filter: number, flag (water, sky...), 'alt'", filter);
        places().remember(FILTER);
        shown = rows.shown(new RoomRow.Filter(filter.get()));
        if (Tables.begin("rooms", 0.5f, RoomRow.COLUMNS)) {
            for (var row : shown) {
                if (Tables.row(row.cells(), row.room() == selected, places(), row == shown.get(0) ? FIRST_ROOM : -1)) {
                    chosen = row.room();
                    context.actions().flyToRoom(row.room());
                }
            }
            ImGui.endTable();
        }
        mapRoom = selected >= 0 && selected < session.level().rooms().size() ? selected : -1;
        if (mapRoom >= 0) {
            sectorMap(context, mapRoom);
        } else {
            ImGui.textDisabled("Choose a room to see its sectors.");
        }
    }

    /** The room's sectors from above: X to the right, Z up, coloured by kind; a click flies over one. */
    private void sectorMap(ViewerContext context, int roomIndex) {
        var session = context.session();
        var room = session.level().rooms().get(roomIndex);
        var floorData = session.loaded().floorData();
        ImGui.separator();
        ImGui.text("Room " + roomIndex + ": " + room.numXSectors() + " x " + room.numZSectors() + " sectors");
        var origin = ImGui.getCursorScreenPos();
        var draw = ImGui.getWindowDrawList();
        var selection = session.selection();
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
        places().set(FIRST_SECTOR, origin.x + CELL / 2, origin.y + height - CELL / 2);
        ImGui.invisibleButton("sectorMap", Math.max(1, room.numXSectors() * CELL), Math.max(1, height));
        if (ImGui.isItemHovered()) {
            var mouse = ImGui.getMousePos();
            var x = (int) ((mouse.x - origin.x) / CELL);
            var z = (int) ((origin.y + height - mouse.y) / CELL);
            if (room.sector(x, z) != null) {
                ImGui.setTooltip("sector (" + x + ", " + z + "): " + SectorKinds.of(room, x, z, floorData)
                        .name().toLowerCase(Locale.ROOT) + ", floor " + room.sector(x, z).floorY());
                if (ImGui.isItemClicked()) {
                    context.actions().flyToSector(roomIndex, x, z);
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
            ImGui.text(kind.name().toLowerCase(Locale.ROOT));
            ImGui.sameLine();
        }
        ImGui.newLine();
    }

    /**
     * The rows the panel lists (each as its cells), and the map's room with its cell size, so that sector (x, z)
     * is at {@code sector00} plus (x, -z) cells.
     */
    @Override
    protected Map<String, Object> facts(ViewerContext context) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("level", context.session().loaded().displayName());
        facts.put("rooms", context.session().level().rooms().size());
        facts.put("rows", shown.stream().map(RoomRow::cells).toList());
        facts.put("mapRoom", mapRoom);
        facts.put("cell", CELL);
        return facts;
    }
}
