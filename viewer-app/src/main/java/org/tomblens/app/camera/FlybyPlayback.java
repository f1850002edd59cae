package org.tomblens.app.camera;

import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.render.view.Camera;

/**
 * A camera path playing in the view, a flyby sequence's or a cutscene's: the camera stands where the path has it at
 * the time played (whole game frames, as the game shows them), with its field of view and roll, or, when not
 * looking through it, the path plays on while the camera flies freely. It plays, pauses, is scrubbed, and at its end
 * stops there (a loop comes round again); stopping leaves the camera where it is, to fly freely from.
 */
public final class FlybyPlayback {
    private FlybyPath path;
    private double time;
    private boolean playing;
    private boolean throughCamera = true;

    /** Plays {@code path} from its start, or, when it is the one paused, from where it was. */
    public void play(FlybyPath path) {
        if (this.path == null || this.path.sequence() != path.sequence()) {
            time = 0;
        } else if (time >= path.seconds() && !path.loops()) {
            time = 0;
        }
        this.path = path;
        playing = true;
    }

    /**
     * Shows {@code path} where the one in the view stands, playing or not as it was (the same camera, looping or
     * not); or, with no path in the view, shows it paused at its start.
     */
    public void show(FlybyPath path) {
        if (this.path == null || this.path.sequence() != path.sequence()) {
            time = 0;
            playing = false;
        }
        this.path = path;
        time = Math.min(time, path.seconds());
    }

    public void pause() {
        playing = false;
    }

    /** Ends the flyby where it is; the camera keeps its place and looks there with its own lens again. */
    public void stop(Camera camera) {
        path = null;
        playing = false;
        throughCamera = true;
        ownLens(camera);
    }

    /** Looks through the path's camera, or leaves the camera to fly freely, with its own lens, while it plays. */
    public void lookThrough(boolean on, Camera camera) {
        throughCamera = on;
        if (!on) {
            ownLens(camera);
        }
    }

    /** Whether the view looks through the path's camera (while a path is in the view). */
    public boolean throughCamera() {
        return path != null && throughCamera;
    }

    private static void ownLens(Camera camera) {
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

    /** The game frame shown: whole frames from the start, 30 a second. */
    public int frame() {
        return (int) Math.floor(time * FlybyPath.FRAMES_PER_SECOND + 1e-9);
    }

    /** Plays on for {@code seconds} and, looking through it, stands the camera where the path then has it. */
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
        if (throughCamera) {
            controller.fly();
            camera.follow(path.at(time));
        }
    }
}
