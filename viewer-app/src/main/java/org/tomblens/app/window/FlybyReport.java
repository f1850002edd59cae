package org.tomblens.app.window;

import java.util.LinkedHashMap;
import java.util.List;
import org.tomblens.app.camera.FlybyPlayback;
import org.tomblens.app.report.Reports;
import org.tomblens.render.view.Camera;

/**
 * Tells the event log what the flyby playback does whenever that changes: the sequence flown (-1 for none), whether
 * it plays and, while paused, its time, with where the camera stands. Playing moves the time every frame, so a
 * flyby playing is told once, as it starts.
 */
final class FlybyReport {
    private int sequence = -1;
    private boolean playing;
    private double time;

    void report(FlybyPlayback flyby, Camera camera, Reports reports) {
        var moved = !flyby.playing() && flyby.time() != time;
        if (flyby.sequence() == sequence && flyby.playing() == playing && !moved) {
            return;
        }
        sequence = flyby.sequence();
        playing = flyby.playing();
        time = flyby.time();
        var event = new LinkedHashMap<String, Object>();
        event.put("sequence", sequence);
        event.put("playing", playing);
        event.put("time", time);
        var eye = camera.position();
        event.put("camera", List.of(eye.x, eye.y, eye.z));
        reports.tell("flyby", event);
    }
}
