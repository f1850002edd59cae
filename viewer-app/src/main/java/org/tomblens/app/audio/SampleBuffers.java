package org.tomblens.app.audio;

import static org.lwjgl.openal.AL10.*;

import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;

/**
 * A level's decoded samples as OpenAL buffers, uploaded once when the level is loaded and shared by every
 * voice that plays them. Samples without audio have no buffer.
 */
final class SampleBuffers implements AutoCloseable {
    static final SampleBuffers NONE = new SampleBuffers(new int[0]);

    /** By sample number; 0 where the sample has no audio. */
    private final int[] buffers;

    private SampleBuffers(int[] buffers) {
        this.buffers = buffers;
    }

    /** Uploads every decoded sample; the output's context must be current. */
    static SampleBuffers upload(SampleBank bank) {
        var buffers = new int[bank.size()];
        var largest = bank.all().stream().mapToInt(SampleBuffers::length).max().orElse(0);
        if (largest == 0) {
            return new SampleBuffers(buffers);
        }
        // One staging buffer for the whole level: OpenAL copies the data out of it on each upload.
        var staging = MemoryUtil.memAllocShort(largest);
        try {
            for (var sample : bank.all()) {
                if (sample instanceof Sample.Decoded decoded && length(sample) > 0) {
                    var pcm = decoded.pcm();
                    staging.clear();
                    staging.put(pcm.samples().view()).flip();
                    var buffer = alGenBuffers();
                    alBufferData(buffer, pcm.channels() == 1 ? AL_FORMAT_MONO16 : AL_FORMAT_STEREO16, staging,
                            pcm.sampleRate());
                    buffers[sample.number()] = buffer;
                }
            }
        } finally {
            MemoryUtil.memFree(staging);
        }
        return new SampleBuffers(buffers);
    }

    private static int length(Sample sample) {
        return sample instanceof Sample.Decoded decoded ? decoded.pcm().samples().size() : 0;
    }

    /** The buffer holding sample {@code number}, or 0 if it has no audio. */
    int buffer(int number) {
        return number >= 0 && number < buffers.length ? buffers[number] : 0;
    }

    /** Deletes the buffers; no source may still hold one. */
    @Override
    public void close() {
        for (var buffer : buffers) {
            if (buffer != 0) {
                alDeleteBuffers(buffer);
            }
        }
    }
}
