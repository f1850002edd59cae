package org.tomblens.app.session;

import java.util.List;
import java.util.Optional;
import org.tomblens.app.anim.ModelNames;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.SoundCues;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.wad2.Wad2;

/** One level's animation player: what it shows, the sounds its commands play, and the names it shows them by. */
public final class ModelPlayback {
    private final ModelPlayer player;
    private final SoundCues cues;
    private final ModelNames names;
    /** The playhead the renderer poses the entity played in place by, or null. */
    private Playhead held;

    public ModelPlayback(PreparedLevel level, AudioPlayer audio) {
        this.player = new ModelPlayer(level.level(), level.animation());
        this.cues = new SoundCues(audio);
        var wad2 = level.wad2Library();
        this.names = new ModelNames(level.level(), level.library().flatMap(wad -> wad.companions().objectNames()),
                wad2.isPresent() ? wad2.get().game() : Optional.of(level.level().version()),
                wad2.map(Wad2::animationNames).orElse(List.of()));
    }

    public ModelPlayer player() {
        return player;
    }

    public SoundCues cues() {
        return cues;
    }

    public ModelNames names() {
        return names;
    }

    /**
     * Plays the player on by {@code seconds}; returns whether the entity played in place changed (started,
     * stopped or another), so that the renderer is handed {@link #held()} or releases the entity.
     */
    public boolean update(double seconds) {
        player.update(seconds, cues);
        var playhead = player.subject() instanceof Subject.InPlace ? player.playhead() : null;
        if (playhead == held) {
            return false;
        }
        held = playhead;
        return true;
    }

    /** The playhead of the entity played in place, or null while none is. */
    public Playhead held() {
        return held;
    }
}
