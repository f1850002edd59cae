package org.tomblens.app.ui.entities;

import imgui.ImGui;
import imgui.type.ImString;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.MadeAside;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ShownRows;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * Every entity: index, type name, room, position, angle and flags, filtered by text or type; the chosen
 * one's details, and the triggers that act on it as links. What it lists and where its controls are go to
 * the event log.
 */
public final class EntitiesPanel extends DockPanel {
    public static final String TITLE = "Entities";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, true, Dock.LEFT_BOTTOM, Dock.RIGHT_TOP)
            .broughtUpBy(Occasion.ENTITY_PICKED);

    private final ImString filter = new ImString(64);
    private final ImString typeFilter = new ImString(16);
    /** The rows of the level's entities, named and formatted aside (a retail level's took 10–17 ms). */
    private final MadeAside<PreparedLevel, ShownRows<EntityRow>> madeRows = new MadeAside<>(
            level -> new ShownRows<>(EntityRow.of(level.level(), level.script().items())));

    public EntitiesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var prepared = context.level().prepared();
        var rows = madeRows.get(prepared);
        if (rows == null) {
            Widgets.textDisabled("Listing the level's entities...");
            return;
        }
        ImGui.setNextItemWidth(ImGui.getContentRegionAvailX() * 0.65f);
        Widgets.inputTextWithHint("##entityFilter", "filter: name, index or room", filter);
        ImGui.sameLine();
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##typeFilter", "type id", typeFilter);
        var shown = rows.shown(EntityRow.Filter.of(filter.get(), typeFilter.get()));
        var selected = context.selection().selectedEntity();
        if (Tables.begin("entities", 0.6f, EntityRow.COLUMNS)) {
            for (var row : shown) {
                var index = row.index();
                if (Tables.row(row.cells(), index == selected, !context.level().shown(LevelService.Part.ITEM, index),
                        hidden -> context.level().show(LevelService.Part.ITEM, index, !hidden))) {
                    context.navigation().flyToEntity(row.index());
                }
            }
            Widgets.endTable();
        }
        if (selected >= 0 && selected < prepared.level().entities().size()) {
            details(context, selected);
        } else {
            Widgets.textDisabled("Choose an entity, or click one in the view.");
        }
    }

    private static void details(ViewerContext context, int index) {
        var loaded = context.level().prepared();
        var level = loaded.level();
        var entity = level.entities().get(index);
        ImGui.separator();
        Widgets.text(loaded.descriptions().entity(index) + " in room " + entity.room());
        Widgets.text("Position " + entity.x() + ", " + entity.y() + ", " + entity.z() + "; angle "
                + String.format("%.1f°", EntityRow.degrees(entity)));
        if (level.version().isChunked()) {
            Widgets.text("OCB " + entity.intensity2OrOcb() + ", light " + entity.intensity1());
        } else {
            Widgets.text("Light " + entity.intensity1() + (level.version() == GameVersion.TR1 ? "" : ", " + entity.intensity2OrOcb()));
        }
        Widgets.text("Flags: " + EntityRow.flags(entity, level.version()));
        if (Widgets.smallButton("Add to route")) {
            context.route().add(context.route().newWaypoints().entity(index));
        }
        if (context.level().prepared().animation().models().byId(entity.type()) != null) {
            if (Widgets.smallButton("Animate in place")) {
                context.playback().play(new Subject.InPlace(index, -1));
            }
            ImGui.sameLine();
            if (Widgets.smallButton("Where can it go?")) {
                CreatureReach.show(context, index);
            }
        }
        var triggers = loaded.triggers().actingOn(TargetKind.ENTITY, index);
        Widgets.text("Triggered by " + triggers.size() + (triggers.size() == 1 ? " trigger" : " triggers") + ":");
        var row = 0;
        for (var reference : triggers) {
            var sector = reference.sector();
            var label = "room " + sector.room() + " (" + sector.x() + ", " + sector.z() + "): "
                    + loaded.descriptions().describe(reference.trigger()) + "##trigger" + row++;
            if (Widgets.selectable(label)) {
                context.navigation().flyToSector(sector.room(), sector.x(), sector.z());
            }
        }
        var driven = loaded.triggers().drivenBy(index);
        if (!driven.isEmpty()) {
            Widgets.text("The switch, key or pickup of " + driven.size() + (driven.size() == 1 ? " trigger:" : " triggers:"));
            for (var placed : driven) {
                var sector = placed.sector();
                if (Widgets.selectable("room " + sector.room() + " (" + sector.x() + ", " + sector.z() + ")##driven" + row++)) {
                    context.navigation().flyToSector(sector.room(), sector.x(), sector.z());
                }
            }
        }
    }
}
