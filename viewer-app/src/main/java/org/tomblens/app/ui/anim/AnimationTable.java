package org.tomblens.app.ui.anim;

import imgui.ImGui;
import imgui.flag.ImGuiSelectableFlags;
import imgui.type.ImString;
import java.util.Locale;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.ui.ControlPlaces;
import org.tomblens.app.ui.Tables;
import org.tomblens.format.model.AnimationData;

/**
 * The shown model's animations: global index (and the model's own count from 0), frames, frame rate,
 * speed and acceleration (16.16 fixed point, shown as units per frame), next animation and frame, state
 * id; filtered by text. Choosing one puts the playhead at its start.
 */
final class AnimationTable {
    private final ImString filter = new ImString(32);

    void draw(ModelPlayer player, AnimationData data, float share, ControlPlaces places) {
        ImGui.setNextItemWidth(-1);
        ImGui.inputTextWithHint("##animationFilter", "filter: index or state (e.g. \"state 2\")", filter);
        var needle = filter.get().trim().toLowerCase(Locale.ROOT);
        var head = player.playhead();
        var model = player.subject().modelIndex();
        var first = data.firstAnimation(model);
        var end = data.animationEnd(model);
        if (!Tables.begin("animations", share, "#", "Own #", "Frames", "Rate", "Speed", "Accel", "Next", "State")) {
            return;
        }
        for (int a = first; a < end; a++) {
            var animation = data.animations().get(a);
            if (!needle.isEmpty() && !(Integer.toString(a).equals(needle) || Integer.toString(a - first).equals(needle)
                    || ("state " + animation.state()).equals(needle))) {
                continue;
            }
            ImGui.tableNextRow();
            ImGui.tableSetColumnIndex(0);
            if (ImGui.selectable(a + "##anim" + a, a == head.animation(), ImGuiSelectableFlags.SpanAllColumns)) {
                player.select(a);
            }
            if (a - first < 3) {
                places.rememberRow(AnimationPanel.FIRST_ANIMATION + a - first);
            }
            ImGui.tableSetColumnIndex(1);
            ImGui.text(Integer.toString(a - first));
            ImGui.tableSetColumnIndex(2);
            ImGui.text(Integer.toString(Math.max(0, animation.frameEnd() - animation.frameStart()) + 1));
            ImGui.tableSetColumnIndex(3);
            ImGui.text(Integer.toString(animation.frameRate()));
            ImGui.tableSetColumnIndex(4);
            ImGui.text(fixed(animation.speed()));
            ImGui.tableSetColumnIndex(5);
            ImGui.text(fixed(animation.accel()));
            ImGui.tableSetColumnIndex(6);
            ImGui.text(animation.nextAnimation() + " @ " + animation.nextFrame());
            ImGui.tableSetColumnIndex(7);
            ImGui.text(Integer.toString(animation.state()));
        }
        ImGui.endTable();
    }

    /** A 16.16 fixed-point value (§6.2.2) as a decimal. */
    static String fixed(int value) {
        return String.format(Locale.ROOT, "%.2f", value / 65536.0);
    }
}
