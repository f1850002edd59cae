package org.tomblens.app.window;

import java.util.Comparator;
import org.joml.Vector3f;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.session.LevelSession;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.geometry.LevelExtent;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.Level;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.SectorCentre;

/**
 * Takes the camera where it is asked to go: to a level's starting view, into a room, round an entity or
 * over a sector (selecting it), to a fixed or flyby camera; and round whatever is selected.
 */
final class Navigator {
    /** How far above an entity's origin, at its feet, the camera aims: about its middle. */
    private static final int ENTITY_MIDDLE = 512;
    /** How far from an entity the camera orbits when flown to it; F (orbit the selection) comes closer. */
    private static final float ENTITY_DISTANCE = 2560;
    private static final float SELECTED_ENTITY_DISTANCE = 2048;
    private static final float SECTOR_DISTANCE = 3072;

    /** How far above the level's highest room the top view looks down from. */
    private static final int TOP_VIEW_HEIGHT = 2048;

    private final Camera camera;
    private final CameraController controller;
    /** Where the camera was when the top view began, to go back to. */
    private final Vector3f beforeTopView = new Vector3f();
    private float yawBeforeTopView;
    private float pitchBeforeTopView;
    private final Picking picking;
    private final WindowReport report;

    Navigator(Camera camera, CameraController controller, Picking picking, WindowReport report) {
        this.camera = camera;
        this.controller = controller;
        this.picking = picking;
        this.report = report;
    }

    /**
     * Stands the camera where a newly opened level is first seen: at {@code placement} (x, y, z, yaw and pitch
     * in degrees) when given, else at the level's starting view.
     */
    void start(RoomFinder rooms, float[] placement) {
        if (placement != null) {
            camera.place(placement[0], placement[1], placement[2], (float) Math.toRadians(placement[3]),
                    (float) Math.toRadians(placement[4])).inRoom(-1);
        } else {
            DefaultView.start(rooms, camera);
        }
        controller.fly();
    }

    void flyToRoom(LevelSession session, int room) {
        if (room >= 0 && room < session.level().rooms().size()) {
            var flips = session.flips();
            DefaultView.room(session.prepared().rooms(), flips::active, flips.active(room), camera);
            controller.fly();
            report.flown("room", room);
        }
    }

    void flyToEntity(LevelSession session, int entity) {
        if (entity < 0 || entity >= session.level().entities().size()) {
            return;
        }
        picking.selectEntity(session, entity);
        orbitEntity(session.level(), entity, ENTITY_DISTANCE);
    }

    void flyToSector(LevelSession session, int room, int x, int z) {
        if (new SectorPosition(room, x, z).sector(session.level()) == null) {
            return;
        }
        picking.selectSector(session, room, x, z);
        orbitSector(session.level(), room, x, z);
    }

    void flyToCamera(LevelSession session, int index) {
        if (index < 0 || index >= session.level().cameras().size()) {
            return;
        }
        var fixed = session.level().cameras().get(index);
        camera.position().set(fixed.x(), fixed.y(), fixed.z());
        camera.inRoom(fixed.room());
        controller.fly();
        report.flown("camera", index);
    }

    void flyToFlyby(LevelSession session, int sequence) {
        // §9.6: a sequence plays from its camera of lowest index; dx, dy, dz is the point it looks at.
        session.level().flybyCameras().stream().filter(flyby -> flyby.sequence() == sequence)
                .min(Comparator.comparingInt(FlybyCamera::index)).ifPresent(first -> {
                    controller.standAt(first.x(), first.y(), first.z(), first.dx(), first.dy(), first.dz());
                    camera.inRoom((int) first.room());
                    report.flown("flyby", sequence);
                });
    }

    /**
     * Switches to a top view (looking straight down without perspective over where the camera is, from above the
     * level's highest room) or back to where the camera was before it.
     */
    void toggleTopView(LevelSession session) {
        if (camera.topView()) {
            camera.setTopView(false);
            camera.place(beforeTopView.x, beforeTopView.y, beforeTopView.z, yawBeforeTopView, pitchBeforeTopView)
                    .inRoom(-1);
        } else {
            beforeTopView.set(camera.position());
            yawBeforeTopView = camera.yaw();
            pitchBeforeTopView = camera.pitch();
            camera.position().y = LevelExtent.of(session.level()).top() - TOP_VIEW_HEIGHT;
            camera.inRoom(-1);
            camera.setTopView(true);
        }
        controller.fly();
        report.flown(camera.topView() ? "topView" : "perspective", -1);
    }

    /** Ends the flyby playing, the camera where it is, to fly freely from there. */
    void leaveFlyby(LevelSession session) {
        var sequence = session.cutscene().flyby().sequence();
        session.cutscene().flyby().stop(camera);
        controller.fly();
        report.flown("flybyLeft", sequence);
    }

    /** Orbits what is selected: the entity, or the sector's centre. */
    void orbitSelection(LevelSession session) {
        var selection = session.selection().selection();
        if (selection.hasEntity()) {
            orbitEntity(session.level(), selection.entity(), SELECTED_ENTITY_DISTANCE);
        } else if (selection.hasSector()) {
            orbitSector(session.level(), selection.room(), selection.sectorX(), selection.sectorZ());
        }
    }

    /** Leaves any orbit for free flight from where the camera is. */
    void flyFreely() {
        controller.fly();
    }

    private void orbitEntity(Level level, int index, float distance) {
        var entity = level.entities().get(index);
        // The orbit starts from the entity's room, the room the camera most likely stands in too.
        camera.inRoom(entity.room());
        controller.orbit(entity.x(), entity.y() - ENTITY_MIDDLE, entity.z(), distance);
    }

    /** Orbits the middle of a sector's floor. */
    private void orbitSector(Level level, int room, int x, int z) {
        var r = level.rooms().get(room);
        camera.inRoom(room);
        controller.orbit(SectorCentre.x(r, x), r.sector(x, z).floorY(), SectorCentre.z(r, z), SECTOR_DISTANCE);
    }
}
