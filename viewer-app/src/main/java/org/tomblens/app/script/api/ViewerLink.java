package org.tomblens.app.script.api;

import java.nio.file.Path;
import org.tomblens.app.route.Route;

/**
 * What a script may change in the viewer: the selection, what is shown and how triggers look, what it placed in the
 * level, the flip maps, the camera, the route. The window wires
 * these to its own state; the command line, which shows nothing, keeps them in a {@link DetachedViewer}. Kept this
 * small so the window's side is a few lines over whatever holds its selection and view.
 */
public interface ViewerLink {
    /** The kinds of things a script can select or hide, as trview's {@code visible} and {@code selected_*} name them. */
    enum Kind { ROOM, ITEM, TRIGGER, LIGHT, CAMERA_SINK, STATIC_MESH }

    /** The selected thing of {@code kind}'s number in its level's list, or -1 for none. */
    int selected(Kind kind);

    void select(Kind kind, int number);

    boolean visible(Kind kind, int number);

    void setVisible(Kind kind, int number, boolean visible);

    /**
     * Writes {@code key} of thing {@code number} of {@code kind} when it is {@code visible}, the one property trview
     * lets a script write on most of its objects; false for any other.
     */
    default boolean writeVisible(Kind kind, int number, String key, Args.Value value) {
        if (!key.equals("visible")) {
            return false;
        }
        setVisible(kind, number, value.bool());
        return true;
    }

    /** The colour trigger {@code number} is drawn in ({@code trigger.colour}), or null for the default. */
    Colour triggerColour(int number);

    /** Draws trigger {@code number} in {@code colour}, or with null in the default colour again. */
    void setTriggerColour(int number, Colour colour);

    /** Places {@code scriptable} in the level ({@code level:add_scriptable}); once, however often it is added. */
    void addScriptable(ScriptableObject scriptable);

    /** Takes {@code scriptable} out of the level ({@code level:remove_scriptable}). */
    void removeScriptable(ScriptableObject scriptable);

    /** Whether the flip maps are on (trview's {@code alternate_mode}). */
    boolean alternateMode();

    void setAlternateMode(boolean on);

    /** trview's camera mode: {@code free}, {@code orbit} or {@code axis}. */
    String cameraMode();

    void setCameraMode(String mode);

    Vector3 cameraTarget();

    void setCameraTarget(Vector3 target);

    /** The route the viewer shows ({@code trview.route}); the same object until it changes. */
    Route route();

    /** The file {@link #route()} was read from or written to, or null. */
    Path routeFile();

    /** Shows {@code route} (from {@code file}, or null) as the viewer's route: {@code trview.route = r}. */
    void showRoute(Route route, Path file);
}
