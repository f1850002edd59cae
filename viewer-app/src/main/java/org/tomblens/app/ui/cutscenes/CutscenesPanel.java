package org.tomblens.app.ui.cutscenes;

import imgui.ImGui;
import java.util.List;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.cutscene.CutsceneOrigin;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;

/**
 * The level's cutscene (a TR1–TR3 level's cinematic frames, §9.7), played as its game plays it: Play / Pause, Stop,
 * a frame back or on, a scrub bar over its frames and Loop; the view looks through the cutscene's camera (its field
 * of view and roll, with the widescreen bars) or flies freely while it plays; the actors stand and animate as the
 * game moves them, and its soundtrack plays in step. Below: where the game measures it from and why, and its actors,
 * each a link to the entity.
 */
public final class CutscenesPanel extends DockPanel {
    public static final String TITLE = "Cutscenes";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);

    private final int[] scrub = new int[1];
    private boolean loop;
    private LevelCutscene pathsOf;
    private FlybyPath once;
    private FlybyPath looping;

    public CutscenesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var session = context.session();
        var found = session.cutscene();
        if (found.isEmpty()) {
            Widgets.textWrapped(session.level().version().atLeast(GameVersion.TR4)
                    ? "TR4 and TR5 keep their cutscenes in CUTSEQ.PAK or CUTSEQ.BIN, which TombLens does not read yet."
                    : "This level stores no cinematic frames.");
            return;
        }
        var cutscene = found.get();
        var playback = session.flyby();
        var shown = playback.sequence() == LevelCutscene.CAMERA_PATH;
        var playing = shown && playback.playing();
        var frames = cutscene.frames().size();
        Widgets.text(String.format("%s: %d frames, %.2f s", cutscene.staging().cutscene() ? "Cutscene level"
                : "In-level cinematic", frames, cutscene.seconds()));
        if (Widgets.button(playing ? "Pause" : "Play")) {
            if (playing) {
                playback.pause();
            } else {
                playback.play(path(cutscene));
            }
        }
        ImGui.sameLine();
        if (Widgets.button("Stop") && shown) {
            playback.stop(context.camera());
        }
        ImGui.sameLine();
        if (Widgets.button("< Frame")) {
            step(context, cutscene, -1);
        }
        ImGui.sameLine();
        if (Widgets.button("Frame >")) {
            step(context, cutscene, 1);
        }
        ImGui.sameLine();
        if (Widgets.checkbox("Loop", loop)) {
            loop = !loop;
            if (shown) {
                playback.show(path(cutscene));
            }
        }
        if (Widgets.checkbox("Look through its camera", !shown || playback.throughCamera())) {
            if (!shown) {
                playback.show(path(cutscene));
            }
            playback.lookThrough(!playback.throughCamera(), context.camera());
        }
        scrub[0] = shown ? Math.min(playback.frame(), frames - 1) : 0;
        ImGui.setNextItemWidth(-1);
        if (Widgets.sliderInt("##frame", scrub, 0, frames - 1)) {
            seek(context, cutscene, scrub[0]);
        }
        details(context, cutscene);
    }

    /** One frame back or on, paused there. */
    private void step(ViewerContext context, LevelCutscene cutscene, int by) {
        var playback = context.session().flyby();
        var from = playback.sequence() == LevelCutscene.CAMERA_PATH ? playback.frame() : 0;
        seek(context, cutscene, Math.max(0, Math.min(cutscene.frames().size() - 1, from + by)));
    }

    private void seek(ViewerContext context, LevelCutscene cutscene, int frame) {
        var playback = context.session().flyby();
        playback.show(path(cutscene));
        playback.pause();
        playback.seek(frame / (double) FlybyPath.FRAMES_PER_SECOND);
    }

    /** The cutscene's camera path, looping or not as the panel says, made once each. */
    private FlybyPath path(LevelCutscene cutscene) {
        if (pathsOf != cutscene) {
            pathsOf = cutscene;
            once = cutscene.cameraPath(false);
            looping = cutscene.cameraPath(true);
        }
        return loop ? looping : once;
    }

    private static void details(ViewerContext context, LevelCutscene cutscene) {
        var staging = cutscene.staging();
        var origin = staging.origin();
        Widgets.textWrapped(String.format("Measured from %d, %d, %d, turned %.2f°: %s", origin.x(), origin.y(),
                origin.z(), CutsceneOrigin.degrees(origin.angle()), origin.rule()));
        if (staging.track() != null) {
            Widgets.text("Soundtrack " + staging.track());
            context.session().soundtrack().silent().ifPresent(Widgets::textDisabled);
        }
        if (staging.flipMap()) {
            Widgets.text("The game flips the rooms first.");
        }
        var version = context.session().level().version();
        if (Tables.begin("actors", 0.5f, "Entity", "Actor", "Stands at", "Turned")) {
            for (var actor : cutscene.actors()) {
                if (Tables.row(List.of(Integer.toString(actor.entity()),
                        EntityNames.name(version, actor.slot()).orElse("type " + actor.slot()),
                        actor.x() + ", " + actor.y() + ", " + actor.z(),
                        String.format("%.1f°", CutsceneOrigin.degrees(actor.angle()))), false)) {
                    context.actions().flyToEntity(actor.entity());
                }
            }
            Widgets.endTable();
        }
    }
}
