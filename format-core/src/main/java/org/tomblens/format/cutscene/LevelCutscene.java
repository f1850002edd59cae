package org.tomblens.format.cutscene;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.model.CinematicFrame;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.format.script.Tr2Script;

/**
 * A TR1–TR3 level's cutscene as the game plays it: its cinematic frames (§9.7) placed in the world by the game's
 * {@link CutsceneRules rule}, one per game frame, and its actors animating with them from their first animation,
 * a frame a tick, continuing as each animation's NextAnimation says.
 *
 * <p>The frames' eye offsets are read in the order the games read them (target X, Y, Z, then eye X, Y, Z): TRX and
 * the decompilations read them so, where TRosettaStone's listing names the eye fields Z, Y, X.
 */
public record LevelCutscene(CutsceneRules.Staging staging, List<CutsceneFrame> frames, List<CutsceneActor> actors) {
    /**
     * The number a cutscene's camera path has among the level's flyby sequences (which count from 0), so that one
     * player plays both.
     */
    public static final int CAMERA_PATH = -2;

    public LevelCutscene {
        frames = List.copyOf(frames);
        actors = List.copyOf(actors);
    }

    /** The level's cutscene, or empty when it stores no cinematic frames (TR4 on, and most levels). */
    public static Optional<LevelCutscene> of(Level level, Path file, Tr2Script.Cutscene scripted,
                                             LevelAnimation animation) {
        var stored = level.cinematicFrames();
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        var staging = CutsceneRules.staging(level, file, scripted);
        var origin = staging.origin();
        var frames = new ArrayList<CutsceneFrame>(stored.size());
        for (int i = 0; i < stored.size(); i++) {
            frames.add(frame(i, stored.get(i), origin));
        }
        var actors = new ArrayList<CutsceneActor>();
        var entities = level.entities();
        for (int e = 0; e < entities.size(); e++) {
            // An in-level cinematic moves the camera about Lara; the rest of the level goes on as it does.
            if (!staging.cutscene() && entities.get(e).type() != 0) {
                continue;
            }
            actor(level, animation, staging, e, stored.size()).ifPresent(actors::add);
        }
        return Optional.of(new LevelCutscene(staging, frames, actors));
    }

    /** Its actors as a renderer or an exporter stands and poses them, their models found in {@code animation}. */
    public CutsceneCast cast(LevelAnimation animation) {
        return new LevelCast(this, animation);
    }

    /** How long it plays, in seconds: one frame a game frame. */
    public double seconds() {
        return frames.size() / (double) FlybyPath.FRAMES_PER_SECOND;
    }

    /**
     * The cutscene's camera as a camera path, one sample per frame with the widescreen bars the games show, so that
     * what plays and records flybys plays it too; {@code loops} starts it again at its end.
     */
    public FlybyPath cameraPath(boolean loops) {
        return cameraPath(frames, loops);
    }

    /** {@code frames} (any cutscene's, a TR4/TR5 pack's too) as a camera path; see {@link #cameraPath(boolean)}. */
    public static FlybyPath cameraPath(List<CutsceneFrame> frames, boolean loops) {
        var samples = new ArrayList<FlybyPath.Sample>(frames.size());
        for (var frame : frames) {
            samples.add(new FlybyPath.Sample(frame.frame() / (double) FlybyPath.FRAMES_PER_SECOND, frame.eye(),
                    frame.target(), frame.fovDegrees() * FlybyPath.STORED_PER_DEGREE,
                    frame.rollDegrees() * FlybyPath.STORED_PER_DEGREE, 0, true));
        }
        return new FlybyPath(CAMERA_PATH, samples, loops, List.of());
    }

    private static CutsceneFrame frame(int index, CinematicFrame stored, CutsceneOrigin origin) {
        return new CutsceneFrame(index,
                origin.place(stored.positionX(), stored.positionY(), stored.positionZ()),
                origin.place(stored.targetX(), stored.targetY(), stored.targetZ()),
                CutsceneOrigin.degrees(stored.fov()), CutsceneOrigin.degrees(stored.roll()));
    }

    /** Entity {@code e} as an actor, when its model has animations to play. */
    private static Optional<CutsceneActor> actor(Level level, LevelAnimation animation, CutsceneRules.Staging staging,
                                                 int e, int frameCount) {
        var entity = level.entities().get(e);
        var entry = animation.models().byId(entity.type());
        if (entry == null) {
            return Optional.empty();
        }
        var data = level.animation();
        var model = entry.index();
        var first = data.firstAnimation(model);
        var end = data.animationEnd(model);
        if (first >= end || data.models().get(model).numMeshes() == 0) {
            return Optional.empty();
        }
        var place = placement(level, staging, entity);
        var playhead = new Playhead(animation.timelines(), first, end);
        var pose = animation.poses().newPose(model);
        var frames = new ArrayList<CutsceneActor.Posed>(frameCount);
        for (int f = 0; f < frameCount; f++) {
            if (f > 0) {
                playhead.stepForward(Playhead.AtEnd.CHAIN, (played, command) -> { });
            }
            animation.poses().evaluate(model, playhead.animation(), playhead.frame(), 0, pose);
            frames.add(new CutsceneActor.Posed(playhead.animation(), playhead.frame(),
                    place.place(pose.position(0, 0), pose.position(0, 1), pose.position(0, 2))));
        }
        return Optional.of(new CutsceneActor(e, entity.type(), place.x(), place.y(), place.z(), place.angle(),
                frames));
    }

    /** Where the game stands and turns an actor: at the origin, or where the level puts it. */
    static CutsceneOrigin placement(Level level, CutsceneRules.Staging staging, Entity entity) {
        var origin = staging.origin();
        if (staging.cutscene() && CutsceneRules.standsAtOrigin(level.version(), entity)) {
            return origin;
        }
        var angle = staging.cutscene() && CutsceneRules.turnedToZero(level.version(), entity) ? 0 : entity.angle();
        return new CutsceneOrigin(entity.x(), entity.y(), entity.z(), angle, "where the level puts it");
    }
}
