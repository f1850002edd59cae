package org.tomblens.app.ui.scripts;

import java.nio.file.Path;
import org.tomblens.app.route.Route;
import org.tomblens.app.script.api.Colour;
import org.tomblens.app.script.api.DetachedViewer;
import org.tomblens.app.script.api.ScriptableObject;
import org.tomblens.app.script.api.Vector3;
import org.tomblens.app.script.api.ViewerLink;
import org.tomblens.app.services.CameraService;
import org.tomblens.app.services.FlipService;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.services.NavigationService;
import org.tomblens.app.services.RouteService;
import org.tomblens.app.services.SelectionService;
import org.tomblens.app.ui.common.ViewerContext;

/**
 * What scripts change in the window, through the services the panels use: the selected item and room are the
 * window's selection, {@code alternate_mode} its flip maps, the camera its camera and moves, the route the one the
 * Route panel edits; so a script's change shows as the panel's control would show it. What a script hides is the
 * level's own visibility, which the panels' Visible check boxes show and set, and a trigger's colour the colour the
 * overlay draws it in; what it places in the level is drawn there. The selected trigger, light, camera sink and
 * static mesh, which the window does not single out, are kept beside it, as the command line keeps them.
 */
final class SessionLink implements ViewerLink {
    private final LevelService level;
    private final SelectionService selection;
    private final FlipService flips;
    private final RouteService route;
    private final NavigationService navigation;
    private final CameraService camera;
    private final DetachedViewer kept = new DetachedViewer();

    /** Links to the services of {@code context}, whose level is open. */
    SessionLink(ViewerContext context) {
        this.level = context.level();
        this.selection = context.selection();
        this.flips = context.flips();
        this.route = context.route();
        this.navigation = context.navigation();
        this.camera = context.camera();
    }

    @Override
    public int selected(Kind kind) {
        return switch (kind) {
            case ITEM -> selection.selectedEntity();
            case ROOM -> selection.selectedSector() == null ? -1 : selection.selectedSector().room();
            default -> kept.selected(kind);
        };
    }

    @Override
    public void select(Kind kind, int number) {
        switch (kind) {
            case ITEM -> selection.selectEntity(number);
            case ROOM -> selection.selectSector(number, 0, 0);
            default -> kept.select(kind, number);
        }
    }

    @Override
    public boolean visible(Kind kind, int number) {
        return level.shown(part(kind), number);
    }

    @Override
    public void setVisible(Kind kind, int number, boolean visible) {
        level.show(part(kind), number, visible);
    }

    /** The level's part a script's kind of thing is: the same names. */
    private static LevelService.Part part(Kind kind) {
        return LevelService.Part.valueOf(kind.name());
    }

    @Override
    public Colour triggerColour(int number) {
        var rgba = level.triggerColour(number);
        return rgba == null ? null : new Colour(rgba[0], rgba[1], rgba[2], rgba[3]);
    }

    /** A colour's red, green, blue and alpha, as the overlay takes them. */
    @Override
    public void setTriggerColour(int number, Colour colour) {
        level.colourTrigger(number, colour == null ? null
                : new float[] {(float) colour.r(), (float) colour.g(), (float) colour.b(), (float) colour.a()});
    }

    @Override
    public void addScriptable(ScriptableObject scriptable) {
        if (!level.placed().contains(scriptable)) {
            level.placed().add(scriptable);
        }
    }

    @Override
    public void removeScriptable(ScriptableObject scriptable) {
        level.placed().remove(scriptable);
    }

    /** Whether the level is drawn flipped: any of its flip groups on. */
    @Override
    public boolean alternateMode() {
        return flips.anyOn();
    }

    /** Turns every flip group of the level on or off, as trview's one flip switch does. */
    @Override
    public void setAlternateMode(boolean on) {
        for (int group : flips.groups()) {
            flips.set(group, on);
        }
    }

    @Override
    public String cameraMode() {
        return kept.cameraMode();
    }

    /** {@code orbit} turns the camera about its target from where it stands; the others fly it from there. */
    @Override
    public void setCameraMode(String mode) {
        kept.setCameraMode(mode);
        var target = kept.cameraTarget();
        var at = camera.position();
        if (mode.equals("orbit")) {
            navigation.orbit((float) target.x(), (float) target.y(), (float) target.z(), distanceTo(target));
        } else {
            navigation.standAt(at.x(), at.y(), at.z(), (float) target.x(), (float) target.y(), (float) target.z());
        }
    }

    @Override
    public Vector3 cameraTarget() {
        return kept.cameraTarget();
    }

    /** Looks at {@code target}: orbits it in orbit mode, else turns to it from where the camera stands. */
    @Override
    public void setCameraTarget(Vector3 target) {
        kept.setCameraTarget(target);
        setCameraMode(kept.cameraMode());
    }

    private float distanceTo(Vector3 target) {
        return camera.position().distance((float) target.x(), (float) target.y(), (float) target.z());
    }

    @Override
    public Route route() {
        return route.editor().route();
    }

    @Override
    public Path routeFile() {
        return route.editor().file();
    }

    /** Opens {@code shown} in the Route panel's editor, as opening its file there would. */
    @Override
    public void showRoute(Route shown, Path file) {
        route.editor().open(shown, file);
    }
}
