package org.tomblens.app.window;

import org.tomblens.app.report.Reports;
import org.tomblens.app.services.AudioService;
import org.tomblens.app.services.CameraService;
import org.tomblens.app.services.ExportService;
import org.tomblens.app.services.NavigationService;
import org.tomblens.app.services.PlaybackService;
import org.tomblens.app.services.VisibilityService;
import org.tomblens.app.ui.common.FrameTimes;
import org.tomblens.app.ui.common.ViewerContext;

/**
 * The services the viewer offers for the whole run, whichever level is on screen; each frame they make, with the
 * services of the level on screen, what panels see.
 */
record ViewerServices(OnScreen onScreen, NavigationService navigation, CameraService camera,
                      PlaybackService playback, ExportService exports, AudioService audio,
                      VisibilityService visibility, FrameTimes frames, Reports reports) {
    /** What panels see this frame, drawn at {@code seconds}. */
    ViewerContext context(double seconds) {
        var session = onScreen.session();
        if (session == null) {
            return new ViewerContext(null, null, null, null, null, audio, visibility, navigation, camera, playback,
                    exports, frames, seconds, reports);
        }
        return new ViewerContext(session, session.selection(), session.flips(), session.comparison(),
                session.route(), audio, visibility, navigation, camera, playback, exports, frames, seconds, reports);
    }
}
