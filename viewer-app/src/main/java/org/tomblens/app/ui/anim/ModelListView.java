package org.tomblens.app.ui.anim;

import imgui.ImGui;
import imgui.type.ImString;
import java.util.List;
import java.util.Locale;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.anim.ModelRole;

/**
 * Every moveable model of the level (or library) and every static mesh type, named, with their meshes and
 * animations, filtered by text; choosing one shows it in the player.
 */
final class ModelListView {
    private final ImString filter = new ImString(64);

    /** Draws the list in {@code share} of the height left; returns the subject chosen this frame, or null. */
    Subject draw(LevelService onScreen, Subject shown, float share) {
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##modelFilter", "filter: name, type id or index", filter);
        var needle = filter.get().trim().toLowerCase(Locale.ROOT);
        var level = onScreen.level();
        var data = level.animation();
        var entries = onScreen.prepared().animation().models().entries();
        Subject chosen = null;
        if (Tables.begin("models", share, "#", "Name", "Type", "Meshes", "Animations")) {
            for (var entry : entries) {
                var m = entry.index();
                var name = onScreen.names().model(m) + role(entry.role());
                if (!matches(needle, name, entry.id(), m)) {
                    continue;
                }
                var selected = shown instanceof Subject.Model model && model.modelIndex() == m;
                if (Tables.row(List.of(m + "##model" + m, name, Long.toString(entry.id()),
                        Integer.toString(data.models().get(m).numMeshes()),
                        Integer.toString(data.animationEnd(m) - data.firstAnimation(m))), selected)) {
                    chosen = new Subject.Model(m);
                }
            }
            for (int s = 0; s < level.staticMeshes().size(); s++) {
                var name = onScreen.names().staticMesh(s);
                var id = level.staticMeshes().get(s).id();
                if (!matches(needle, name + " static", id, s)) {
                    continue;
                }
                var selected = shown instanceof Subject.Static stat && stat.staticIndex() == s;
                if (Tables.row(List.of("S" + s + "##static" + s, name, Long.toString(id), "1", "static"), selected)) {
                    chosen = new Subject.Static(s);
                }
            }
            Widgets.endTable();
        }
        return chosen;
    }

    private static String role(ModelRole role) {
        return switch (role) {
            case LARA -> " (skeleton; meshes from her skin)";
            case LARA_SKIN -> " (Lara's skin)";
            case ORDINARY -> "";
        };
    }

    private static boolean matches(String needle, String name, long id, int index) {
        return needle.isEmpty() || name.toLowerCase(Locale.ROOT).contains(needle) || Long.toString(id).equals(needle)
                || Integer.toString(index).equals(needle);
    }
}
