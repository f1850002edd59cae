package org.tomblens.app.services;

import org.joml.Vector3fc;

/**
 * The view's camera as it stands (scripting's {@code trview.camera}, its state): where, which way, how wide, how
 * fast.
 */
public interface CameraService {
    /** Where the eye is, in world units. */
    Vector3fc position();

    /** Turned about the vertical, in radians. */
    float yaw();

    /** Tilted up or down, in radians. */
    float pitch();

    /** The vertical field of view, in degrees. */
    float verticalFovDegrees();

    void setVerticalFovDegrees(float degrees);

    /** How fast the camera flies, in world units a second. */
    float speed();

    void setSpeed(float unitsPerSecond);
}
