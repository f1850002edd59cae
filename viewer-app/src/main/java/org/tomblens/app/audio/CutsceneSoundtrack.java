package org.tomblens.app.audio;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
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
    private final Supplier<List<SoundTracks.Track>> tracks;
    private Optional<SoundTracks.Track> track = Optional.empty();
    private Pcm pcm;
    private String silent;
    private boolean started;

    /**
     * Plays no track until {@link #follow} names one of {@code tracks} (those found beside the level), which are looked
     * for only then: a level with no cutscene's track never waits for them.
     */
    public CutsceneSoundtrack(AudioPlayer audio, Supplier<List<SoundTracks.Track>> tracks) {
        this.audio = audio;
        this.tracks = tracks;
    }

    /**
     * From now on keeps track {@code number} (or none, when empty or negative) in step with the cutscene: the one
     * the cutscene shown names. A track playing for the cutscene before stops.
     */
    public void follow(Optional<Integer> number) {
        var next = number.filter(n -> n >= 0)
                .flatMap(n -> tracks.get().stream().filter(each -> each.number() == n).findFirst());
        if (next.equals(track)) {
            return;
        }
        if (started) {
            audio.stopTrack();
            started = false;
        }
        track = next;
        pcm = null;
        silent = null;
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
