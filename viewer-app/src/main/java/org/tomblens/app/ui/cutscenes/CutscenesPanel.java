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
import org.tomblens.format.cutscene.PackedCast;
import org.tomblens.format.cutscene.PackedCutscene;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * The level's cutscene (a TR1–TR3 level's cinematic frames, §9.7, or one of a TR4/TR5 level's pack), played as its
 * game plays it: Play / Pause, Stop, a frame back or on, a scrub bar over its frames and Loop; the view looks through
 * the cutscene's camera (its field of view and roll, with the widescreen bars) or flies freely while it plays; the
 * actors stand and animate as the game moves them, and its soundtrack plays in step. Below: where the game measures
 * it from and why, and its actors, each a link to the entity it moves.
 */
public final class CutscenesPanel extends DockPanel {
    public static final String TITLE = "Cutscenes";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);

    private final int[] scrub = new int[1];
    private boolean loop;
    /** The level cutscene whose paths are made, or null for a pack's. */
    private LevelCutscene pathsOf;
    private FlybyPath once;
    private FlybyPath looping;
    /** The pack's cutscene chosen, or 0, and its actors; why it cannot be played, or null. */
    private int chosenNumber;
    private PackedCast chosenCast;
    private String problem;
    /** The level all this is of. */
    private PreparedLevel shownFor;

    public CutscenesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        if (context.level().prepared() != shownFor) {
            shownFor = context.level().prepared();
            pathsOf = null;
            once = null;
            looping = null;
            chosenNumber = 0;
            chosenCast = null;
            problem = null;
        }
        if (context.level().level().version().atLeast(GameVersion.TR4)) {
            pack(context);
            return;
        }
        var found = context.playback().cutscene();
        if (found.isEmpty()) {
            Widgets.textWrapped("This level stores no cinematic frames.");
            return;
        }
        var cutscene = found.get();
        Widgets.text(String.format("%s: %d frames, %.2f s", cutscene.staging().cutscene() ? "Cutscene level"
                : "In-level cinematic", cutscene.frames().size(), cutscene.seconds()));
        if (pathsOf != cutscene) {
            pathsOf = cutscene;
            once = cutscene.cameraPath(false);
            looping = cutscene.cameraPath(true);
        }
        controls(context);
        if (Widgets.button("Export to glTF…")) {
            context.exports().exportCutscene(1);
        }
        details(context, cutscene);
    }

    /** A TR4/TR5 level's pack: its cutscenes, those the level plays first; the chosen one plays with its actors. */
    private void pack(ViewerContext context) {
        var near = context.level().prepared().cutscenePack();
        if (near.pack() == null) {
            Widgets.textWrapped("No cutscene pack: " + near.problem());
            return;
        }
        Widgets.textWrapped(near.pack().cutscenes().size() + " cutscenes in " + near.file().orElseThrow()
                + (near.played().isEmpty() ? "; the level plays none" : "; the level plays " + near.played()));
        if (Tables.begin("pack", 0.4f, "#", "Frames", "Origin", "Soundtrack", "Actors")) {
            for (var played : List.of(true, false)) {
                for (var each : near.pack().cutscenes()) {
                    if (near.played().contains(each.number()) != played) {
                        continue;
                    }
                    if (Tables.row(List.of(each.number() + (played ? " (played)" : ""), Integer.toString(each.frames()),
                            each.x() + ", " + each.y() + ", " + each.z(), each.track() < 0 ? "none"
                                    : Integer.toString(each.track()), Integer.toString(each.actors().size())),
                            chosenNumber == each.number())) {
                        choose(context, each);
                    }
                }
            }
            Widgets.endTable();
        }
        if (problem != null) {
            Widgets.textWrapped(problem);
        }
        if (once != null && chosenNumber > 0) {
            Widgets.text("Cutscene " + chosenNumber);
            controls(context);
            if (Widgets.button("Export to glTF…")) {
                context.exports().exportCutscene(chosenNumber);
            }
            castTable(context, chosenCast);
        }
    }

    /** Decodes a pack's cutscene for playing, or says why it cannot be. */
    private void choose(ViewerContext context, PackedCutscene cutscene) {
        chosenNumber = cutscene.number();
        pathsOf = null;
        try {
            var decoded = cutscene.decode();
            var level = context.level();
            chosenCast = PackedCast.of(cutscene, decoded, level.level(), level.prepared().animation());
            context.playback().castCutscene(chosenCast, cutscene.track());
            once = LevelCutscene.cameraPath(decoded.frames(), false);
            looping = LevelCutscene.cameraPath(decoded.frames(), true);
            problem = null;
            context.playback().stopFlyby();
            context.playback().flyby().show(once);
        } catch (LevelFormatException e) {
            once = null;
            looping = null;
            problem = "Cutscene " + cutscene.number() + " cannot be played: " + e.getMessage();
        }
    }

    /** Play / Pause, Stop, a frame back or on, Loop, looking through the camera, and the scrub bar. */
    private void controls(ViewerContext context) {
        var playback = context.playback().flyby();
        var shown = playback.sequence() == LevelCutscene.CAMERA_PATH;
        var playing = shown && playback.playing();
        var frames = once.samples().size();
        if (Widgets.button(playing ? "Pause" : "Play")) {
            if (playing) {
                playback.pause();
            } else {
                playback.play(path());
            }
        }
        ImGui.sameLine();
        if (Widgets.button("Stop") && shown) {
            context.playback().stopFlyby();
        }
        ImGui.sameLine();
        if (Widgets.button("< Frame")) {
            step(context, -1);
        }
        ImGui.sameLine();
        if (Widgets.button("Frame >")) {
            step(context, 1);
        }
        ImGui.sameLine();
        if (Widgets.checkbox("Loop", loop)) {
            loop = !loop;
            if (shown) {
                playback.show(path());
            }
        }
        if (Widgets.checkbox("Look through its camera", !shown || playback.throughCamera())) {
            if (!shown) {
                playback.show(path());
            }
            context.playback().lookThroughFlyby(!playback.throughCamera());
        }
        scrub[0] = shown ? Math.min(playback.frame(), frames - 1) : 0;
        ImGui.setNextItemWidth(-1);
        if (Widgets.sliderInt("##frame", scrub, 0, frames - 1)) {
            seek(context, scrub[0]);
        }
    }

    /** One frame back or on, paused there. */
    private void step(ViewerContext context, int by) {
        var playback = context.playback().flyby();
        var from = playback.sequence() == LevelCutscene.CAMERA_PATH ? playback.frame() : 0;
        seek(context, Math.max(0, Math.min(once.samples().size() - 1, from + by)));
    }

    private void seek(ViewerContext context, int frame) {
        var playback = context.playback().flyby();
        playback.show(path());
        playback.pause();
        playback.seek(frame / (double) FlybyPath.FRAMES_PER_SECOND);
    }

    /** The cutscene's camera path, looping or not as the panel says. */
    private FlybyPath path() {
        return loop ? looping : once;
    }

    /** A pack cutscene's actors: each the entity it moves (a link to it), or drawn beside the level's, or not drawn. */
    private static void castTable(ViewerContext context, PackedCast cast) {
        var version = context.level().level().version();
        if (Tables.begin("pack actors", 0.3f, "Actor", "Model", "Drawn")) {
            for (int a = 0; a < cast.size(); a++) {
                var entity = cast.entity(a);
                var drawn = cast.model(a) < 0 ? "not: the level has no such model"
                        : entity == PackedCast.NO_ENTITY ? "beside the level's entities" : "as entity " + entity;
                if (Tables.row(List.of(Integer.toString(a), EntityNames.name(version, cast.slot(a))
                        .orElse("type " + cast.slot(a)), drawn), false) && entity != PackedCast.NO_ENTITY) {
                    context.navigation().flyToEntity(entity);
                }
            }
            Widgets.endTable();
        }
    }

    private static void details(ViewerContext context, LevelCutscene cutscene) {
        var staging = cutscene.staging();
        var origin = staging.origin();
        Widgets.textWrapped(String.format("Measured from %d, %d, %d, turned %.2f°: %s", origin.x(), origin.y(),
                origin.z(), CutsceneOrigin.degrees(origin.angle()), origin.rule()));
        if (staging.track() != null) {
            Widgets.text("Soundtrack " + staging.track());
            context.playback().soundtrackSilence().ifPresent(Widgets::textDisabled);
        }
        if (staging.flipMap()) {
            Widgets.text("The game flips the rooms first.");
        }
        var version = context.level().level().version();
        if (Tables.begin("actors", 0.5f, "Entity", "Actor", "Stands at", "Turned")) {
            for (var actor : cutscene.actors()) {
                if (Tables.row(List.of(Integer.toString(actor.entity()),
                        EntityNames.name(version, actor.slot()).orElse("type " + actor.slot()),
                        actor.x() + ", " + actor.y() + ", " + actor.z(),
                        String.format("%.1f°", CutsceneOrigin.degrees(actor.angle()))), false)) {
                    context.navigation().flyToEntity(actor.entity());
                }
            }
            Widgets.endTable();
        }
    }
}
