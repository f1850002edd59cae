package org.tomblens.format.model;

/**
 * How one sound plays (§8.3.2): its first sample index and its variation.
 *
 * @param volume TR1/TR2: 0..0x7FFF; TR3+: 0..255
 * @param range TR3+ only, in sectors (0 before)
 * @param chance 0 always plays; TR1/TR2 out of 0x7FFF, TR3+ out of 255
 * @param pitch TR3+ only, a signed byte stored unsigned (0 before)
 * @param characteristics bits 0..1 loop mode, 2..5 sample count, 12 no panning, 13 random pitch, 14 random gain
 *                        (the same bits in every version)
 */
public record SoundDetails(int sample, int volume, int range, int chance, int pitch, int characteristics) {
    /**
     * How many consecutive samples the sound picks from. §8.3.2 gives the count bits 2..7, but every PC
     * engine reads only bits 2..5.
     */
    public int sampleCount() {
        return (characteristics >> 2) & 0xF;
    }

    public int loopMode() {
        return characteristics & 0x3;
    }
}
