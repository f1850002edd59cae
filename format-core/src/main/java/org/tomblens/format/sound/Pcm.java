package org.tomblens.format.sound;

import org.tomblens.format.model.Words;

/**
 * Decoded audio: signed 16-bit samples, channels interleaved (left first), at {@code sampleRate} frames per
 * second. Whatever the WAV stored (8-bit, 16-bit or ADPCM) arrives in this one form.
 */
public record Pcm(int sampleRate, int channels, Words samples) {
    public Pcm {
        if (sampleRate <= 0 || channels < 1 || samples.size() % channels != 0) {
            throw new IllegalArgumentException(samples.size() + " samples at " + sampleRate + " Hz in "
                    + channels + " channels");
        }
    }

    /** Samples per channel. */
    public int frameCount() {
        return samples.size() / channels;
    }

    public double seconds() {
        return (double) frameCount() / sampleRate;
    }
}
