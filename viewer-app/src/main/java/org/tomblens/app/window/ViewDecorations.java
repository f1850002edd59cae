package org.tomblens.app.window;

import org.tomblens.app.session.LevelSession;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * What the interface draws over the 3D view: the labels of entities drawn as markers, the measuring tool's
 * readout, the notes and tooltips of what scripts placed in the level, and a flyby's widescreen bars.
 */
final class ViewDecorations {
    private final MarkerLabels markerLabels = new MarkerLabels();
    private final MeasureReadout measureReadout = new MeasureReadout();
    private final PlacedInView placed = new PlacedInView();

    void draw(LevelSession session, Camera camera, RenderOptions options, SceneViewport view) {
        if (options.showMarkers) {
            markerLabels.draw(session, camera, view.left(), view.top(), view.pointWidth(), view.pointHeight());
        }
        measureReadout.draw(session, view.left(), view.top());
        placed.draw(session.placed(), camera, view);
        var flyby = session.cutscene().flyby();
        WidescreenBars.draw(flyby.throughCamera() ? flyby.current() : null, view);
    }
}
