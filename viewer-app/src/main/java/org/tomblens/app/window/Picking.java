package org.tomblens.app.window;

import org.tomblens.app.input.WindowInput;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * What a click in the view picks, and choosing a sector or an entity however it is chosen: the panel that
 * shows it comes forward and the window tells of it. While the measuring tool is on, a click places its next point
 * on what it lands on instead.
 */
final class Picking {
    private final Camera camera;
    private final RenderOptions options;
    private final Panels panels;
    private final WindowReport report;

    Picking(Camera camera, RenderOptions options, Panels panels, WindowReport report) {
        this.camera = camera;
        this.options = options;
        this.panels = panels;
        this.report = report;
    }

    /** Selects what the click since the last frame (if there was one) landed on in the view. */
    void click(WindowInput input, LevelSession session, SceneViewport view) {
        var click = input.takeClick();
        if (click == null) {
            return;
        }
        var x = view.toViewX(click[0]);
        var y = view.toViewY(click[1]);
        var picked = session.renderer().pick(camera, view.width(), view.height(), x, y, options);
        if (session.measure().on()) {
            if (!picked.isNothing()) {
                session.measure().place(picked.point());
                report.measured(session.measure());
            }
            return;
        }
        switch (picked.hit().kind()) {
            case ENTITY -> selectEntity(session, picked.hit().index());
            case ROOM, STATIC_MESH, SPRITE -> {
                if (picked.sectorX() >= 0) {
                    selectSector(session, picked.room(), picked.sectorX(), picked.sectorZ());
                }
            }
            case NOTHING -> session.clearSelection();
        }
    }

    void selectSector(LevelSession session, int room, int x, int z) {
        session.selectSector(room, x, z);
        panels.bringForward(SectorPanel.TITLE);
        report.selectedSector(room, x, z, SectorPanel.describe(session.loaded(), session.selectedSector()));
    }

    void selectEntity(LevelSession session, int entity) {
        session.selectEntity(entity);
        panels.bringForward(EntitiesPanel.TITLE);
        report.selectedEntity(entity);
    }
}
