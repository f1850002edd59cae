package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.flag.ImGuiSelectableFlags;
import imgui.type.ImString;
import java.util.Locale;
import org.tomblens.app.anim.Subject;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;

/**
 * Every entity: index, type name, room, position, angle and flags, filtered by text or type; the chosen
 * one's details, and the triggers that act on it as links.
 */
public final class EntitiesPanel extends DockPanel {
    public static final String TITLE = "Entities";

    private final ImString filter = new ImString(64);
    private final ImString typeFilter = new ImString(16);

    public EntitiesPanel() {
        super(TITLE, true);
    }

    static String typeName(GameVersion version, int type) {
        return EntityNames.name(version, type).orElse("type " + type);
    }

    @Override
    public void draw(ViewerContext context) {
        if (!ImGui.begin(title(), open()) || !context.hasLevel()) {
            ImGui.end();
            return;
        }
        var session = context.session();
        var level = session.level();
        ImGui.setNextItemWidth(ImGui.getContentRegionAvailX() * 0.65f);
        ImGui.inputTextWithHint("##entityFilter", "filter: name, index or room", filter);
        ImGui.sameLine();
        ImGui.setNextItemWidth(-1);
        ImGui.inputTextWithHint("##typeFilter", "type id", typeFilter);
        var needle = filter.get().trim().toLowerCase(Locale.ROOT);
        var typeWanted = parse(typeFilter.get());
        var selected = session.selection().entity();
        if (Tables.begin("entities", 0.6f, "#", "Type", "Room", "Position", "Angle", "Flags")) {
            for (int e = 0; e < level.entities().size(); e++) {
                var entity = level.entities().get(e);
                var name = typeName(level.version(), entity.type());
                if (typeWanted != null && entity.type() != typeWanted) {
                    continue;
                }
                if (!needle.isEmpty() && !(name.toLowerCase(Locale.ROOT).contains(needle)
                        || Integer.toString(e).equals(needle) || ("room " + entity.room()).equals(needle))) {
                    continue;
                }
                ImGui.tableNextRow();
                ImGui.tableSetColumnIndex(0);
                if (ImGui.selectable(Integer.toString(e), e == selected, ImGuiSelectableFlags.SpanAllColumns)) {
                    context.actions().flyToEntity(e);
                }
                ImGui.tableSetColumnIndex(1);
                ImGui.text(name + " (" + entity.type() + ")");
                ImGui.tableSetColumnIndex(2);
                ImGui.text(Integer.toString(entity.room()));
                ImGui.tableSetColumnIndex(3);
                ImGui.text(entity.x() + ", " + entity.y() + ", " + entity.z());
                ImGui.tableSetColumnIndex(4);
                ImGui.text(String.format("%.0f°", degrees(entity)));
                ImGui.tableSetColumnIndex(5);
                ImGui.text(flags(entity, level.version()));
            }
            ImGui.endTable();
        }
        if (selected >= 0 && selected < level.entities().size()) {
            details(context, selected);
        } else {
            ImGui.textDisabled("Choose an entity, or click one in the view.");
        }
        ImGui.end();
    }

    private static void details(ViewerContext context, int index) {
        var loaded = context.session().loaded();
        var level = loaded.level();
        var entity = level.entities().get(index);
        ImGui.separator();
        ImGui.text(loaded.descriptions().entity(index) + " in room " + entity.room());
        ImGui.text("Position " + entity.x() + ", " + entity.y() + ", " + entity.z() + "; angle "
                + String.format("%.1f°", degrees(entity)));
        if (level.version().isChunked()) {
            ImGui.text("OCB " + entity.intensity2OrOcb() + ", light " + entity.intensity1());
        } else {
            ImGui.text("Light " + entity.intensity1() + (level.version() == GameVersion.TR1 ? "" : ", " + entity.intensity2OrOcb()));
        }
        ImGui.text("Flags: " + flags(entity, level.version()));
        if (context.session().loaded().animation().models().byId(entity.type()) != null
                && ImGui.smallButton("Animate in place")) {
            context.actions().play(new Subject.InPlace(index, -1));
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

    /** §5.5.3: 16384 is a quarter turn; shown clockwise from +Z as the level editors do. */
    static double degrees(Entity entity) {
        return entity.angle() / 16384.0 * 90.0;
    }

    /** Activation mask bits (as the editors show them, bit 1 first), invisible, clear body. */
    static String flags(Entity entity, GameVersion version) {
        var mask = entity.activationMask();
        var text = new StringBuilder("mask ");
        for (int bit = 0; bit < 5; bit++) {
            text.append((mask >> bit & 1) == 1 ? '1' : '0');
        }
        if (entity.invisible()) {
            text.append(", invisible");
        }
        if (entity.clearBody() && !version.isChunked()) {
            text.append(", clear body");
        }
        return text.toString();
    }

    private static Integer parse(String text) {
        try {
            return text.isBlank() ? null : Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
