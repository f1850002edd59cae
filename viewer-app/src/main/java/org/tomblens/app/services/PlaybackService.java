package org.tomblens.app.services;

import java.util.Optional;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.SoundCues;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.camera.FlybyPlayback;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.LevelCutscene;

/**
 * What plays: the animation player, a flyby or cutscene camera path in the view, and a cutscene's actors and
 * soundtrack with it.
 */
public interface PlaybackService {
    /**
     * Shows a model or static in the animation player and the model view; an entity ({@link Subject.InPlace},
     * whose model index is looked up) plays in its place in the level while the level's other entities pause.
     */
    void play(Subject subject);

    /** Brings the state graph of the model in the animation player up, in front. */
    void showStateGraph();

    /** The animation player: what it shows and where it stands. */
    ModelPlayer player();

    /** What the player does with the commands it passes: sounds played, the last few listed. */
    SoundCues cues();

    /** The flyby sequence or cutscene camera path playing in the view, if one is. */
    FlybyPlayback flyby();

    /** Ends the camera path playing in the view, leaving the camera where it is. */
    void stopFlyby();

    /** Looks through the camera path's camera, or frees the camera from it where it stands. */
    void lookThroughFlyby(boolean on);

    /** The level's TR1–TR3 cutscene, or empty. */
    Optional<LevelCutscene> cutscene();

    /**
     * From now on the cutscene whose camera path is shown stands {@code cast}'s actors and plays soundtrack
     * {@code track} (-1 for none): a pack cutscene chosen.
     */
    void castCutscene(CutsceneCast cast, int track);

    /** Why the cutscene's soundtrack cannot be heard, if it cannot. */
    Optional<String> soundtrackSilence();
}
