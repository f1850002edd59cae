package org.tomblens.format.model;

/**
 * How one sound plays (§8.3): its first sample index and its variation.
 *
 * @param range TR3+ only (0 before)
 * @param pitch TR3+ only (0 before)
 * @param characteristics bits 0..1 loop mode, 2..7 sample count, 13 random pitch, 14 random gain
 *                        (TR1/TR2 layout; TR3+ keep the same bit meanings)
 */
public record SoundDetails(int sample, int volume, int range, int chance, int pitch, int characteristics) {
    /** How many consecutive samples the sound picks from. */
    public int sampleCount() {
        return (characteristics >> 2) & 0x3F;
    }

    public int loopMode() {
        return characteristics & 0x3;
    }
}
