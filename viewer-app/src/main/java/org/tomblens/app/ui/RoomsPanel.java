package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.flag.ImGuiSelectableFlags;
import imgui.type.ImString;
import java.util.Locale;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/** The rooms, filterable, with their flags and flips; and a map of the chosen room's sectors to click. */
public final class RoomsPanel extends DockPanel {
    private static final float CELL = 14f;

    private final ImString filter = new ImString(64);
    private int chosen = -1;

    public RoomsPanel() {
        super("Rooms", true);
    }

    @Override
    public void draw(ViewerContext context) {
        if (!ImGui.begin(title(), open()) || !context.hasLevel()) {
            ImGui.end();
            return;
        }
        var session = context.session();
        var level = session.level();
        var selected = session.selection().hasSector() ? session.selection().room() : chosen;
        ImGui.setNextItemWidth(-1);
        ImGui.inputTextWithHint("##roomFilter", "filter: number, flag (water, sky...), 'alt'", filter);
        var needle = filter.get().trim().toLowerCase(Locale.ROOT);
        if (Tables.begin("rooms", 0.5f, "#", "Flags", "Flip", "Size", "Faces", "Portals")) {
            for (int r = 0; r < level.rooms().size(); r++) {
                var room = level.rooms().get(r);
                var flagText = flags(room, level.version());
                var flip = flip(room, r, session.renderer().flips().isAlternate(r), level.version());
                if (!needle.isEmpty() && !(Integer.toString(r).equals(needle) || flagText.contains(needle)
                        || flip.contains(needle))) {
                    continue;
                }
                ImGui.tableNextRow();
                ImGui.tableSetColumnIndex(0);
                if (ImGui.selectable(Integer.toString(r), r == selected, ImGuiSelectableFlags.SpanAllColumns)) {
                    chosen = r;
                    context.actions().flyToRoom(r);
                }
                ImGui.tableSetColumnIndex(1);
                ImGui.text(flagText);
                ImGui.tableSetColumnIndex(2);
                ImGui.text(flip);
                ImGui.tableSetColumnIndex(3);
                ImGui.text(room.numXSectors() + " x " + room.numZSectors());
                ImGui.tableSetColumnIndex(4);
                ImGui.text(Integer.toString(room.quads().size() + room.triangles().size()));
                ImGui.tableSetColumnIndex(5);
                ImGui.text(Integer.toString(room.portals().size()));
            }
            ImGui.endTable();
        }
        if (selected >= 0 && selected < level.rooms().size()) {
            sectorMap(context, selected);
        } else {
            ImGui.textDisabled("Choose a room to see its sectors.");
        }
        ImGui.end();
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
            ImGui.getWindowDrawList().addRectFilled(position.x, position.y + 3, position.x + 10, position.y + 13,
                    kind.colour());
            ImGui.dummy(12, 14);
            ImGui.sameLine();
            ImGui.text(kind.name().toLowerCase(Locale.ROOT));
            ImGui.sameLine();
        }
        ImGui.newLine();
    }

    /** §3.4.6's flags in words; 0x80 means quicksand in TR3 but no lens flare in TR4/TR5. */
    static String flags(Room room, GameVersion version) {
        var words = new StringBuilder();
        var flags = room.flags();
        append(words, flags, 0x1, "water");
        append(words, flags, 0x8, "sky");
        append(words, flags, 0x20, "wind");
        append(words, flags, 0x80, version == GameVersion.TR3 ? "quicksand" : version.atLeast(GameVersion.TR4)
                ? "no-lensflare" : "0x80");
        append(words, flags, 0x100, "caustics");
        append(words, flags, 0x200, "reflection");
        append(words, flags, 0x400, "snow");
        append(words, flags, 0x800, "rain");
        append(words, flags, 0x1000, "cold");
        return words.toString();
    }

    private static void append(StringBuilder words, int flags, int bit, String word) {
        if ((flags & bit) != 0) {
            words.append(words.length() == 0 ? "" : " ").append(word);
        }
    }

    private static String flip(Room room, int index, boolean isAlternate, GameVersion version) {
        var group = version.atLeast(GameVersion.TR4) ? " (group " + room.alternateGroup() + ")" : "";
        if (room.hasAlternate()) {
            return "alt " + room.alternateRoom() + group;
        }
        return isAlternate ? "is an alternate" : "";
    }
}
