package org.tomblens.format.sound;

import org.tomblens.format.model.GameVersion;

/**
 * What each game does with a sound's details when it triggers the sound. §8.3.2 names the fields; the
 * numbers below are the PC engines' own: the chance test, the volume's scale and random drop, how a
 * volume maps to loudness (each engine sets DirectSound attenuation linearly in decibels), the hearing
 * range, and which loop mode each Characteristics value means.
 */
enum SoundRules {
    //  chance  volume random  dB at    dB span    loop modes for Characteristics bits 0..1
    //  mask    shift  drop    level 0  to 0x7FFF  = 0, 1, 2, 3
    TR1(0x7FFF, 0, 0x2000, -50, 50, LoopMode.WAIT, LoopMode.RESTART, LoopMode.LOOPED, LoopMode.NORMAL),
    TR2(0x7FFF, 0, 0x2000, -50, 50, LoopMode.NORMAL, LoopMode.WAIT, LoopMode.RESTART, LoopMode.LOOPED),
    TR3(0xFF, 7, 0x1000, -24, 24, LoopMode.NORMAL, LoopMode.WAIT, LoopMode.RESTART, LoopMode.LOOPED),
    TR4(0xFF, 6, 0x1000, -20, 100, LoopMode.NORMAL, LoopMode.WAIT, LoopMode.RESTART, LoopMode.LOOPED),
    TR5(0xFF, 6, 0x1000, -20, 100, LoopMode.NORMAL, LoopMode.WAIT, LoopMode.RESTART, LoopMode.LOOPED);

    /** The engines' volume scale: 0x7FFF is full volume. */
    static final int FULL_VOLUME = 0x7FFF;
    /** Pitch in 16.16 fixed point: 0x10000 plays the sample at its own rate. */
    static final int UNIT_PITCH = 0x10000;
    /** Random pitch moves the rate by up to this much either way (about 9%). */
    static final int RANDOM_PITCH = 6000;

    private final int chanceMask;
    private final int volumeShift;
    private final int randomGainDrop;
    private final double silentDb;
    private final double dbSpan;
    private final LoopMode[] loopModes;

    SoundRules(int chanceMask, int volumeShift, int randomGainDrop, double silentDb, double dbSpan,
               LoopMode... loopModes) {
        this.chanceMask = chanceMask;
        this.volumeShift = volumeShift;
        this.randomGainDrop = randomGainDrop;
        this.silentDb = silentDb;
        this.dbSpan = dbSpan;
        this.loopModes = loopModes;
    }

    static SoundRules of(GameVersion version) {
        return switch (version) {
            case TR1 -> TR1;
            case TR2 -> TR2;
            case TR3 -> TR3;
            case TR4 -> TR4;
            case TR5 -> TR5;
        };
    }

    /**
     * Whether a sound with a chance (not 0: such sounds always play, drawing nothing) plays on this 15-bit
     * random draw: the draw (TR1/TR2 all 15 bits, TR3+ its low byte) must not exceed the chance.
     */
    boolean passesChance(int chance, int draw) {
        return (draw & chanceMask) <= chance;
    }

    /** The odds that a 15-bit draw passes {@link #passesChance} for a chance above 0: draws 0..chance of the mask's range. */
    double odds(int chance) {
        return (Math.min(chance, chanceMask) + 1) / (double) (chanceMask + 1);
    }

    /** The details' volume on the engine's 0..0x7FFF scale (TR3+ store a byte and scale it up). */
    int level(int volume) {
        return volume << volumeShift;
    }

    /** How much random gain lowers the level for this 15-bit draw. */
    int randomDrop(int draw) {
        return draw * randomGainDrop >> 15;
    }

    /** Linear amplitude for an engine level above 0: the engine's decibel line, capped at 0 dB. */
    double gain(int level) {
        var db = Math.min(0, silentDb + dbSpan * Math.min(level, FULL_VOLUME) / FULL_VOLUME);
        return Math.pow(10, db / 20);
    }

    /**
     * The hearing range in sectors: TR1 and TR2 hear every sound 8 and 10 sectors away; TR3 uses the
     * details' range, TR4 and TR5 one sector more (§8.3.2; I.15).
     */
    int rangeSectors(int detailsRange) {
        return switch (this) {
            case TR1 -> 8;
            case TR2 -> 10;
            case TR3 -> detailsRange;
            case TR4, TR5 -> detailsRange + 1;
        };
    }

    /** Characteristics bits 0..1: TR1 orders its modes differently from the later games. */
    LoopMode loopMode(int bits) {
        return loopModes[bits & 3];
    }
}
