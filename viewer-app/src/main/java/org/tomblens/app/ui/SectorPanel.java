package org.tomblens.app.ui;

import imgui.ImGui;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.session.LoadedLevel;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.floordata.TriggerAction;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;

/**
 * The selected sector: where it is, its heights and links, its FloorData raw and in words, and every
 * target a trigger names as a link that selects it.
 */
public final class SectorPanel extends DockPanel {
    public static final String TITLE = "Sector";
    private static final int[][] CORNERS = {{0, 0}, {1024, 0}, {0, 1024}, {1024, 1024}};

    public SectorPanel() {
        super(TITLE, true);
    }

    /**
     * The lines the panel shows for a sector's FloorData: the location, then one line per entry in words.
     * Shared with the event log, so what is shown and what is recorded cannot differ.
     */
    public static List<String> describe(LoadedLevel loaded, SectorPosition position) {
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
    public void draw(ViewerContext context) {
        if (!ImGui.begin(title(), open())) {
            ImGui.end();
            return;
        }
        var position = context.hasLevel() ? context.session().selectedSector() : null;
        if (position == null || position.sector(context.session().level()) == null) {
            ImGui.textDisabled("Click a floor in the view, or a sector in the Rooms panel's map.");
            ImGui.end();
            return;
        }
        var loaded = context.session().loaded();
        var level = loaded.level();
        var sector = position.sector(level);
        var room = level.rooms().get(position.room());
        ImGui.text("Room " + position.room() + ", sector (" + position.x() + ", " + position.z() + ")");
        ImGui.textDisabled("world X " + (room.x() + position.x() * 1024) + ".." + (room.x() + position.x() * 1024 + 1023)
                + ", Z " + (room.z() + position.z() * 1024) + ".." + (room.z() + position.z() * 1024 + 1023));
        if (sector.floor() == Sector.WALL_HEIGHT) {
            ImGui.text("Wall");
        } else {
            heights(loaded, position, Surface.FLOOR);
            heights(loaded, position, Surface.CEILING);
        }
        links(context, loaded, position, sector);
        ImGui.separator();
        floorData(context, loaded, sector);
        ImGui.end();
    }

    private static void heights(LoadedLevel loaded, SectorPosition position, Surface surface) {
        var corners = new StringBuilder();
        for (var corner : CORNERS) {
            corners.append(corners.length() == 0 ? "" : ", ")
                    .append(loaded.sectors().surfaceY(position, surface, corner[0], corner[1]));
        }
        ImGui.text(surface.label() + ": " + corners + "  (corners x-z-, x+z-, x-z+, x+z+)");
    }

    private static void links(ViewerContext context, LoadedLevel loaded, SectorPosition position, Sector sector) {
        if (sector.hasRoomBelow()) {
            ImGui.text("Room below: " + sector.roomBelow());
            ImGui.sameLine();
            if (ImGui.smallButton("go##below")) {
                context.actions().flyToSector(sector.roomBelow(), position.x(), position.z());
            }
        }
        if (sector.hasRoomAbove()) {
            ImGui.text("Room above: " + sector.roomAbove());
            ImGui.sameLine();
            if (ImGui.smallButton("go##above")) {
                context.actions().flyToRoom(sector.roomAbove());
            }
        }
        var box = sector.boxIndex();
        if (loaded.level().version().atLeast(GameVersion.TR3)) {
            ImGui.text("Box " + (box == 0xFFFF ? "none" : Integer.toString(box >> 4 & 0x7FF)) + ", material "
                    + (box & 0xF));
        } else {
            ImGui.text("Box " + (box == 0xFFFF ? "none" : Integer.toString(box)));
        }
    }

    private static void floorData(ViewerContext context, LoadedLevel loaded, Sector sector) {
        if (sector.floorDataIndex() == 0) {
            ImGui.textDisabled("No FloorData.");
            return;
        }
        var chain = loaded.floorData().chain(sector.floorDataIndex());
        var words = loaded.level().floorData();
        var raw = new StringBuilder();
        for (int i = chain.start(); i < Math.min(chain.end(), words.size()); i++) {
            raw.append(String.format("%04X ", words.unsigned(i)));
        }
        ImGui.textDisabled("FloorData [" + chain.start() + "]: " + raw);
        var entry = 0;
        for (var function : chain.functions()) {
            ImGui.pushID(entry++);
            ImGui.bullet();
            ImGui.textWrapped(loaded.descriptions().describe(function));
            if (function instanceof FloorFunction.Trigger trigger) {
                targets(context, loaded, trigger);
            }
            ImGui.popID();
        }
        if (!chain.ok()) {
            ImGui.textColored(1f, 0.5f, 0.3f, 1f, "Problem: " + chain.problemText());
        }
    }

    /** Each entity, camera or sink a trigger names, as a button that goes to it. */
    private static void targets(ViewerContext context, LoadedLevel loaded, FloorFunction.Trigger trigger) {
        ImGui.indent();
        if (trigger.hasReference()) {
            if (ImGui.smallButton(loaded.descriptions().entity(trigger.reference()) + "##reference")) {
                context.actions().flyToEntity(trigger.reference());
            }
            ImGui.sameLine();
            ImGui.textDisabled("(the trigger's switch, key or pickup)");
        }
        var index = 0;
        for (TriggerAction action : trigger.actions()) {
            var label = loaded.descriptions().describe(action, trigger) + "##action" + index++;
            var target = action.target();
            if (target == TargetKind.ENTITY && ImGui.smallButton(label)) {
                context.actions().flyToEntity(action.parameter());
            } else if ((target == TargetKind.CAMERA || target == TargetKind.SINK) && ImGui.smallButton(label)) {
                context.actions().flyToCamera(action.parameter());
            } else if (target != TargetKind.ENTITY && target != TargetKind.CAMERA && target != TargetKind.SINK) {
                ImGui.bulletText(label.substring(0, label.indexOf("##")));
            }
        }
        ImGui.unindent();
    }
}
