package org.tomblens.app.ui.scripts;

import java.nio.file.Path;
import org.tomblens.app.route.Route;
import org.tomblens.app.script.ScriptThread;
import org.tomblens.app.script.api.Colour;
import org.tomblens.app.script.api.ScriptableObject;
import org.tomblens.app.script.api.Vector3;
import org.tomblens.app.script.api.ViewerLink;

/**
 * A {@link ViewerLink} for a script running on a {@link ScriptThread}: each call reaches the window's link on the
 * window's thread, where the services it goes through live, while the script waits for the answer.
 */
record WindowThreadLink(ViewerLink window, ScriptThread thread) implements ViewerLink {
    @Override
    public int selected(Kind kind) {
        return thread.onWindowThread(() -> window.selected(kind));
    }

    @Override
    public void select(Kind kind, int number) {
        thread.onWindowThread(() -> window.select(kind, number));
    }

    @Override
    public boolean visible(Kind kind, int number) {
        return thread.onWindowThread(() -> window.visible(kind, number));
    }

    @Override
    public void setVisible(Kind kind, int number, boolean visible) {
        thread.onWindowThread(() -> window.setVisible(kind, number, visible));
    }

    @Override
    public Colour triggerColour(int number) {
        return thread.onWindowThread(() -> window.triggerColour(number));
    }

    @Override
    public void setTriggerColour(int number, Colour colour) {
        thread.onWindowThread(() -> window.setTriggerColour(number, colour));
    }

    @Override
    public void addScriptable(ScriptableObject scriptable) {
        thread.onWindowThread(() -> window.addScriptable(scriptable));
    }

    @Override
    public void removeScriptable(ScriptableObject scriptable) {
        thread.onWindowThread(() -> window.removeScriptable(scriptable));
    }

    @Override
    public boolean alternateMode() {
        return thread.onWindowThread(window::alternateMode);
    }

    @Override
    public void setAlternateMode(boolean on) {
        thread.onWindowThread(() -> window.setAlternateMode(on));
    }

    @Override
    public String cameraMode() {
        return thread.onWindowThread(window::cameraMode);
    }

    @Override
    public void setCameraMode(String mode) {
        thread.onWindowThread(() -> window.setCameraMode(mode));
    }

    @Override
    public Vector3 cameraTarget() {
        return thread.onWindowThread(window::cameraTarget);
    }

    @Override
    public void setCameraTarget(Vector3 target) {
        thread.onWindowThread(() -> window.setCameraTarget(target));
    }

    @Override
    public Route route() {
        return thread.onWindowThread(window::route);
    }

    @Override
    public Path routeFile() {
        return thread.onWindowThread(window::routeFile);
    }

    @Override
    public void showRoute(Route route, Path file) {
        thread.onWindowThread(() -> window.showRoute(route, file));
    }
}
