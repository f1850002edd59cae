package org.tomblens.app.camera;

import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.render.view.Camera;

/**
 * A flyby sequence playing in the view: the camera stands where the sequence's path has it at the time played
 * (whole game frames, as the game shows them), with its field of view and roll. It plays, pauses, is scrubbed, and
 * at its end stops there (a loop comes round again); stopping leaves the camera where it is, to fly freely from.
 */
public final class FlybyPlayback {
    private FlybyPath path;
    private double time;
    private boolean playing;

    /** Plays {@code path} from its start, or, when it is the one paused, from where it was. */
    public void play(FlybyPath path) {
        if (this.path == null || this.path.sequence() != path.sequence()) {
            this.path = path;
            time = 0;
        } else if (time >= path.seconds() && !path.loops()) {
            time = 0;
        }
        playing = true;
    }

    public void pause() {
        playing = false;
    }

    /** Ends the flyby where it is; the camera keeps its place and looks there with its own lens again. */
    public void stop(Camera camera) {
        path = null;
        playing = false;
        camera.setHorizontalFovDegrees(0);
        camera.setRoll(0);
    }

    /** Moves to {@code seconds} from the start, within the path. */
    public void seek(double seconds) {
        if (path != null) {
            time = Math.max(0, Math.min(path.seconds(), seconds));
        }
    }

    public boolean active() {
        return path != null;
    }

    public boolean playing() {
        return playing;
    }

    /** The sequence in the view, or -1. */
    public int sequence() {
        return path == null ? -1 : path.sequence();
    }

    public double time() {
        return time;
    }

    /** The frame shown, or null when no flyby is. */
    public FlybyPath.Sample current() {
        return path == null ? null : path.at(time);
    }

    public double duration() {
        return path == null ? 0 : path.seconds();
    }

    /** Plays on for {@code seconds} and stands the camera where the path then has it. */
    public void advance(double seconds, Camera camera, CameraController controller) {
        if (path == null) {
            return;
        }
        if (playing) {
            time += seconds;
            if (time > path.seconds()) {
                if (path.loops() && path.seconds() > 0) {
                    time %= path.seconds();
                } else {
                    time = path.seconds();
                    playing = false;
                }
            }
        }
        controller.fly();
        camera.follow(path.at(time));
    }
}
