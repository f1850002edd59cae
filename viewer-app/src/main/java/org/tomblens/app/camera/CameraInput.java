package org.tomblens.app.camera;

/**
 * What the user did to the camera since the last frame, gathered from the window's events (and only
 * when Dear ImGui did not take them). Reused every frame: nothing is allocated per frame.
 */
public final class CameraInput {
    public boolean forward;
    public boolean back;
    public boolean left;
    public boolean right;
    public boolean down;
    public boolean up;
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

    /** Whether the camera is being moved: a key held, a mouse button dragging, or movement or a wheel turn unused. */
    public boolean active() {
        return forward || back || left || right || down || up || looking || orbiting || panning
                || mouseDeltaX != 0 || mouseDeltaY != 0 || wheel != 0;
    }

    /** Clears what only lasts one frame (movement deltas and the wheel); held keys stay. */
    public void endFrame() {
        mouseDeltaX = 0;
        mouseDeltaY = 0;
        wheel = 0;
    }

    /** Forgets everything, e.g. when the window loses focus. */
    public void releaseAll() {
        forward = back = left = right = down = up = fast = slow = looking = orbiting = panning = false;
        endFrame();
    }
}
