package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.glfwSetWindowTitle;

import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.app.services.NavigationService;
import org.tomblens.app.services.PlaybackService;
import org.tomblens.app.session.LevelSession;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.Camera;

/**
 * Puts a loaded level on screen in place of the one there (the first as the run started), and a comparison
 * beside it once one is made: uploads it, lays the panels out for its kind of file, and starts the camera and
 * the player where they should be.
 */
final class LevelShow {
    /** What the window's other parts are to a level put on screen. */
    record Parts(OnScreen onScreen, Camera camera, Navigator navigator, PanelLayout layout, Panels panels,
                 RouteView routes, LevelLoading loading, WindowSettings settings, ErrorDialog errors,
                 WindowReport report, StartupTimes startup) {}

    private final Parts parts;
    private final AudioPlayer audio;
    private final PlaybackService playback;
    private final NavigationService navigation;
    private final long window;
    /** When the first level's upload ended ({@link System#nanoTime()}), or 0 before it has. */
    private long uploaded;
    /** The level put on screen in the frame being drawn, told once that frame is swapped; else null. */
    private LevelSession shownInThisFrame;

    LevelShow(Parts parts, AudioPlayer audio, PlaybackService playback, NavigationService navigation, long window) {
        this.parts = parts;
        this.audio = audio;
        this.playback = playback;
        this.navigation = navigation;
        this.window = window;
    }

    /** When the first level's upload ended ({@link System#nanoTime()}), or 0 before it has. */
    long uploaded() {
        return uploaded;
    }

    /** Uploads {@code loaded} and shows it; {@code first} is how the run started for its first level, else null. */
    void show(PreparedLevel loaded, ViewerApp.Start first) {
        var began = System.nanoTime();
        var next = new LevelSession(loaded, audio);
        // Its first frame draws the rooms straight into the frame's target: keeping them offscreen to copy in costs a
        // copy more (whose first use Mesa's software renderer also compiles shaders for) in the frame the user waits for.
        next.scene().renderer().keepStillRooms(false);
        if (uploaded == 0) {
            parts.startup().ended("upload", began);
            uploaded = System.nanoTime();
        }
        var last = parts.onScreen().session();
        if (last != null) {
            next.audio().setPlaySources(last.audio().playsSources());
            last.cutscene().flyby().stop(parts.camera());
        }
        parts.onScreen().replace(next);
        if (last != null) {
            audio.stopTrack();   // the soundtrack was the last level's
        }
        // A new level starts in perspective, wherever the last one was looked at from.
        parts.camera().setTopView(false);
        parts.navigator().start(loaded.rooms(), first == null ? null : first.camera());
        var kind = loaded.level().rooms().isEmpty() ? FileKind.LIBRARY : FileKind.LEVEL;
        parts.layout().shown(kind);
        if (kind == FileKind.LIBRARY) {
            showLibrary(next);
        }
        if (first != null && (first.model() != null || first.entity() != null)) {
            playAtStart(next, first);
        }
        if (first != null && first.compareWith() != null) {
            parts.loading().compareWith(first.compareWith(), loaded);
        }
        if (loaded.path() != null) {
            parts.settings().opened(loaded.path());
        }
        // The title bar names the level as its game's script does, where one was found.
        var title = loaded.script().title();
        glfwSetWindowTitle(window, (title == null ? "" : title + " - ") + loaded.displayName() + " - TombLens");
        if (last != null) {
            NativeHeap.levelLeft();
        }
        shownInThisFrame = next;
    }

    /**
     * A frame was swapped onto the screen: the level put on screen while it was drawn is told as loaded now, when
     * it can be seen, not as it was uploaded (its first frame takes a while more), its next frames keep their rooms to
     * copy in while only entities move, and the parts of it only panels and overlays read are made in the background.
     */
    void swapped() {
        if (shownInThisFrame != null) {
            shownInThisFrame.scene().renderer().keepStillRooms(true);
            parts.report().loaded(shownInThisFrame.prepared());
            parts.loading().prepareRest(shownInThisFrame.prepared());
            // Its remembered route, from the next frame on: finding the route's file (named by a digest of the level's
            // path, whose first use loads Java's security providers) took 14 ms of the way to the first frame.
            parts.routes().opened(shownInThisFrame);
            shownInThisFrame = null;
        }
    }

    /** Shows a comparison of the level on screen, unless another level came on screen while it was made. */
    void compare(LevelLoading.Compared compared) {
        var session = parts.onScreen().session();
        if (session != null && session.prepared() == compared.a()) {
            session.compareWith(new LevelSession(compared.b(), audio), compared.diff());
            parts.panels().bringUp(Occasion.COMPARED);
            parts.report().compared(compared.b(), compared.diff());
        }
    }

    /** A file without rooms (a library): its first movable (Lara, where there is one) in the player. */
    private void showLibrary(LevelSession session) {
        var models = session.prepared().animation().models();
        var lara = models.byId(ModelList.LARA);
        if (lara != null) {
            playback.play(new Subject.Model(lara.index()));
        } else if (!models.entries().isEmpty()) {
            playback.play(new Subject.Model(models.entries().get(0).index()));
        } else if (!session.level().staticMeshes().isEmpty()) {
            playback.play(new Subject.Static(0));
        }
    }

    /** The model or entity the run was started on, in the player. */
    private void playAtStart(LevelSession session, ViewerApp.Start run) {
        if (run.entity() != null) {
            if (run.entity() >= 0 && run.entity() < session.level().entities().size()) {
                navigation.flyToEntity(run.entity());
                playback.play(new Subject.InPlace(run.entity(), -1));
            } else {
                parts.errors().show("The level has no entity #" + run.entity() + ".");
            }
        } else {
            var entry = session.prepared().animation().models().byId(run.model());
            if (entry != null) {
                playback.play(new Subject.Model(entry.index()));
            } else {
                parts.errors().show("The level has no model of type " + run.model() + ".");
            }
        }
    }
}
