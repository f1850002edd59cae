package org.tomblens.app.anim;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tomblens.app.report.Reports;

/**
 * Tells the event log what the animation player shows whenever that changes: the subject, the animation,
 * whether it plays, and — while paused, since playing moves it every frame — the frame.
 */
public final class PlayerReport {
    private Subject subject;
    private int animation = -2;
    private boolean playing;
    private int frame = -1;
    private float fraction = -1;

    public void report(ModelPlayer player, Reports reports) {
        var head = player.playhead();
        var nowAnimation = head == null ? -1 : head.animation();
        var nowFrame = head == null ? -1 : head.frame();
        var nowFraction = head == null ? 0 : head.fraction();
        var moved = !player.isPlaying() && (nowFrame != frame || nowFraction != fraction);
        if (player.subject().equals(subject) && nowAnimation == animation && player.isPlaying() == playing && !moved) {
            return;
        }
        subject = player.subject();
        animation = nowAnimation;
        playing = player.isPlaying();
        frame = nowFrame;
        fraction = nowFraction;
        reports.tell("player", facts(player));
    }

    /** The player's state as the event tells it. */
    static Map<String, Object> facts(ModelPlayer player) {
        var event = new LinkedHashMap<String, Object>();
        event.put("subject", player.subject().toString());
        var head = player.playhead();
        if (head != null) {
            event.put("animation", head.animation());
            event.put("frame", head.frame());
            event.put("fraction", head.fraction());
            event.put("playing", player.isPlaying());
            event.put("firstFrame", head.firstFrame());
            event.put("lastFrame", head.lastFrame());
        }
        return event;
    }
}
