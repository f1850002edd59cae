package org.tomblens.app.session;

import java.util.Optional;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.CutsceneSoundtrack;
import org.tomblens.app.camera.FlybyPlayback;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * A camera path playing in one level's view (a flyby sequence or a cutscene's), and while a cutscene's is shown,
 * its actors standing and its soundtrack in step.
 */
public final class CutscenePlayback {
    private final FlybyPlayback flyby = new FlybyPlayback();
    private final Optional<LevelCutscene> cutscene;
    private final CutsceneSoundtrack soundtrack;
    /** The actors the cutscene in the view stands: the level's own cutscene's, or a pack cutscene's once chosen. */
    private CutsceneCast cast;

    public CutscenePlayback(PreparedLevel level, AudioPlayer audio) {
        this.cutscene = level.cutscene();
        this.cast = cutscene.map(own -> own.cast(level.animation())).orElse(null);
        this.soundtrack = new CutsceneSoundtrack(audio, level::tracks);
        soundtrack.follow(cutscene.map(own -> own.staging().track()));
    }

    /** The flyby sequence or cutscene camera path playing in the view, if one is. */
    public FlybyPlayback flyby() {
        return flyby;
    }

    /** The level's TR1–TR3 cutscene, or empty. */
    public Optional<LevelCutscene> cutscene() {
        return cutscene;
    }

    /** The cutscene's soundtrack, kept in step with it. */
    public CutsceneSoundtrack soundtrack() {
        return soundtrack;
    }

    /** From now on the cutscene shown stands {@code cast}'s actors and plays soundtrack {@code track} (-1 for none). */
    public void castCutscene(CutsceneCast cast, int track) {
        this.cast = cast;
        soundtrack.follow(Optional.of(track));
    }

    /**
     * The actors to stand at {@link FlybyPlayback#frame()} this frame, or null while no cutscene's camera path is
     * in the view; keeps the soundtrack in step. Call once a frame before drawing.
     */
    public CutsceneCast update() {
        var shown = cast != null && flyby.sequence() == LevelCutscene.CAMERA_PATH;
        soundtrack.update(shown, flyby.playing(), flyby.time());
        return shown ? cast : null;
    }
}
