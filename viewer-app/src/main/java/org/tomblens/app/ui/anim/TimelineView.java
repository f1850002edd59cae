package org.tomblens.app.ui.anim;

import static org.tomblens.app.ui.common.Colours.abgr;
import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import org.tomblens.app.anim.CommandWords;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.anim.AnimCommand;
import org.tomblens.format.anim.AnimationTimeline;
import org.tomblens.format.model.GameVersion;

/**
 * The current animation's frames as a track to scrub (drag on it), its keyframes as tall ticks, under it a
 * band per state change showing the frames from which it can switch (its dispatches' ranges), and the
 * commands as markers at their frames; hovering a band or a marker explains it.
 */
final class TimelineView {
    private static final int TRACK_COLOUR = abgr(0x2A, 0x2E, 0x35);
    private static final int TICK = abgr(0x70, 0x78, 0x84);
    private static final int KEYFRAME = abgr(0xD8, 0xDE, 0xE8);
    private static final int PLAYHEAD = abgr(0xFF, 0x50, 0x40);
    private static final int LABEL = abgr(0xC0, 0xC6, 0xD0);
    private static final int[] BANDS = {abgr(0x3C, 0x8C, 0xD8), abgr(0x4C, 0xB0, 0x6C), abgr(0xC8, 0x8C, 0x30),
            abgr(0xA0, 0x5C, 0xC8), abgr(0x30, 0xA8, 0xA8), abgr(0xC0, 0x50, 0x70)};
    private static final int SOUND = abgr(0x40, 0xC8, 0xFF);
    private static final int EFFECT = abgr(0xFF, 0xB8, 0x30);
    private static final int END_COMMAND = abgr(0xF0, 0x60, 0x60);

    private TimelineView() {}

    /** The scrubbing track's height. */
    private static float track() {
        return em(1.9f);
    }

    /** A band's or a marker's row height: a line of text. */
    private static float row() {
        return em(0.95f);
    }

    /** The space left and right of the track. */
    private static float margin() {
        return em(0.55f);
    }

    /** Draws the timeline of {@code player}'s animation across the width left; returns true while scrubbing. */
    static boolean draw(ModelPlayer player, GameVersion version) {
        var head = player.playhead();
        var timeline = head.timeline();
        var first = head.firstFrame();
        var last = head.lastFrame();
        var left = ImGui.getCursorScreenPosX() + margin();
        var top = ImGui.getCursorScreenPosY();
        var width = Math.max(em(3), ImGui.getContentRegionAvailX() - 2 * margin());
        var rows = timeline.stateChanges().size();
        var height = track() + rows * row() + row() + 4;
        var scale = new Scale(left, width, first, last);

        Widgets.invisibleButton("##timeline", width + 2 * margin(), track());
        // The track's span from its first frame to its last, inside the margins that also take a press.
        Widgets.area("frames", scale.x(first), top, scale.x(last), top + track());
        var scrubbing = ImGui.isItemActive();
        if (scrubbing) {
            player.scrub(scale.frameAt(ImGui.getMousePosX()));
        } else if (ImGui.isItemHovered()) {
            Widgets.setTooltip("Frame " + Math.round(scale.frameAt(ImGui.getMousePosX())) + ": drag to scrub");
        }
        ImGui.dummy(width, height - track());

        var draw = ImGui.getWindowDrawList();
        draw.addRectFilled(left, top, left + width, top + track(), TRACK_COLOUR);
        var pixelsPerFrame = width / Math.max(1, last - first);
        if (pixelsPerFrame >= 3) {
            for (int frame = first; frame <= last; frame++) {
                var x = scale.x(frame);
                draw.addLine(x, top + track() - row() * 0.4f, x, top + track(), TICK);
            }
        }
        var rate = Math.max(1, timeline.frameRate());
        for (int frame = first; frame <= last; frame += rate) {
            keyframeTick(draw, scale.x(frame), top);
        }
        keyframeTick(draw, scale.x(last), top);
        draw.addText(left + 3, top + 1, LABEL, Integer.toString(first));
        var lastLabel = Integer.toString(last);
        draw.addText(left + width - ImGui.calcTextSizeX(lastLabel) - 3, top + 1, LABEL, lastLabel);
        var at = scale.x(head.frame() + head.fraction());
        draw.addLine(at, top, at, top + height, PLAYHEAD, 2);

        stateChanges(draw, timeline, scale, top + track() + 2);
        commands(draw, timeline, scale, top + track() + 2 + rows * row(), version);
        return scrubbing;
    }

    private static void keyframeTick(imgui.ImDrawList draw, float x, float top) {
        draw.addLine(x, top + track() - row(), x, top + track(), KEYFRAME, 1.5f);
    }

    /** One row per state change, a band over each dispatch's frames within the animation. */
    private static void stateChanges(imgui.ImDrawList draw, AnimationTimeline timeline, Scale scale, float top) {
        for (int r = 0; r < timeline.stateChanges().size(); r++) {
            var rule = timeline.stateChanges().get(r);
            var y = top + r * row();
            for (var dispatch : rule.dispatches()) {
                var low = Math.max(dispatch.low(), scale.first);
                var high = Math.min(dispatch.high(), scale.last);
                if (low > high) {
                    continue;
                }
                var x0 = scale.x(low) - 1;
                var x1 = Math.max(x0 + 3, scale.x(high) + 1);
                draw.addRectFilled(x0, y + 1, x1, y + row() - 1, BANDS[r % BANDS.length]);
                var label = "to " + rule.targetState();
                if (x1 - x0 > ImGui.calcTextSizeX(label) + 4) {
                    draw.addText(x0 + 2, y, LABEL, label);
                }
                if (ImGui.isMouseHoveringRect(x0, y, x1, y + row())) {
                    Widgets.setTooltip("State change to state " + rule.targetState() + ": from frames " + dispatch.low()
                            + "–" + dispatch.high() + " it continues as animation " + dispatch.nextAnimation()
                            + " at frame " + dispatch.nextFrame());
                }
            }
        }
    }

    /** A marker per command at its frame: sounds as blue, effects as amber, end-of-animation commands as red. */
    private static void commands(imgui.ImDrawList draw, AnimationTimeline timeline, Scale scale, float top,
                                 GameVersion version) {
        for (var command : timeline.commands()) {
            var frame = Math.max(scale.first, Math.min(scale.last, command.frame()));
            var x = scale.x(frame);
            var colour = command instanceof AnimCommand.PlaySound ? SOUND
                    : command instanceof AnimCommand.FlipEffect || command instanceof AnimCommand.Footstep ? EFFECT
                    : END_COMMAND;
            draw.addTriangleFilled(x, top + 1, x - row() * 0.35f, top + row() - 1, x + row() * 0.35f, top + row() - 1, colour);
            if (ImGui.isMouseHoveringRect(x - row() * 0.43f, top, x + row() * 0.43f, top + row())) {
                Widgets.setTooltip(CommandWords.kind(command) + ". " + CommandWords.describe(command, version));
            }
        }
    }

    /** Frames to pixels and back across the track. */
    private record Scale(float left, float width, int first, int last) {
        float x(double frame) {
            return left + (float) ((frame - first) / Math.max(1, last - first)) * width;
        }

        double frameAt(float x) {
            return first + (x - left) / width * Math.max(1, last - first);
        }
    }
}
