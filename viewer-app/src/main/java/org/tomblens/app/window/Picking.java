package org.tomblens.app.window;

import org.joml.Vector3f;
import org.tomblens.app.input.WindowInput;
import org.tomblens.app.route.NewWaypoints;
import org.tomblens.app.route.Waypoint;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.render.pick.PickResult;
import org.tomblens.render.pick.Pickable;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * What a click in the view picks, and choosing a sector or an entity however it is chosen: the panel that
 * shows it comes forward and the window tells of it. While the measuring tool is on, a click places its next point
 * on what it lands on instead; a click on what a script placed in the level calls its script.
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
        var picked = pick(session, view, x, y);
        if (session.measure().on()) {
            if (!picked.isNothing()) {
                session.measure().place(picked.point());
                report.measured(session.measure());
            }
            return;
        }
        // What a script placed is clicked where its cube stands before what the level has there.
        var placed = PlacedInView.under(session.placed(), camera, x, y, view.width(), view.height(),
                picked.isNothing() ? Float.MAX_VALUE : picked.point().distance(camera.position()));
        if (placed != null) {
            placed.click();
            report.clickedPlaced(session.placed().indexOf(placed));
            return;
        }
        switch (picked.hit().kind()) {
            case ENTITY -> selectEntity(session, picked.hit().index());
            case ROOM, STATIC_MESH, SPRITE -> {
                if (picked.sectorX() >= 0) {
                    selectSector(session, picked.room(), picked.sectorX(), picked.sectorZ());
                }
            }
            case NOTHING -> session.selection().clear();
        }
    }

    /**
     * Adds a waypoint to the route on what is under the pointer: the entity, else the trigger of the sector under
     * the point, else the face, with its normal from the points a few pixels beside it. Nothing under it adds none.
     */
    void addWaypoint(WindowInput input, LevelSession session, SceneViewport view) {
        var pointer = input.pointer();
        var x = view.toViewX(pointer[0]);
        var y = view.toViewY(pointer[1]);
        var picked = pick(session, view, x, y);
        Waypoint waypoint;
        if (picked.hit().kind() == Pickable.Kind.ENTITY) {
            waypoint = session.route().newWaypoints().entity(picked.hit().index());
        } else if (picked.room() >= 0) {
            var sector = new SectorPosition(picked.room(), picked.sectorX(), picked.sectorZ());
            var onLevel = session.route().onLevel();
            var point = picked.point();
            waypoint = picked.sectorX() >= 0 && onLevel.triggerSectors().contains(sector)
                    ? session.route().newWaypoints().sector(sector)
                    : NewWaypoints.face(point.x, point.y, point.z, picked.room(), normal(session, view, x, y, point));
        } else {
            return;
        }
        session.route().editor().add(waypoint);
        panels.bringUp(Occasion.WAYPOINT_ADDED);
    }

    /** The normal of the face at {@code point}, from two more picks beside it, turned toward the camera. */
    private float[] normal(LevelSession session, SceneViewport view, int x, int y, Vector3f point) {
        var right = pick(session, view, x + 3, y).point();
        var below = pick(session, view, x, y + 3).point();
        var normal = new Vector3f(right).sub(point).cross(new Vector3f(below).sub(point));
        if (normal.lengthSquared() < 1e-6f) {
            return new float[] {0, -1, 0};
        }
        normal.normalize();
        if (normal.dot(new Vector3f(camera.position()).sub(point)) < 0) {
            normal.negate();
        }
        return new float[] {normal.x, normal.y, normal.z};
    }

    private PickResult pick(LevelSession session, SceneViewport view, int x, int y) {
        return session.scene().renderer().pick(camera, view.width(), view.height(), x, y, options);
    }

    void selectSector(LevelSession session, int room, int x, int z) {
        session.selection().selectSector(room, x, z);
        panels.bringUp(Occasion.SECTOR_PICKED);
        report.selectedSector(room, x, z,
                SectorPanel.describe(session.prepared(), session.selection().selectedSector()));
    }

    void selectEntity(LevelSession session, int entity) {
        session.selection().selectEntity(entity);
        panels.bringUp(Occasion.ENTITY_PICKED);
        report.selectedEntity(entity);
    }
}
