package org.tomblens.app.ui;

import org.tomblens.app.ViewerActions;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.session.LevelSession;
import org.tomblens.render.scene.Camera;
import org.tomblens.render.scene.RenderOptions;

/**
 * What panels see of the viewer in one frame.
 *
 * @param session the level on screen, or null while none is
 * @param frameMillis the duration of the last frame
 */
public record ViewerContext(LevelSession session, ViewerActions actions, RenderOptions options, Camera camera,
                            CameraController controller, double frameMillis) {
    public boolean hasLevel() {
        return session != null;
    }
}
