package org.tomblens.app.window;

import org.joml.Vector3fc;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.services.CameraService;
import org.tomblens.render.view.Camera;

/** The view's camera as panels and scripts read and set it. */
record CameraReadout(Camera camera, CameraController controller) implements CameraService {
    @Override
    public Vector3fc position() {
        return camera.position();
    }

    @Override
    public float yaw() {
        return camera.yaw();
    }

    @Override
    public float pitch() {
        return camera.pitch();
    }

    @Override
    public float verticalFovDegrees() {
        return camera.verticalFovDegrees();
    }

    @Override
    public void setVerticalFovDegrees(float degrees) {
        camera.setVerticalFovDegrees(degrees);
    }

    @Override
    public float speed() {
        return controller.speed();
    }

    @Override
    public void setSpeed(float unitsPerSecond) {
        controller.setSpeed(unitsPerSecond);
    }
}
