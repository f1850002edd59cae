package org.tomblens.app.ui.scripts;

import java.nio.file.Path;
import org.tomblens.app.route.Route;
import org.tomblens.app.script.api.DetachedViewer;
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
 * Route panel edits; so a script's change shows as the panel's control would show it. An item a script hides is
 * hidden from the view and from picking. The view draws every room, trigger, light, camera and static mesh of a kind
 * alike, so what a script hides of those one by one, and the selected trigger, light, camera sink and static mesh,
 * which the window does not single out, are kept beside it, as the command line keeps them.
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
        return isEntity(kind, number) ? level.entityShown(number) : kept.visible(kind, number);
    }

    @Override
    public void setVisible(Kind kind, int number, boolean visible) {
        if (isEntity(kind, number)) {
            level.showEntity(number, visible);
        } else {
            kept.setVisible(kind, number, visible);
        }
    }

    /** Whether item {@code number} is an entity the view draws: a TR4/TR5 AI object past them is drawn nowhere. */
    private boolean isEntity(Kind kind, int number) {
        return kind == Kind.ITEM && number < level.level().entities().size();
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
