package org.tomblens.app.audio;

import static org.lwjgl.openal.AL10.*;
import static org.lwjgl.openal.AL11.AL_SEC_OFFSET;

import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.sound.Pcm;

/**
 * The one soundtrack playing, on a source of its own beside the sound effects' voices: a new track replaces
 * the one before. The output's context must be current for every call.
 */
final class TrackVoice implements AutoCloseable {
    private int source;
    private int buffer;
    private int track = -1;

    /** Plays {@code pcm} as track {@code number}, from its start, stopping the one before. */
    void play(int number, Pcm pcm) {
        stop();
        var samples = MemoryUtil.memAllocShort(pcm.samples().size());
        try {
            samples.put(pcm.samples().view()).flip();
            buffer = alGenBuffers();
            alBufferData(buffer, pcm.channels() == 1 ? AL_FORMAT_MONO16 : AL_FORMAT_STEREO16, samples,
                    pcm.sampleRate());
        } finally {
            MemoryUtil.memFree(samples);
        }
        source = alGenSources();
        // Music plays where the listener is, whichever way the camera turns.
        alSourcei(source, AL_SOURCE_RELATIVE, AL_TRUE);
        alSource3f(source, AL_POSITION, 0, 0, 0);
        alSourcei(source, AL_BUFFER, buffer);
        alSourcePlay(source);
        track = number;
    }

    /** The track playing or paused, or -1 once it has ended. */
    int playing() {
        if (source != 0 && alGetSourcei(source, AL_SOURCE_STATE) == AL_STOPPED) {
            stop();
        }
        return track;
    }

    /** Holds the track where it is, to go on with {@link #resume()}. */
    void pause() {
        if (source != 0 && alGetSourcei(source, AL_SOURCE_STATE) == AL_PLAYING) {
            alSourcePause(source);
        }
    }

    void resume() {
        if (source != 0 && alGetSourcei(source, AL_SOURCE_STATE) == AL_PAUSED) {
            alSourcePlay(source);
        }
    }

    /** Seconds from the track's start to where it plays. */
    double position() {
        return source == 0 ? 0 : alGetSourcef(source, AL_SEC_OFFSET);
    }

    /** Plays on from {@code seconds} after the start. */
    void seek(double seconds) {
        if (source != 0) {
            alSourcef(source, AL_SEC_OFFSET, (float) seconds);
        }
    }

    void stop() {
        if (source != 0) {
            alSourceStop(source);
            alDeleteSources(source);
            source = 0;
        }
        if (buffer != 0) {
            alDeleteBuffers(buffer);
            buffer = 0;
        }
        track = -1;
    }

    @Override
    public void close() {
        stop();
    }
}
