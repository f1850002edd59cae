package org.tomblens.app.audio;

import static org.lwjgl.openal.AL10.*;
import static org.lwjgl.openal.AL11.AL_LINEAR_DISTANCE_CLAMPED;

import java.util.Optional;
import java.util.random.RandomGenerator;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.format.sound.Playback;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.sound.SoundEffect;
import org.tomblens.format.sound.SoundEffects;

/**
 * Plays a level's samples and sounds through OpenAL. Without an audio device it stays silent: every call
 * does nothing, and {@link #status()} says why, so the viewer works the same with or without sound.
 *
 * <p>Positions (for sounds placed in the world and for the listener) are in TR world units, axes as the
 * levels store them; OpenAL uses them unconverted, both sides being in the same space.
 */
public final class AudioPlayer implements AutoCloseable {
    /** What {@link #status()} reports when no device could be opened. */
    public static final String NO_DEVICE = "no audio device";

    private final AudioOutput output;
    private final Voices voices;
    private final String status;
    /** Reused each frame the listener moves. */
    private final float[] orientation = new float[6];
    private SampleBuffers buffers = SampleBuffers.NONE;
    private SoundEffects effects;
    private float masterVolume = 1;

    private AudioPlayer(AudioOutput output, String status) {
        this.output = output;
        this.status = status;
        if (output != null) {
            output.use();
            alDistanceModel(AL_LINEAR_DISTANCE_CLAMPED);
            voices = new Voices();
        } else {
            voices = null;
        }
    }

    /** Plays through the system's default device, or stays silent if there is none. */
    public static AudioPlayer openDefault() {
        return open(null);
    }

    /** Plays through the named OpenAL device ({@code null}: the default), or stays silent if it cannot be opened. */
    public static AudioPlayer open(String deviceName) {
        try {
            var output = AudioOutput.openDevice(deviceName);
            if (output.isEmpty()) {
                return new AudioPlayer(null, NO_DEVICE + (deviceName == null ? "" : " named '" + deviceName + "'")
                        + ": sounds are silent");
            }
            return new AudioPlayer(output.get(), "playing through " + output.get().name());
        } catch (AudioOutput.Unavailable e) {
            return new AudioPlayer(null, NO_DEVICE + ": " + e.getMessage());
        }
    }

    /**
     * Mixes into memory instead of a sound card: 16-bit stereo at {@code frequency} Hz, produced by
     * {@link #render}. For rendering sounds offline, and for checking what the player plays.
     *
     * @throws IllegalStateException if OpenAL cannot render to memory
     */
    public static AudioPlayer openLoopback(int frequency) {
        try {
            return new AudioPlayer(AudioOutput.openLoopback(frequency), "rendering to memory at " + frequency + " Hz");
        } catch (AudioOutput.Unavailable e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** False when there is no audio device and every call is silent. */
    public boolean hasAudio() {
        return output != null;
    }

    /** Where the sound goes, or why there is none ({@link #NO_DEVICE} ...). */
    public String status() {
        return status;
    }

    /**
     * Takes a level's samples and sounds: uploads every decoded sample to OpenAL once, replacing the previous
     * level's (whose voices stop).
     */
    public void load(SampleBank samples, SoundEffects soundEffects) {
        effects = soundEffects;
        if (output == null) {
            return;
        }
        output.use();
        voices.detachAll();
        buffers.close();
        buffers = SampleBuffers.NONE; // until the upload succeeds: never point at deleted buffers
        buffers = SampleBuffers.upload(samples);
    }

    /**
     * Plays a sound id as the game would: its chance, random gain, pitch and variant (see
     * {@link SoundEffect#trigger}), and its loop mode against copies already playing. Empty when nothing
     * started: no such sound, the game's dice said no, its sample has no audio, or there is no device.
     */
    public Optional<Voice> playSound(int soundId, RandomGenerator random) {
        return playSound(soundId, random, Voices.Placement.AT_LISTENER);
    }

    /** As {@link #playSound(int, RandomGenerator)}, from a point in the world, fading out at the sound's range. */
    public Optional<Voice> playSoundAt(int soundId, float x, float y, float z, RandomGenerator random) {
        var effect = effects == null ? Optional.<SoundEffect>empty() : effects.find(soundId);
        var range = effect.map(SoundEffect::rangeSectors).orElse(0);
        return playSound(soundId, random, new Voices.Placement(true, x, y, z, range));
    }

    private Optional<Voice> playSound(int soundId, RandomGenerator random, Voices.Placement placement) {
        if (output == null || effects == null) {
            return Optional.empty();
        }
        var playback = effects.find(soundId).flatMap(effect -> effect.trigger(random));
        if (playback.isEmpty()) {
            return Optional.empty();
        }
        output.use();
        var mode = playback.get().loopMode();
        if ((mode == LoopMode.WAIT || mode == LoopMode.LOOPED) && voices.isPlaying(soundId)) {
            return Optional.empty();
        }
        if (mode == LoopMode.RESTART) {
            voices.stopSound(soundId);
        }
        return start(playback.get(), placement);
    }

    /** Plays one sample once at its own rate and full volume, whatever sound uses it. */
    public Optional<Voice> playSample(int number) {
        if (output == null) {
            return Optional.empty();
        }
        output.use();
        return start(new Playback(-1, number, 1, 1, LoopMode.NORMAL), Voices.Placement.AT_LISTENER);
    }

    private Optional<Voice> start(Playback playback, Voices.Placement placement) {
        var buffer = buffers.buffer(playback.sample());
        return buffer == 0 ? Optional.empty() : voices.start(buffer, playback, placement);
    }

    public boolean isPlaying(Voice voice) {
        if (output == null) {
            return false;
        }
        output.use();
        return voices.isPlaying(voice);
    }

    /** Moves a voice that plays from a point in the world. */
    public void move(Voice voice, float x, float y, float z) {
        if (output != null) {
            output.use();
            voices.move(voice, x, y, z);
        }
    }

    public void stop(Voice voice) {
        if (output != null) {
            output.use();
            voices.stop(voice);
        }
    }

    /** Stops every voice playing this sound id (what the games do to end a looped sound). */
    public void stopSound(int soundId) {
        if (output != null) {
            output.use();
            voices.stopSound(soundId);
        }
    }

    public void stopAll() {
        if (output != null) {
            output.use();
            voices.stopAll();
        }
    }

    /** Scales everything the player plays: 0 silent, 1 as the game mixes it. */
    public void setMasterVolume(float volume) {
        masterVolume = Math.max(0, Math.min(1, volume));
        if (output != null) {
            output.use();
            alListenerf(AL_GAIN, masterVolume);
        }
    }

    public float masterVolume() {
        return masterVolume;
    }

    /** Where the listener is and which way it faces (forward and up vectors), in TR world units. */
    public void setListener(float x, float y, float z, float forwardX, float forwardY, float forwardZ,
                            float upX, float upY, float upZ) {
        if (output != null) {
            output.use();
            alListener3f(AL_POSITION, x, y, z);
            orientation[0] = forwardX;
            orientation[1] = forwardY;
            orientation[2] = forwardZ;
            orientation[3] = upX;
            orientation[4] = upY;
            orientation[5] = upZ;
            alListenerfv(AL_ORIENTATION, orientation);
        }
    }

    /**
     * Mixes the next {@code frames} stereo frames into the start of {@code out} (2 shorts per frame, left first).
     *
     * @throws IllegalStateException unless the player was opened with {@link #openLoopback}
     */
    public void render(short[] out, int frames) {
        if (output == null) {
            throw new IllegalStateException("a silent player renders nothing");
        }
        output.render(out, frames);
    }

    @Override
    public void close() {
        if (output != null) {
            output.use();
            voices.close();
            buffers.close();
            output.close();
        }
    }
}
