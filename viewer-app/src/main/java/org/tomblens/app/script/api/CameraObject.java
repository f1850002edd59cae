package org.tomblens.app.script.api;

import java.util.List;
import java.util.Set;

/** trview's Camera: the viewer's camera mode and the point it looks at. */
public record CameraObject(ViewerLink viewer) implements Bound {
    private static final List<String> NAMES = List.of("mode", "target");

    private static final Set<String> MODES = Set.of("free", "orbit", "axis");

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Camera";
    }

    @Override
    public Object get(String key) {
        return switch (key) {
            case "mode" -> viewer.cameraMode();
            case "target" -> viewer.cameraTarget();
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        switch (key) {
            case "mode" -> {
                var mode = value.string();
                if (!MODES.contains(mode)) {
                    throw new ScriptError("camera mode must be free, orbit or axis, not '" + mode + "'");
                }
                viewer.setCameraMode(mode);
            }
            // A Vector3, or anything with a position (an item, a trigger …), as trview takes it.
            case "target" -> {
                var bound = value.bound();
                viewer.setCameraTarget(bound != null ? (Vector3) bound.get("position") : value.vector());
            }
            default -> {
                return false;
            }
        }
        return true;
    }
}
