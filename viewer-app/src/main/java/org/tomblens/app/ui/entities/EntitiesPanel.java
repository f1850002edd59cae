package org.tomblens.app.ui.entities;

import imgui.ImGui;
import imgui.type.ImString;
import java.util.List;
import java.util.Map;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.ShownRows;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
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

    private static final int FILTER = 0;
    private static final int TYPE_FILTER = 1;
    private static final int FIRST_ENTITY = 2;

    private final ImString filter = new ImString(64);
    private final ImString typeFilter = new ImString(16);
    private PreparedLevel listed;
    private ShownRows<EntityRow> rows;
    /** The rows the filters let through this frame. */
    private List<EntityRow> shown = List.of();

    public EntitiesPanel() {
        super(TITLE, true, List.of("filter", "typeFilter", "firstEntity"));
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var session = context.session();
        if (session.loaded() != listed) {
            listed = session.loaded();
            rows = new ShownRows<>(EntityRow.of(listed.level(), listed.script().items()));
        }
        ImGui.setNextItemWidth(ImGui.getContentRegionAvailX() * 0.65f);
        ImGui.inputTextWithHint("##entityFilter", "filter: name, index or room", filter);
        places().remember(FILTER);
        ImGui.sameLine();
        ImGui.setNextItemWidth(-1);
        ImGui.inputTextWithHint("##typeFilter", "type id", typeFilter);
        places().remember(TYPE_FILTER);
        shown = rows.shown(EntityRow.Filter.of(filter.get(), typeFilter.get()));
        var selected = session.selection().entity();
        if (Tables.begin("entities", 0.6f, EntityRow.COLUMNS)) {
            for (var row : shown) {
                var place = row == shown.get(0) ? FIRST_ENTITY : -1;
                if (Tables.row(row.cells(), row.index() == selected, places(), place)) {
                    context.actions().flyToEntity(row.index());
                }
            }
            ImGui.endTable();
        }
        if (selected >= 0 && selected < session.level().entities().size()) {
            details(context, selected);
        } else {
            ImGui.textDisabled("Choose an entity, or click one in the view.");
        }
    }

    /** How many entities the level has, and the rows listed (each as its cells). */
    @Override
    protected Map<String, Object> facts(ViewerContext context) {
        return Map.of("entities", rows.all().size(), "rows", shown.stream().map(EntityRow::cells).toList());
    }

    private static void details(ViewerContext context, int index) {
        var loaded = context.session().loaded();
        var level = loaded.level();
        var entity = level.entities().get(index);
        ImGui.separator();
        ImGui.text(loaded.descriptions().entity(index) + " in room " + entity.room());
        ImGui.text("Position " + entity.x() + ", " + entity.y() + ", " + entity.z() + "; angle "
                + String.format("%.1f°", EntityRow.degrees(entity)));
        if (level.version().isChunked()) {
            ImGui.text("OCB " + entity.intensity2OrOcb() + ", light " + entity.intensity1());
        } else {
            ImGui.text("Light " + entity.intensity1() + (level.version() == GameVersion.TR1 ? "" : ", " + entity.intensity2OrOcb()));
        }
        ImGui.text("Flags: " + EntityRow.flags(entity, level.version()));
        if (context.session().loaded().animation().models().byId(entity.type()) != null) {
            if (ImGui.smallButton("Animate in place")) {
                context.actions().play(new Subject.InPlace(index, -1));
            }
            ImGui.sameLine();
            if (ImGui.smallButton("Where can it go?")) {
                CreatureReach.show(context, index);
            }
        }
        var triggers = loaded.triggers().actingOn(TargetKind.ENTITY, index);
        ImGui.text("Triggered by " + triggers.size() + (triggers.size() == 1 ? " trigger" : " triggers") + ":");
        var row = 0;
        for (var reference : triggers) {
            var sector = reference.sector();
            var label = "room " + sector.room() + " (" + sector.x() + ", " + sector.z() + "): "
                    + loaded.descriptions().describe(reference.trigger()) + "##trigger" + row++;
            if (ImGui.selectable(label)) {
                context.actions().flyToSector(sector.room(), sector.x(), sector.z());
            }
        }
        var driven = loaded.triggers().drivenBy(index);
        if (!driven.isEmpty()) {
            ImGui.text("The switch, key or pickup of " + driven.size() + (driven.size() == 1 ? " trigger:" : " triggers:"));
            for (var placed : driven) {
                var sector = placed.sector();
                if (ImGui.selectable("room " + sector.room() + " (" + sector.x() + ", " + sector.z() + ")##driven" + row++)) {
                    context.actions().flyToSector(sector.room(), sector.x(), sector.z());
                }
            }
        }
    }
}
