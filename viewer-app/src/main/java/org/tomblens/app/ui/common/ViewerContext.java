package org.tomblens.app.ui.common;

import org.tomblens.app.report.Reports;
import org.tomblens.app.services.AudioService;
import org.tomblens.app.services.CameraService;
import org.tomblens.app.services.ComparisonService;
import org.tomblens.app.services.ExportService;
import org.tomblens.app.services.FlipService;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.services.NavigationService;
import org.tomblens.app.services.PlaybackService;
import org.tomblens.app.services.RouteService;
import org.tomblens.app.services.SelectionService;
import org.tomblens.app.services.VisibilityService;

/**
 * What panels see of the viewer in one frame: the services they ask for what they show and do. The services of
 * the level ({@code level}, {@code selection}, {@code flips}, {@code comparison}, {@code route}) are null while no
 * level is open; the others always answer.
 *
 * @param playback the animation player, flybys and cutscenes; its players are the level's, so ask only with a level
 * @param frames how long the last frames took
 * @param seconds the time this frame's view was drawn at: what else is drawn this frame animates by it too, so
 *                that the level's animated textures show one step
 * @param reports where panels tell what they show and do, for scripts and tests
 */
public record ViewerContext(LevelService level, SelectionService selection, FlipService flips,
                            ComparisonService comparison, RouteService route, AudioService audio,
                            VisibilityService visibility, NavigationService navigation, CameraService camera,
                            PlaybackService playback, ExportService exports, FrameTimes frames, double seconds,
                            Reports reports) {
    public boolean hasLevel() {
        return level != null;
    }
}
