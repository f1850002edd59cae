package org.tomblens.app.ui.common;

import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.report.Reports;
import org.tomblens.app.session.LevelSession;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * What panels see of the viewer in one frame.
 *
 * @param session the level on screen, or null while none is
 * @param frames how long the last frames took
 * @param seconds the time this frame's view was drawn at: what else is drawn this frame animates by it too, so
 *                that the level's animated textures show one step
 * @param audio the viewer's one audio player (silent without a device); the level's sounds are on it
 * @param reports where panels tell what they show and do, for scripts and tests
 */
public record ViewerContext(LevelSession session, ViewerActions actions, RenderOptions options, Camera camera,
                            CameraController controller, FrameTimes frames, double seconds, AudioPlayer audio,
                            Reports reports) {
    public boolean hasLevel() {
        return session != null;
    }
}
