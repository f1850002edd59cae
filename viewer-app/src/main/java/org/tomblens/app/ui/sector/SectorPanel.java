package org.tomblens.app.ui.sector;

import imgui.ImGui;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * The selected sector: where it is, its heights and links, its FloorData raw and in words, and every
 * target a trigger names as a link that selects it.
 */
public final class SectorPanel extends DockPanel {
    public static final String TITLE = "Sector";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, true, Dock.RIGHT_TOP, Dock.RIGHT_TOP)
            .broughtUpBy(Occasion.SECTOR_PICKED);
    private static final int[][] CORNERS = {{0, 0}, {1024, 0}, {0, 1024}, {1024, 1024}};

    /** The level and sector the lines below were made for. */
    private PreparedLevel shownIn;
    private SectorPosition shown;
    /** For each function of the shown sector's FloorData, its trigger's lines (none for other functions). */
    private List<List<TriggerLine>> triggerLines = List.of();

    public SectorPanel() {
        super(DESCRIPTION);
    }

    /** Without a level it says how to choose a sector, as it does with one before a sector is chosen. */
    @Override
    protected boolean needsLevel() {
        return false;
    }

    /**
     * The lines the panel shows for a sector's FloorData: the location, then one line per entry in words.
     * Shared with the event log, so what is shown and what is recorded cannot differ.
     */
    public static List<String> describe(PreparedLevel loaded, SectorPosition position) {
        var lines = new ArrayList<String>();
        var sector = position.sector(loaded.level());
        if (sector == null) {
            return lines;
        }
        lines.add("Room " + position.room() + ", sector (" + position.x() + ", " + position.z() + ")");
        if (sector.floorDataIndex() == 0) {
            lines.add("No FloorData");
            return lines;
        }
        var chain = loaded.floorData().chain(sector.floorDataIndex());
        for (var function : chain.functions()) {
            lines.add(loaded.descriptions().describe(function));
        }
        if (!chain.ok()) {
            lines.add("Problem: " + chain.problemText());
        }
        return lines;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var position = context.hasLevel() ? context.selection().selectedSector() : null;
        if (position == null || position.sector(context.level().level()) == null) {
            Widgets.textDisabled("Click a floor in the view, or a sector in the Rooms panel's map.");
            return;
        }
        show(context.level().prepared(), position);
        var loaded = context.level().prepared();
        var level = loaded.level();
        var sector = position.sector(level);
        var room = level.rooms().get(position.room());
        Widgets.text("Room " + position.room() + ", sector (" + position.x() + ", " + position.z() + ")");
        Widgets.textDisabled("world X " + (room.x() + position.x() * 1024) + ".." + (room.x() + position.x() * 1024 + 1023)
                + ", Z " + (room.z() + position.z() * 1024) + ".." + (room.z() + position.z() * 1024 + 1023));
        if (sector.floor() == Sector.WALL_HEIGHT) {
            Widgets.text("Wall");
        } else {
            heights(loaded, position, Surface.FLOOR);
            heights(loaded, position, Surface.CEILING);
        }
        links(context, loaded, position, sector);
        if (sector.floor() != Sector.WALL_HEIGHT && Widgets.smallButton("Add to route")) {
            context.route().add(context.route().newWaypoints().sector(position));
        }
        ImGui.separator();
        floorData(context, loaded, sector);
    }

    /** Makes the trigger lines of a newly shown sector. */
    private void show(PreparedLevel loaded, SectorPosition position) {
        if (loaded == shownIn && position.equals(shown)) {
            return;
        }
        shownIn = loaded;
        shown = position;
        var sector = position.sector(loaded.level());
        var functions = sector.floorDataIndex() == 0 ? List.<FloorFunction>of()
                : loaded.floorData().chain(sector.floorDataIndex()).functions();
        var lines = new ArrayList<List<TriggerLine>>();
        for (var function : functions) {
            var made = function instanceof FloorFunction.Trigger trigger ? TriggerLine.of(loaded.descriptions(), trigger)
                    : List.<TriggerLine>of();
            lines.add(made);
        }
        triggerLines = lines;
    }

    private static void heights(PreparedLevel loaded, SectorPosition position, Surface surface) {
        var corners = new StringBuilder();
        for (var corner : CORNERS) {
            corners.append(corners.length() == 0 ? "" : ", ")
                    .append(loaded.sectors().surfaceY(position, surface, corner[0], corner[1]));
        }
        Widgets.text(surface.label() + ": " + corners + "  (corners x-z-, x+z-, x-z+, x+z+)");
    }

    private static void links(ViewerContext context, PreparedLevel loaded, SectorPosition position, Sector sector) {
        if (sector.hasRoomBelow()) {
            Widgets.text("Room below: " + sector.roomBelow());
            ImGui.sameLine();
            if (Widgets.smallButton("go##below")) {
                context.navigation().flyToSector(sector.roomBelow(), position.x(), position.z());
            }
        }
        if (sector.hasRoomAbove()) {
            Widgets.text("Room above: " + sector.roomAbove());
            ImGui.sameLine();
            if (Widgets.smallButton("go##above")) {
                context.navigation().flyToRoom(sector.roomAbove());
            }
        }
        var level = loaded.level();
        var box = BoxMap.boxOf(sector, level.version());
        var material = level.version().atLeast(GameVersion.TR3) ? ", material " + (sector.boxIndex() & 0xF) : "";
        var boxes = context.visibility().boxes().boxes();
        if (box < 0 || box >= boxes.size()) {
            Widgets.text("Box " + (box < 0 ? "none" : box + " (not in the level)") + material);
            return;
        }
        var here = boxes.get(box);
        Widgets.text("Box " + box + material + ", floor " + here.floor() + (here.blocked() ? ", blocked" : "")
                + (here.blockable() ? ", blockable" : ""));
        if (here.overlaps().length > 0) {
            // Where a creature can go from here, and how far up (-) or down (+) the step is.
            var steps = new StringBuilder("Overlaps:");
            for (var other : here.overlaps()) {
                var step = boxes.get(other).floor() - here.floor();
                steps.append(' ').append(other).append(" (").append(step > 0 ? "+" : "").append(step).append(')');
            }
            Widgets.textWrapped(steps.toString());
        }
    }

    private void floorData(ViewerContext context, PreparedLevel loaded, Sector sector) {
        if (sector.floorDataIndex() == 0) {
            Widgets.textDisabled("No FloorData.");
            return;
        }
        var chain = loaded.floorData().chain(sector.floorDataIndex());
        var words = loaded.level().floorData();
        var raw = new StringBuilder();
        for (int i = chain.start(); i < Math.min(chain.end(), words.size()); i++) {
            raw.append(String.format("%04X ", words.unsigned(i)));
        }
        Widgets.textDisabled("FloorData [" + chain.start() + "]: " + raw);
        var link = 0;
        for (int entry = 0; entry < chain.functions().size(); entry++) {
            ImGui.pushID(entry);
            ImGui.bullet();
            Widgets.textWrapped(loaded.descriptions().describe(chain.functions().get(entry)));
            link = targets(context, triggerLines.get(entry), link);
            ImGui.popID();
        }
        if (!chain.ok()) {
            Widgets.textColored(1f, 0.5f, 0.3f, 1f, "Problem: " + chain.problemText());
        }
    }

    /**
     * A trigger's lines, each entity, camera, sink or flyby it names as a button that goes to it; links are
     * numbered on from {@code link}, which tells apart links of the same words. Returns the next link's number.
     */
    private int targets(ViewerContext context, List<TriggerLine> lines, int link) {
        if (lines.isEmpty()) {
            return link;
        }
        ImGui.indent();
        for (var line : lines) {
            if (!line.isLink()) {
                Widgets.bulletText(line.text());
                continue;
            }
            if (Widgets.smallButton(line.text() + "##link" + link++)) {
                line.follow(context.navigation());
            }
            if (!line.note().isEmpty()) {
                ImGui.sameLine();
                Widgets.textDisabled(line.note());
            }
        }
        ImGui.unindent();
        return link;
    }
}
