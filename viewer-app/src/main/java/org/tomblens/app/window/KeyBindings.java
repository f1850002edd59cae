package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.*;

import java.util.function.Consumer;
import org.tomblens.app.input.WindowInput;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.go.GoToDialog;
import org.tomblens.render.view.RenderOptions;

/**
 * The viewer's keys, as the Help menu lists them: Ctrl+O open, Ctrl+Q quit, Ctrl+G go to, PgUp/PgDn (or [ and ])
 * the previous or next file, F orbit the selection, M measure, O the top view, Esc leave a flyby where it is,
 * stop measuring or clear the selection, P, L and T switch portal culling, lighting
 * and the trigger overlay, F12 a screenshot, R a waypoint on what is under the pointer, Ctrl+Z and Ctrl+Y undo and
 * redo route edits; and the animation player's keys.
 */
final class KeyBindings {
    private final LevelLoading loading;
    private final Navigator navigator;
    private final GoToDialog goTo;
    private final Screenshots screenshots;
    private final RenderOptions options;
    /** Adds a waypoint on what is under the pointer. */
    private final Consumer<LevelSession> addWaypoint;

    KeyBindings(LevelLoading loading, Navigator navigator, GoToDialog goTo, Screenshots screenshots,
                RenderOptions options, Consumer<LevelSession> addWaypoint) {
        this.loading = loading;
        this.navigator = navigator;
        this.goTo = goTo;
        this.screenshots = screenshots;
        this.options = options;
        this.addWaypoint = addWaypoint;
    }

    /** Does what each key pressed since the last frame asks; {@code session} is the level on screen, or null. */
    void handle(WindowInput input, long window, LevelSession session) {
        Integer key;
        while ((key = input.nextKey()) != null) {
            var code = key & 0xFFFF;
            var control = (key >> 16 & GLFW_MOD_CONTROL) != 0;
            if (control && code == GLFW_KEY_O) {
                loading.openWithDialog();
            } else if (control && code == GLFW_KEY_Q) {
                glfwSetWindowShouldClose(window, true);
            } else if (control && code == GLFW_KEY_G && session != null) {
                goTo.open();
            } else if (control && code == GLFW_KEY_Z && session != null) {
                session.route().editor().undo();
            } else if (control && code == GLFW_KEY_Y && session != null) {
                session.route().editor().redo();
            } else if (code == GLFW_KEY_R && session != null && !control) {
                addWaypoint.accept(session);
            } else if (code == GLFW_KEY_PAGE_DOWN || code == GLFW_KEY_RIGHT_BRACKET) {
                loading.step(1);
            } else if (code == GLFW_KEY_PAGE_UP || code == GLFW_KEY_LEFT_BRACKET) {
                loading.step(-1);
            } else if (code == GLFW_KEY_F && session != null) {
                navigator.orbitSelection(session);
            } else if (code == GLFW_KEY_ESCAPE && session != null && session.cutscene().flyby().active()) {
                navigator.leaveFlyby(session);
            } else if (code == GLFW_KEY_ESCAPE && session != null && session.measure().on()) {
                session.measure().toggle();
            } else if (code == GLFW_KEY_M && session != null) {
                session.measure().toggle();
            } else if (code == GLFW_KEY_O && session != null) {
                navigator.toggleTopView(session);
            } else if (code == GLFW_KEY_ESCAPE && session != null) {
                session.selection().clear();
                navigator.flyFreely();
            } else if (code == GLFW_KEY_P) {
                options.portalCulling = !options.portalCulling;
            } else if (code == GLFW_KEY_L) {
                options.lighting = !options.lighting;
            } else if (code == GLFW_KEY_T) {
                options.showTriggers = !options.showTriggers;
            } else if (code == GLFW_KEY_F12) {
                screenshots.want();
            } else if (session != null) {
                playerKey(session, code);
            }
        }
    }

    /** Space plays or pauses the animation player, comma and period step a frame, Home and End jump. */
    private static void playerKey(LevelSession session, int code) {
        var player = session.animation().player();
        if (!player.hasAnimations()) {
            return;
        }
        switch (code) {
            case GLFW_KEY_SPACE -> player.setPlaying(!player.isPlaying());
            case GLFW_KEY_COMMA -> player.stepBack();
            case GLFW_KEY_PERIOD -> player.stepForward(session.animation().cues());
            case GLFW_KEY_HOME -> player.toStart();
            case GLFW_KEY_END -> player.toEnd();
            default -> { }
        }
    }
}
