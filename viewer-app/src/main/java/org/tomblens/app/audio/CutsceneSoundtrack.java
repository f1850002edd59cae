package org.tomblens.app.audio;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.SoundTracks;

/**
 * The soundtrack a cutscene plays, kept with it: it starts when the cutscene plays, pauses with it, and follows it
 * when it is scrubbed or comes round again, as the game plays its cutscenes in step with their track.
 */
public final class CutsceneSoundtrack {
    /** How far the track may drift from the cutscene before it is moved back into step. */
    private static final double MOST_DRIFT_SECONDS = 0.1;

    private final AudioPlayer audio;
    private final Optional<SoundTracks.Track> track;
    private Pcm pcm;
    private String silent;
    private boolean started;

    /** The track {@code cutscene} names, found among {@code tracks} (those found beside the level). */
    public CutsceneSoundtrack(AudioPlayer audio, Optional<LevelCutscene> cutscene, List<SoundTracks.Track> tracks) {
        this.audio = audio;
        var number = cutscene.map(cut -> cut.staging().track());
        this.track = number.flatMap(n -> tracks.stream().filter(each -> each.number() == n).findFirst());
    }

    /** Why the cutscene plays silently, or empty while its track plays (or it has none). */
    public Optional<String> silent() {
        return Optional.ofNullable(silent);
    }

    /**
     * Follows the cutscene; call once a frame.
     *
     * @param shown whether the cutscene is in the view (playing or paused)
     * @param seconds where it stands, from its start
     */
    public void update(boolean shown, boolean playing, double seconds) {
        if (!shown || track.isEmpty()) {
            if (started) {
                audio.stopTrack();
                started = false;
            }
            return;
        }
        if (!playing) {
            if (started) {
                audio.pauseTrack();
            }
            return;
        }
        var number = track.get().number();
        if (!started || audio.trackPlaying() != number) {
            if (!decoded() || seconds >= length()) {
                return;
            }
            silent = audio.playTrack(number, pcm).orElse(null);
            started = silent == null;
            if (started) {
                audio.seekTrack(seconds);
            }
            return;
        }
        audio.resumeTrack();
        if (Math.abs(audio.trackPosition() - seconds) > MOST_DRIFT_SECONDS && seconds < length()) {
            audio.seekTrack(seconds);
        }
    }

    private boolean decoded() {
        if (pcm != null) {
            return true;
        }
        if (silent != null) {
            return false;
        }
        var found = track.get();
        if (!found.playable()) {
            silent = "Track " + found.number() + " is not there: " + found.where();
            return false;
        }
        try {
            pcm = found.decode();
            return true;
        } catch (IOException | RuntimeException e) {
            silent = "Track " + found.number() + " cannot be played: " + e.getMessage();
            return false;
        }
    }

    private double length() {
        return pcm.samples().size() / (double) pcm.channels() / pcm.sampleRate();
    }
}
