package org.tomblens.app.script.api;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tomblens.app.route.Route;

/** The viewer state of a script with no window (the command line): kept, so a script reads back what it wrote. */
public final class DetachedViewer implements ViewerLink {
    private final Map<Kind, Integer> selected = new EnumMap<>(Kind.class);
    private final Set<String> hidden = new HashSet<>();
    private boolean alternate;
    private String mode = "orbit";
    private Vector3 target = new Vector3(0, 0, 0);
    private Route route = Route.EMPTY;
    private Path routeFile;
    private final Map<Integer, Colour> triggerColours = new HashMap<>();
    private final List<ScriptableObject> placed = new ArrayList<>();

    @Override
    public int selected(Kind kind) {
        return selected.getOrDefault(kind, -1);
    }

    @Override
    public void select(Kind kind, int number) {
        selected.put(kind, number);
    }

    @Override
    public boolean visible(Kind kind, int number) {
        return !hidden.contains(kind + "/" + number);
    }

    @Override
    public void setVisible(Kind kind, int number, boolean visible) {
        if (visible) {
            hidden.remove(kind + "/" + number);
        } else {
            hidden.add(kind + "/" + number);
        }
    }

    @Override
    public Colour triggerColour(int number) {
        return triggerColours.get(number);
    }

    @Override
    public void setTriggerColour(int number, Colour colour) {
        if (colour == null) {
            triggerColours.remove(number);
        } else {
            triggerColours.put(number, colour);
        }
    }

    /** Kept, though nothing draws it. */
    @Override
    public void addScriptable(ScriptableObject scriptable) {
        if (!placed.contains(scriptable)) {
            placed.add(scriptable);
        }
    }

    @Override
    public void removeScriptable(ScriptableObject scriptable) {
        placed.remove(scriptable);
    }

    @Override
    public boolean alternateMode() {
        return alternate;
    }

    @Override
    public void setAlternateMode(boolean on) {
        alternate = on;
    }

    @Override
    public String cameraMode() {
        return mode;
    }

    @Override
    public void setCameraMode(String mode) {
        this.mode = mode;
    }

    @Override
    public Vector3 cameraTarget() {
        return target;
    }

    @Override
    public void setCameraTarget(Vector3 target) {
        this.target = target;
    }

    @Override
    public Route route() {
        return route;
    }

    @Override
    public Path routeFile() {
        return routeFile;
    }

    @Override
    public void showRoute(Route route, Path file) {
        this.route = route;
        this.routeFile = file;
    }
}
