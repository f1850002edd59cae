package org.tomblens.app.camera;

import java.util.Arrays;

/**
 * What the user did to the camera since the last frame, gathered from the window's events (and only
 * when Dear ImGui did not take them). Reused every frame: nothing is allocated per frame.
 */
public final class CameraInput {
    /** The keys that move the camera. */
    public enum Move { FORWARD, BACK, LEFT, RIGHT, DOWN, UP }

    /**
     * The most a key released since the last frame counts for: a deliberate tap counts whole, while a key held
     * through a long pause of the loop (a level being made ready) does not fling the camera.
     */
    private static final double LONGEST_PRESS = 0.5;

    public boolean fast;
    public boolean slow;
    /** Right mouse held: mouse movement turns the view. */
    public boolean looking;
    /** Left mouse dragged (not clicked): orbit around the target. */
    public boolean orbiting;
    /** Middle mouse dragged: pan. */
    public boolean panning;
    public double mouseDeltaX;
    public double mouseDeltaY;
    public double wheel;

    /** Whether each movement key is held, by {@link Move#ordinal()}. */
    private final boolean[] held = new boolean[Move.values().length];
    private final double[] pressedAt = new double[Move.values().length];
    /** Seconds each key was held, up to its release, since the last frame moved the camera. */
    private final double[] released = new double[Move.values().length];
    /** Up to when, on the window's clock, the frames have moved the camera: the last frame's start. */
    private double movedUntil;

    /**
     * A movement key pressed or released at {@code time} on the window's clock. A release keeps how long the key
     * was held since the last frame, so that a tap between two frames (a slow frame on a busy machine, or a window
     * woken by the press) still moves the camera as long as it was held.
     */
    public void key(Move move, boolean down, double time) {
        var i = move.ordinal();
        if (down) {
            pressedAt[i] = time;
        } else if (held[i]) {
            released[i] += Math.max(0, time - Math.max(pressedAt[i], movedUntil));
        }
        held[i] = down;
    }

    /**
     * How many seconds of this frame {@code move}'s key moves the camera for: the whole frame's {@code seconds} while
     * it is held, plus the time it was held before a release since the last frame.
     */
    public double seconds(Move move, double seconds) {
        var i = move.ordinal();
        return (held[i] ? seconds : 0) + Math.min(LONGEST_PRESS, released[i]);
    }

    /** Whether a movement key is held, or was held since the last frame. */
    public boolean moving() {
        for (int i = 0; i < held.length; i++) {
            if (held[i] || released[i] > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the camera is being moved: a key held, a mouse button dragging, or movement or a wheel turn unused. */
    public boolean active() {
        return moving() || looking || orbiting || panning || mouseDeltaX != 0 || mouseDeltaY != 0 || wheel != 0;
    }

    /**
     * Clears what only lasts one frame (movement deltas, the wheel and released keys) once the frame that started
     * at {@code frameStart} on the window's clock has moved the camera; held keys stay.
     */
    public void endFrame(double frameStart) {
        movedUntil = frameStart;
        mouseDeltaX = 0;
        mouseDeltaY = 0;
        wheel = 0;
        Arrays.fill(released, 0);
    }

    /** Forgets everything, e.g. when the window loses focus. */
    public void releaseAll() {
        Arrays.fill(held, false);
        fast = slow = looking = orbiting = panning = false;
        endFrame(movedUntil);
    }
}
