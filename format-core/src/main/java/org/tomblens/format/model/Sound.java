package org.tomblens.format.model;

import java.util.List;

/**
 * Sound tables (§8): the sound map (sound id -> details index, -1 none), the details, and the sample
 * indices. TR1 embeds its WAV files as one blob that the indices address by byte offset; TR4/TR5 store
 * one WAV per sample after the level data; TR2/TR3 samples live in MAIN.SFX.
 */
public record Sound(Words soundMap, List<SoundDetails> details, Ints sampleIndices, Bytes sampleBlob,
                    List<EmbeddedSample> samples) {
    public Sound {
        details = List.copyOf(details);
        samples = List.copyOf(samples);
    }
}
