package org.tomblens.app.audio;

import static org.lwjgl.openal.AL10.*;
import static org.lwjgl.openal.AL11.AL_LINEAR_DISTANCE_CLAMPED;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.Playback;
import org.tomblens.format.sound.Sample;
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
    private final TrackVoice track = new TrackVoice();
    private SampleBank bank;
    private SoundEffects effects;
    private Loaded loaded;
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

    /**
     * As {@link #openDefault()}, what the native sound libraries print while the device opens (ALSA's errors where
     * there is no sound card) going to the end of {@code nativeLog} instead of the terminal.
     */
    public static AudioPlayer openDefault(Path nativeLog) {
        return open(null, nativeLog);
    }

    /** Plays through the named OpenAL device ({@code null}: the default), or stays silent if it cannot be opened. */
    public static AudioPlayer open(String deviceName) {
        return open(deviceName, null);
    }

    private static AudioPlayer open(String deviceName, Path nativeLog) {
        try {
            var output = AudioOutput.openDevice(deviceName, nativeLog);
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
     * Takes a level's samples and sounds: uploads every decoded sample to OpenAL once, in place of the
     * previous level's (whose voices stop and whose buffers are freed). Closing what it returns frees them
     * too, if no other level has been loaded since.
     */
    public Loaded load(SampleBank samples, SoundEffects soundEffects) {
        unload();
        bank = samples;
        effects = soundEffects;
        if (output != null) {
            output.use();
            buffers = SampleBuffers.upload(samples);
        }
        loaded = new Loaded();
        return loaded;
    }

    private void unload() {
        if (output != null) {
            output.use();
            voices.detachAll();
            buffers.close();
        }
        buffers = SampleBuffers.NONE; // never point at deleted buffers
        bank = null;
        effects = null;
        loaded = null;
    }

    /** One level's sounds on the player; closing it stops their voices and frees their buffers. */
    public final class Loaded implements AutoCloseable {
        private Loaded() {}

        /** False once closed, or once another level's sounds replaced these. */
        public boolean isLoaded() {
            return loaded == this;
        }

        @Override
        public void close() {
            if (isLoaded()) {
                unload();
            }
        }
    }

    /**
     * Plays a sound id as the game would: its chance, random gain, pitch and variant (see
     * {@link SoundEffect#trigger}), and its loop mode against copies already playing. Empty when nothing
     * started: no such sound, the game's dice said no, its sample has no audio, or there is no device.
     */
    public Optional<Voice> playSound(int soundId, RandomGenerator random) {
        return trigger(soundId, random).started();
    }

    /** As {@link #playSound}, saying why nothing started when nothing did. */
    public Played trigger(int soundId, RandomGenerator random) {
        return trigger(soundId, random, Voices.Placement.AT_LISTENER);
    }

    /** As {@link #playSound(int, RandomGenerator)}, from a point in the world, fading out at the sound's range. */
    public Optional<Voice> playSoundAt(int soundId, float x, float y, float z, RandomGenerator random) {
        var effect = effects == null ? Optional.<SoundEffect>empty() : effects.find(soundId);
        var range = effect.map(SoundEffect::rangeSectors).orElse(0);
        return trigger(soundId, random, new Voices.Placement(true, x, y, z, range)).started();
    }

    private Played trigger(int soundId, RandomGenerator random, Voices.Placement placement) {
        if (output == null) {
            return new Played.Silent(status);
        }
        if (effects == null) {
            return new Played.Silent("no level's sounds are loaded");
        }
        var effect = effects.find(soundId);
        if (effect.isEmpty()) {
            return new Played.Silent("the level has no sound " + soundId);
        }
        var playback = effect.get().trigger(random);
        if (playback.isEmpty()) {
            return new Played.Silent(whyNot(effect.get()));
        }
        output.use();
        var mode = playback.get().loopMode();
        if ((mode == LoopMode.WAIT || mode == LoopMode.LOOPED) && voices.isPlaying(soundId)) {
            return new Played.Silent("sound " + soundId + " is already playing, and its loop mode ("
                    + mode.name().toLowerCase(Locale.ROOT) + ") lets it go on");
        }
        if (mode == LoopMode.RESTART) {
            voices.stopSound(soundId);
        }
        return start(playback.get(), placement);
    }

    /** Why a triggering drew nothing: no volume, the chance test failed, or random gain took the volume to nothing. */
    private static String whyNot(SoundEffect effect) {
        if (effect.gain() == 0) {
            return "its volume is 0";
        }
        if (effect.chance() == 0) {
            return "random gain took its volume to nothing this time";
        }
        return effect.randomGain() ? "its chance test or random gain silenced it this time"
                : "its chance test failed this time";
    }

    /** Plays one sample once at its own rate and full volume, whatever sound uses it. */
    public Optional<Voice> playSample(int number) {
        return triggerSample(number).started();
    }

    /** As {@link #playSample}, saying why nothing started when nothing did. */
    public Played triggerSample(int number) {
        if (output == null) {
            return new Played.Silent(status);
        }
        output.use();
        return start(new Playback(-1, number, 1, 1, LoopMode.NORMAL), Voices.Placement.AT_LISTENER);
    }

    private Played start(Playback playback, Voices.Placement placement) {
        var buffer = buffers.buffer(playback.sample());
        if (buffer == 0) {
            return new Played.Silent(bank == null ? "no level's samples are loaded" : noAudio(bank.sample(playback.sample())));
        }
        return voices.start(buffer, playback, placement).<Played>map(Played.Started::new)
                .orElseGet(() -> new Played.Silent("all " + Voices.COUNT + " voices are playing louder sounds"));
    }

    private static String noAudio(Sample sample) {
        var why = sample instanceof Sample.Missing missing ? missing.reason()
                : sample instanceof Sample.Unreadable unreadable ? unreadable.error().getMessage() : "it is empty";
        return "sample " + sample.number() + " has no audio: " + why;
    }

    public boolean isPlaying(Voice voice) {
        if (output == null) {
            return false;
        }
        output.use();
        return voices.isPlaying(voice);
    }

    /**
     * Whether a sound or a soundtrack plays that will end by itself (not a looped sound): what shows it playing
     * will change.
     */
    public boolean playsToAnEnd() {
        if (output == null) {
            return false;
        }
        output.use();
        return voices.anyEnding() || track.playing() >= 0;
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
            track.stop();
        }
    }

    /** Plays a soundtrack in place of the one playing; empty when it plays, else why not (no device). */
    public Optional<String> playTrack(int number, Pcm pcm) {
        if (output == null) {
            return Optional.of(status);
        }
        output.use();
        track.play(number, pcm);
        return Optional.empty();
    }

    /** The soundtrack playing, or -1. */
    public int trackPlaying() {
        if (output == null) {
            return -1;
        }
        output.use();
        return track.playing();
    }

    /** Holds the soundtrack where it is. */
    public void pauseTrack() {
        if (output != null) {
            output.use();
            track.pause();
        }
    }

    /** Goes on with a paused soundtrack. */
    public void resumeTrack() {
        if (output != null) {
            output.use();
            track.resume();
        }
    }

    /** Seconds from the soundtrack's start to where it plays (0 without one). */
    public double trackPosition() {
        if (output == null) {
            return 0;
        }
        output.use();
        return track.position();
    }

    /** Moves the soundtrack to {@code seconds} after its start. */
    public void seekTrack(double seconds) {
        if (output != null) {
            output.use();
            track.seek(seconds);
        }
    }

    public void stopTrack() {
        if (output != null) {
            output.use();
            track.stop();
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
            track.close();
            buffers.close();
            output.close();
        }
        buffers = SampleBuffers.NONE;
        loaded = null;
    }
}
