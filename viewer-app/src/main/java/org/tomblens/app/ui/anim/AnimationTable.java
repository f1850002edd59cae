package org.tomblens.app.ui.anim;

import imgui.ImGui;
import imgui.type.ImString;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tomblens.app.anim.ModelNames;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.model.AnimationData;

/**
 * The shown model's animations: global index (and the model's own count from 0), the name the file gives it
 * (a WAD2 library names its animations), frames, frame rate, speed and acceleration (16.16 fixed point, shown as
 * units per frame), next animation and frame, state id; filtered by text. Choosing one puts the playhead at its
 * start.
 */
final class AnimationTable {
    private final ImString filter = new ImString(32);

    void draw(ModelPlayer player, AnimationData data, ModelNames names, float share) {
        ImGui.setNextItemWidth(-1);
        var hint = names.namesAnimations() ? "filter: index, state (e.g. \"state 2\") or name"
                : "filter: index or state (e.g. \"state 2\")";
        Widgets.inputTextWithHint("##animationFilter", hint, filter);
        var needle = filter.get().trim().toLowerCase(Locale.ROOT);
        var head = player.playhead();
        var model = player.subject().modelIndex();
        var first = data.firstAnimation(model);
        var end = data.animationEnd(model);
        var named = names.namesAnimations();
        var headers = named ? new String[] {"#", "Own #", "Name", "Frames", "Rate", "Speed", "Accel", "Next", "State"}
                : new String[] {"#", "Own #", "Frames", "Rate", "Speed", "Accel", "Next", "State"};
        if (!Tables.begin("animations", share, headers)) {
            return;
        }
        for (int a = first; a < end; a++) {
            var animation = data.animations().get(a);
            var own = a - first;
            var name = names.animation(a);
            if (!needle.isEmpty() && !(Integer.toString(a).equals(needle) || Integer.toString(own).equals(needle)
                    || ("state " + animation.state()).equals(needle)
                    || named && name.toLowerCase(Locale.ROOT).contains(needle))) {
                continue;
            }
            var cells = new ArrayList<>(List.of(a + "##anim" + a, Integer.toString(own),
                    Integer.toString(Math.max(0, animation.frameEnd() - animation.frameStart()) + 1),
                    Integer.toString(animation.frameRate()), fixed(animation.speed()), fixed(animation.accel()),
                    animation.nextAnimation() + " @ " + animation.nextFrame(), Integer.toString(animation.state())));
            if (named) {
                cells.add(2, name);
            }
            if (Tables.row(cells, a == head.animation())) {
                player.select(a);
            }
        }
        Widgets.endTable();
    }

    /** A 16.16 fixed-point value (§6.2.2) as a decimal. */
    static String fixed(int value) {
        return String.format(Locale.ROOT, "%.2f", value / 65536.0);
    }
}
