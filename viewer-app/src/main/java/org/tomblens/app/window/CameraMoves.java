package org.tomblens.app.window;

import java.util.function.Consumer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.services.NavigationService;
import org.tomblens.app.session.LevelSession;
import org.tomblens.render.view.Camera;

/**
 * The camera's moves as panels and scripts ask for them, in the level the view shows (level B when a comparison
 * shows it); nothing while there is none. A flyby playing ends first, where it is: the camera goes where it was
 * asked to instead.
 */
final class CameraMoves implements NavigationService {
    private final OnScreen onScreen;
    private final Navigator navigator;
    private final Camera camera;
    private final CameraController controller;

    CameraMoves(OnScreen onScreen, Navigator navigator, Camera camera, CameraController controller) {
        this.onScreen = onScreen;
        this.navigator = navigator;
        this.camera = camera;
        this.controller = controller;
    }

    @Override
    public void flyToRoom(int room) {
        withLevel(level -> navigator.flyToRoom(level, room));
    }

    @Override
    public void flyToEntity(int entity) {
        withLevel(level -> navigator.flyToEntity(level, entity));
    }

    @Override
    public void flyToSector(int room, int x, int z) {
        withLevel(level -> navigator.flyToSector(level, room, x, z));
    }

    @Override
    public void flyToCamera(int index) {
        withLevel(level -> navigator.flyToCamera(level, index));
    }

    @Override
    public void flyToFlyby(int sequence) {
        withLevel(level -> navigator.flyToFlyby(level, sequence));
    }

    @Override
    public void standAt(float x, float y, float z, float lookX, float lookY, float lookZ) {
        controller.standAt(x, y, z, lookX, lookY, lookZ);
    }

    @Override
    public void orbit(float x, float y, float z, float distance) {
        controller.orbit(x, y, z, distance);
    }

    private void withLevel(Consumer<LevelSession> action) {
        var session = onScreen.session();
        if (session != null) {
            session.cutscene().flyby().stop(camera);
            action.accept(session.drawn());
        }
    }
}
