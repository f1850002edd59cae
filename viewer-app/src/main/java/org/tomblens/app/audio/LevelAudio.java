package org.tomblens.app.audio;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.joml.Vector3f;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.render.view.Camera;

/**
 * A level's sounds on the viewer's player while the level is on screen: its samples uploaded once, the
 * listener following the camera, and, when asked, the sound sources playing that the camera is within
 * range of, as {@link org.tomblens.format.sound.SoundSources#heard} decides.
 *
 * <p>A source's sound is started where the source is and left to play: a looped sound loops until the
 * camera leaves its range or the flip state silences it; any other sound starts again once it has ended.
 */
public final class LevelAudio implements AutoCloseable {
    private final AudioPlayer player;
    private final LevelSounds sounds;
    private final AudioPlayer.Loaded loaded;
    private final RandomGenerator random = new SplittableRandom();
    /** By source: the voice playing it, or null. */
    private final Voice[] playing;
    private final int[] heard;
    private final boolean[] wanted;
    private final Vector3f forward = new Vector3f();
    private final Vector3f right = new Vector3f();
    private final Vector3f up = new Vector3f();
    private boolean playSources;

    /** Uploads the level's samples to the player (on the thread that uses the player). */
    public LevelAudio(AudioPlayer player, LevelSounds sounds) {
        this.player = player;
        this.sounds = sounds;
        this.loaded = player.load(sounds.samples(), sounds.effects());
        var count = sounds.sources().size();
        this.playing = new Voice[count];
        this.heard = new int[count];
        this.wanted = new boolean[count];
    }

    public AudioPlayer player() {
        return player;
    }

    public LevelSounds sounds() {
        return sounds;
    }

    /** Whether the sound sources near the camera play. */
    public boolean playsSources() {
        return playSources;
    }

    public void setPlaySources(boolean on) {
        playSources = on;
    }

    /** Whether source {@code index} is playing now. */
    public boolean isPlaying(int index) {
        return playing[index] != null && player.isPlaying(playing[index]);
    }

    /**
     * Once a frame: puts the listener where the camera is, facing as it faces, and starts or stops the sound
     * sources by where it is and whether the level is flipped.
     */
    public void update(Camera camera, boolean flipped) {
        var eye = camera.position();
        camera.forward(forward);
        camera.right(right);
        // TR's axes are right-handed like OpenAL's, so right = forward x up and up = right x forward.
        right.cross(forward, up);
        player.setListener(eye.x, eye.y, eye.z, forward.x, forward.y, forward.z, up.x, up.y, up.z);

        Arrays.fill(wanted, false);
        var count = playSources ? sounds.sources().heard(eye.x, eye.y, eye.z, flipped, heard) : 0;
        for (int k = 0; k < count; k++) {
            wanted[heard[k]] = true;
        }
        // Stop first, so a looped sound moving to a nearer source is free to start there.
        for (int i = 0; i < playing.length; i++) {
            if (playing[i] != null && (!wanted[i] || !player.isPlaying(playing[i]))) {
                player.stop(playing[i]);
                playing[i] = null;
            }
        }
        for (int i = 0; i < playing.length; i++) {
            if (wanted[i] && playing[i] == null) {
                var source = sounds.sources().source(i);
                playing[i] = player.playSoundAt(source.soundId(), source.x(), source.y(), source.z(), random)
                        .orElse(null);
            }
        }
    }

    /** Stops the sources and frees the level's samples on the player. */
    @Override
    public void close() {
        for (int i = 0; i < playing.length; i++) {
            if (playing[i] != null) {
                player.stop(playing[i]);
                playing[i] = null;
            }
        }
        loaded.close();
    }
}
