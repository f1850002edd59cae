package org.tomblens.render.view;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.tomblens.format.flyby.FlybyPath;

/**
 * A camera in TR world space (units of 1024 per sector, Y pointing down). Yaw turns about the vertical
 * axis (0 looks along +Z, positive turns towards +X); pitch looks up when positive.
 *
 * <p>TR's axes (X right, Y down, Z forward as seen by an upright viewer) form a right-handed frame, so
 * the view is an ordinary look-at with "up" = -Y and no mirroring.
 */
public final class Camera {
    private static final Vector3f UP = new Vector3f(0, -1, 0);

    private final Vector3f position = new Vector3f();
    private float yaw;
    private float pitch;
    private float verticalFovDegrees = 70f;
    /** A field of view across the picture that wins over the vertical one, as a game camera keeps it; 0: none. */
    private float horizontalFovDegrees;
    /** Turn about the line of sight, clockwise as seen from behind the camera. */
    private float roll;
    /** Looking straight down without perspective, as on a map: the picture spans {@link #topViewHalfHeight} up. */
    private boolean topView;
    private float topViewHalfHeight = 8192f;
    private float near = 16f;
    private float far = 200_000f;
    /** The room the camera was last found in, or placed in; -1 when not known. */
    private int room = -1;

    private final Matrix4f view = new Matrix4f();
    private final Matrix4f projection = new Matrix4f();
    private final Matrix4f viewProjection = new Matrix4f();
    private final Vector3f scratch = new Vector3f();

    public Vector3f position() {
        return position;
    }

    public Camera place(float x, float y, float z, float yawRadians, float pitchRadians) {
        position.set(x, y, z);
        yaw = yawRadians;
        pitch = clampPitch(pitchRadians);
        return this;
    }

    /** Stands at (x, y, z) looking towards (lookX, lookY, lookZ); looking at itself, it keeps its direction. */
    public Camera aim(float x, float y, float z, float lookX, float lookY, float lookZ) {
        position.set(x, y, z);
        var dx = lookX - x;
        var dy = lookY - y;
        var dz = lookZ - z;
        var length = (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (length > 0) {
            // forward()'s inverse: yaw from +Z towards +X, pitch up (TR's Y points down).
            yaw = (float) Math.atan2(dx, dz);
            pitch = clampPitch((float) Math.asin(-dy / length));
        }
        return this;
    }

    /** Sees what a flyby's camera sees at one of its frames: its place, target, field of view (across) and roll. */
    public Camera follow(FlybyPath.Sample sample) {
        return look(sample.position(), sample.target(), sample.fov() / FlybyPath.STORED_PER_DEGREE,
                sample.roll() / FlybyPath.STORED_PER_DEGREE);
    }

    /** Sees from {@code eye} towards {@code target}, {@code fovDegrees} across, turned by {@code rollDegrees}. */
    public Camera look(FlybyPath.Point eye, FlybyPath.Point target, double fovDegrees, double rollDegrees) {
        aim((float) eye.x(), (float) eye.y(), (float) eye.z(), (float) target.x(), (float) target.y(),
                (float) target.z());
        setHorizontalFovDegrees((float) fovDegrees);
        setRoll((float) Math.toRadians(rollDegrees));
        return this;
    }

    /**
     * The room the camera is in as far as it is known: the room it was placed in (a view of a room, an entity's
     * room when flying to it), then, each frame, the room the renderer finds it in by following it from there.
     * Two rooms may share a place (a train and its track, flip maps): this says which one the camera is in.
     */
    public int room() {
        return room;
    }

    /** Says which room the camera is in (-1: not known; the renderer then finds the room that holds it). */
    public Camera inRoom(int room) {
        this.room = room;
        return this;
    }

    public float yaw() {
        return yaw;
    }

    public float pitch() {
        return pitch;
    }

    public void setYaw(float yawRadians) {
        yaw = yawRadians;
    }

    public void setPitch(float pitchRadians) {
        pitch = clampPitch(pitchRadians);
    }

    public float verticalFovDegrees() {
        return verticalFovDegrees;
    }

    public void setVerticalFovDegrees(float degrees) {
        verticalFovDegrees = Math.max(10f, Math.min(150f, degrees));
    }

    /**
     * Gives the view a field of view across the picture, as TR4's and TR5's cameras have (§9.6 FOV), whatever the
     * picture's shape; 0 goes back to the vertical one.
     */
    public void setHorizontalFovDegrees(float degrees) {
        horizontalFovDegrees = degrees <= 0 ? 0 : Math.max(10f, Math.min(170f, degrees));
    }

    /** Turns the picture about the line of sight (a flyby camera's roll); 0 keeps it level. */
    public void setRoll(float radians) {
        roll = radians;
    }

    public float roll() {
        return roll;
    }

    /**
     * Looks straight down without perspective (an orthographic top view, screen up along the yaw), or back at the
     * yaw and pitch it had.
     */
    public void setTopView(boolean on) {
        topView = on;
    }

    public boolean topView() {
        return topView;
    }

    /** How far the top view reaches from the middle of the picture to its top, in world units. */
    public void setTopViewHalfHeight(float units) {
        topViewHalfHeight = Math.max(256f, Math.min(200_000f, units));
    }

    public float topViewHalfHeight() {
        return topViewHalfHeight;
    }

    public float near() {
        return near;
    }

    /** The unit vector the camera looks along, into {@code out}. */
    public Vector3f forward(Vector3f out) {
        if (topView) {
            return out.set(0, 1, 0);
        }
        var cosPitch = (float) Math.cos(pitch);
        return out.set((float) Math.sin(yaw) * cosPitch, -(float) Math.sin(pitch), (float) Math.cos(yaw) * cosPitch);
    }

    /** The unit vector to the camera's right, level with the floor, into {@code out}. */
    public Vector3f right(Vector3f out) {
        return out.set((float) Math.cos(yaw), 0, -(float) Math.sin(yaw));
    }

    /**
     * The unit vector pointing down the screen, into {@code out}: forward x right, as TR's axes are
     * right-handed.
     */
    public Vector3f down(Vector3f out) {
        return forward(out).cross(right(scratch)).normalize();
    }

    /** Recomputes the matrices for a viewport of this aspect ratio (width / height). */
    public Camera update(float aspect) {
        forward(scratch).add(position);
        if (topView) {
            // Straight down, the picture's up is where the yaw looks.
            view.setLookAt(position.x, position.y, position.z, scratch.x, scratch.y, scratch.z, (float) Math.sin(yaw),
                    0, (float) Math.cos(yaw));
            projection.setOrtho(-topViewHalfHeight * aspect, topViewHalfHeight * aspect, -topViewHalfHeight,
                    topViewHalfHeight, near, far);
            projection.mul(view, viewProjection);
            return this;
        }
        view.setLookAt(position, scratch, UP);
        if (roll != 0) {
            view.rotateLocalZ(-roll);
        }
        var vertical = horizontalFovDegrees > 0
                ? 2 * Math.atan(Math.tan(Math.toRadians(horizontalFovDegrees) / 2) / aspect)
                : Math.toRadians(verticalFovDegrees);
        projection.setPerspective((float) vertical, aspect, near, far);
        projection.mul(view, viewProjection);
        return this;
    }

    public Matrix4f view() {
        return view;
    }

    public Matrix4f projection() {
        return projection;
    }

    public Matrix4f viewProjection() {
        return viewProjection;
    }

    private static float clampPitch(float pitch) {
        var limit = (float) Math.toRadians(89);
        return Math.max(-limit, Math.min(limit, pitch));
    }
}
