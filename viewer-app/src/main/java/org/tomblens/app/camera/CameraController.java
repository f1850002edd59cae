package org.tomblens.app.camera;

import org.joml.Vector3f;
import org.tomblens.app.camera.CameraInput.Move;
import org.tomblens.render.view.Camera;

/**
 * Moves the {@link Camera} from {@link CameraInput}: free flight (WASD, Q/E down and up, right mouse to
 * look, wheel for speed, Shift faster, Alt slower) and orbiting a target (left drag rotates, middle drag
 * pans, wheel zooms); and in the top view, WASD pan the map, the wheel zooms and the right mouse turns it.
 * Movement is scaled by the frame's duration, so it is the same at any frame rate.
 */
public final class CameraController {
    /** Radians per pixel of mouse movement. */
    private static final float TURN_RATE = 0.004f;
    private static final float WHEEL_SPEED_STEP = 1.25f;
    private static final float MIN_SPEED = 128f;
    private static final float MAX_SPEED = 65536f;
    private static final float FAST = 4f;
    private static final float SLOW = 0.25f;

    public enum Mode { FLY, ORBIT }

    private final Camera camera;
    private Mode mode = Mode.FLY;
    /** Units per second in free flight. */
    private float speed = 4096f;
    private final Vector3f target = new Vector3f();
    private float distance = 4096f;

    private final Vector3f forward = new Vector3f();
    private final Vector3f sideways = new Vector3f();
    private final Vector3f move = new Vector3f();

    public CameraController(Camera camera) {
        this.camera = camera;
    }

    public Mode mode() {
        return mode;
    }

    public float speed() {
        return speed;
    }

    public void setSpeed(float unitsPerSecond) {
        speed = Math.max(MIN_SPEED, Math.min(MAX_SPEED, unitsPerSecond));
    }

    public Vector3f target() {
        return target;
    }

    /** Flies freely from where the camera is. */
    public void fly() {
        mode = Mode.FLY;
    }

    /** Orbits {@code (x, y, z)} from the camera's current direction at the given distance. */
    public void orbit(float x, float y, float z, float atDistance) {
        mode = Mode.ORBIT;
        target.set(x, y, z);
        distance = Math.max(256f, atDistance);
        placeOnOrbit();
    }

    /** Stands the camera at (x, y, z) looking towards (lookX, lookY, lookZ), flying freely from there. */
    public void standAt(float x, float y, float z, float lookX, float lookY, float lookZ) {
        mode = Mode.FLY;
        camera.aim(x, y, z, lookX, lookY, lookZ);
    }

    /** Applies one frame of input lasting {@code seconds}. */
    public void update(CameraInput input, float seconds) {
        if (camera.topView()) {
            topUpdate(input, seconds);
        } else if (mode == Mode.ORBIT) {
            orbitUpdate(input, seconds);
        } else {
            flyUpdate(input, seconds);
        }
    }

    private void flyUpdate(CameraInput input, float seconds) {
        if (input.wheel != 0) {
            setSpeed(speed * (float) Math.pow(WHEEL_SPEED_STEP, input.wheel));
        }
        if (input.looking) {
            turn(input);
        }
        camera.forward(forward);
        camera.right(sideways);
        steer(input, true, speed, seconds);
    }

    /**
     * Moves the camera along {@link #forward} and {@link #sideways} as the keys held say (and up or down, when
     * {@code vertical}), {@code unitsPerSecond} fast.
     */
    private void steer(CameraInput input, boolean vertical, float unitsPerSecond, float seconds) {
        // Each key weighs by how long it moved the camera this frame; the step is as long as the longest of them,
        // so that two keys at once (a diagonal) go no faster than one.
        var ahead = input.seconds(Move.FORWARD, seconds) - input.seconds(Move.BACK, seconds);
        var aside = input.seconds(Move.RIGHT, seconds) - input.seconds(Move.LEFT, seconds);
        var rise = vertical ? input.seconds(Move.UP, seconds) - input.seconds(Move.DOWN, seconds) : 0;
        move.set(forward).mul((float) ahead).fma((float) aside, sideways);
        move.y -= (float) rise;    // TR's Y points down
        var longest = 0d;
        for (var key : Move.values()) {
            if (vertical || (key != Move.UP && key != Move.DOWN)) {
                longest = Math.max(longest, input.seconds(key, seconds));
            }
        }
        if (move.lengthSquared() > 0) {
            var boost = input.fast ? FAST : input.slow ? SLOW : 1f;
            move.normalize((float) (unitsPerSecond * boost * longest));
            camera.position().add(move);
        }
    }

    /** Pans over the map at a speed that keeps pace with the zoom: the picture's height in a second. */
    private void topUpdate(CameraInput input, float seconds) {
        if (input.wheel != 0) {
            camera.setTopViewHalfHeight(camera.topViewHalfHeight() * (float) Math.pow(1 / WHEEL_SPEED_STEP,
                    input.wheel));
        }
        if (input.looking) {
            camera.setYaw(camera.yaw() + (float) input.mouseDeltaX * TURN_RATE);
        }
        // Screen up is where the yaw looks, level with the floor.
        forward.set((float) Math.sin(camera.yaw()), 0, (float) Math.cos(camera.yaw()));
        camera.right(sideways);
        steer(input, false, 2 * camera.topViewHalfHeight(), seconds);
    }

    private void orbitUpdate(CameraInput input, float seconds) {
        if (input.wheel != 0) {
            distance = Math.max(256f, Math.min(200_000f, distance * (float) Math.pow(1 / WHEEL_SPEED_STEP, input.wheel)));
        }
        if (input.orbiting || input.looking) {
            turn(input);
        }
        if (input.panning) {
            camera.right(sideways);
            var scale = distance * 0.0015f;
            target.add(sideways.mul((float) -input.mouseDeltaX * scale));
            // Screen-up is world -Y for a level camera; pan along it.
            target.y += (float) -input.mouseDeltaY * scale;
        }
        if (input.moving()) {
            // Keys leave the orbit for free flight from here.
            mode = Mode.FLY;
            flyUpdate(input, seconds);
            return;
        }
        placeOnOrbit();
    }

    private void turn(CameraInput input) {
        camera.setYaw(camera.yaw() + (float) input.mouseDeltaX * TURN_RATE);
        camera.setPitch(camera.pitch() - (float) input.mouseDeltaY * TURN_RATE);
    }

    private void placeOnOrbit() {
        camera.forward(forward);
        camera.position().set(target).sub(forward.mul(distance));
    }
}
