package org.tomblens.app.audio;

import static org.lwjgl.openal.AL10.*;

import java.util.Arrays;
import java.util.Optional;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.format.sound.Playback;

/**
 * The player's fixed set of OpenAL sources, made once. A new sound takes a free source; when all are busy
 * it takes the quietest one if it is quieter than the new sound, as the games do with their 32 channels.
 */
final class Voices implements AutoCloseable {
    static final int COUNT = 32;
    /** One sector: the games play a sound at full volume within it. */
    static final float SECTOR = 1024;
    /** OpenAL needs a positive pitch; the games' lowest stored pitch gives 1/128. */
    private static final float MIN_PITCH = 1f / 128;

    private final int[] sources = new int[COUNT];
    private final long[] serials = new long[COUNT];
    private final int[] soundIds = new int[COUNT];
    private final float[] gains = new float[COUNT];
    private final boolean[] looped = new boolean[COUNT];
    private long nextSerial = 1;

    Voices() {
        alGenSources(sources);
        Arrays.fill(soundIds, -1);
    }

    /** Where a voice sounds from: the listener's own position, or a point in the world with a hearing range. */
    record Placement(boolean positional, float x, float y, float z, float rangeSectors) {
        static final Placement AT_LISTENER = new Placement(false, 0, 0, 0, 0);
    }

    Optional<Voice> start(int buffer, Playback playback, Placement placement) {
        var slot = freeSlot((float) playback.gain());
        if (slot < 0) {
            return Optional.empty();
        }
        var source = sources[slot];
        alSourceStop(source);
        alSourcei(source, AL_BUFFER, buffer);
        alSourcef(source, AL_PITCH, Math.max(MIN_PITCH, (float) playback.pitch()));
        alSourcef(source, AL_GAIN, (float) playback.gain());
        alSourcei(source, AL_LOOPING, playback.loopMode() == LoopMode.LOOPED ? AL_TRUE : AL_FALSE);
        alSourcei(source, AL_SOURCE_RELATIVE, placement.positional() ? AL_FALSE : AL_TRUE);
        alSource3f(source, AL_POSITION, placement.x(), placement.y(), placement.z());
        if (placement.positional()) {
            // Full volume within a sector, fading (linear distance model) to nothing at the sound's range.
            alSourcef(source, AL_REFERENCE_DISTANCE, SECTOR);
            alSourcef(source, AL_MAX_DISTANCE, Math.max(SECTOR, placement.rangeSectors() * SECTOR));
            alSourcef(source, AL_ROLLOFF_FACTOR, 1);
        } else {
            alSourcef(source, AL_ROLLOFF_FACTOR, 0);
        }
        alSourcePlay(source);
        serials[slot] = nextSerial++;
        soundIds[slot] = playback.soundId();
        gains[slot] = (float) playback.gain();
        looped[slot] = playback.loopMode() == LoopMode.LOOPED;
        return Optional.of(new Voice(slot, serials[slot], playback));
    }

    private int freeSlot(float gain) {
        var quietest = -1;
        for (int slot = 0; slot < COUNT; slot++) {
            if (!busy(slot)) {
                return slot;
            }
            if (quietest < 0 || gains[slot] < gains[quietest]) {
                quietest = slot;
            }
        }
        return gains[quietest] < gain ? quietest : -1;
    }

    private boolean busy(int slot) {
        var state = alGetSourcei(sources[slot], AL_SOURCE_STATE);
        return state == AL_PLAYING || state == AL_PAUSED;
    }

    private boolean owns(Voice voice) {
        return voice.slot() >= 0 && voice.slot() < COUNT && serials[voice.slot()] == voice.serial();
    }

    boolean isPlaying(Voice voice) {
        return owns(voice) && busy(voice.slot());
    }

    /** Whether any voice is playing this sound id. */
    boolean isPlaying(int soundId) {
        for (int slot = 0; slot < COUNT; slot++) {
            if (soundIds[slot] == soundId && busy(slot)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a voice plays that will end by itself: one not looped. */
    boolean anyEnding() {
        for (int slot = 0; slot < COUNT; slot++) {
            if (!looped[slot] && busy(slot)) {
                return true;
            }
        }
        return false;
    }

    void move(Voice voice, float x, float y, float z) {
        if (owns(voice)) {
            alSource3f(sources[voice.slot()], AL_POSITION, x, y, z);
        }
    }

    void stop(Voice voice) {
        if (owns(voice)) {
            alSourceStop(sources[voice.slot()]);
        }
    }

    void stopSound(int soundId) {
        for (int slot = 0; slot < COUNT; slot++) {
            if (soundIds[slot] == soundId) {
                alSourceStop(sources[slot]);
            }
        }
    }

    void stopAll() {
        alSourceStopv(sources);
    }

    /** Stops every voice and lets go of its buffer, so the buffers can be deleted. */
    void detachAll() {
        stopAll();
        for (var source : sources) {
            alSourcei(source, AL_BUFFER, 0);
        }
    }

    @Override
    public void close() {
        detachAll();
        alDeleteSources(sources);
    }
}
