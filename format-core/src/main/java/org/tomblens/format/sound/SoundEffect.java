package org.tomblens.format.sound;

import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.SoundDetails;

/**
 * A sound id resolved through the sound map to its details (§8.3.2): which samples it picks from and how
 * it varies. {@link #trigger(RandomGenerator)} makes the game's random choices for one playing.
 *
 * @param detailsIndex the sound details record the sound map points to
 * @param firstSample the first sample number the sound picks from
 * @param variants how many consecutive samples it picks from (0 plays the first, as 1 does)
 * @param volume as stored: TR1/TR2 0..0x7FFF, TR3+ 0..255
 * @param chance as stored; 0 always plays, otherwise the odds out of 0x7FFF (TR1/TR2) or 255 (TR3+)
 * @param pitch TR3+: a signed offset in 1/128ths of the sample's rate; 0 before
 * @param rangeSectors how far away the sound can be heard
 * @param noPanning Characteristics bit 12: the engines do not pan the sound by direction
 */
public record SoundEffect(int soundId, int detailsIndex, int firstSample, int variants, int volume, int chance,
                          int pitch, int rangeSectors, LoopMode loopMode, boolean randomPitch, boolean randomGain,
                          boolean noPanning, GameVersion version) {

    private static final int NO_PANNING = 1 << 12;
    private static final int RANDOM_PITCH = 1 << 13;
    private static final int RANDOM_GAIN = 1 << 14;

    static SoundEffect of(int soundId, int detailsIndex, SoundDetails details, GameVersion version) {
        var rules = SoundRules.of(version);
        var bits = details.characteristics();
        return new SoundEffect(soundId, detailsIndex, details.sample(), details.sampleCount(), details.volume(),
                details.chance(), version.atLeast(GameVersion.TR3) ? (byte) details.pitch() : 0,
                rules.rangeSectors(details.range()), rules.loopMode(details.loopMode()),
                (bits & RANDOM_PITCH) != 0, (bits & RANDOM_GAIN) != 0, (bits & NO_PANNING) != 0, version);
    }

    /** The sample numbers this sound picks from. */
    public IntStream sampleNumbers() {
        return IntStream.range(firstSample, firstSample + Math.max(1, variants));
    }

    /** The odds that a triggering passes the chance test: 1 for a chance of 0, which always plays. */
    public double odds() {
        return chance == 0 ? 1 : SoundRules.of(version).odds(chance);
    }

    /** The loudness a triggering plays at before random gain, as a linear amplitude 0..1 (0 when silent). */
    public double gain() {
        var level = SoundRules.of(version).level(volume);
        return level <= 0 ? 0 : SoundRules.of(version).gain(level);
    }

    /** The playback rate before random pitch: 1 plays the sample at its own rate (TR3+ shift it by pitch/128). */
    public double rate() {
        return 1 + pitch / 128.0;
    }

    /**
     * One triggering as the game makes it, drawing 15-bit random numbers in the engines' order: the chance
     * test, the random gain, the random pitch, then the sample among the variants. Empty when the sound
     * does not play at all: the chance test failed, or random gain took its volume to nothing.
     */
    public Optional<Playback> trigger(RandomGenerator random) {
        var rules = SoundRules.of(version);
        if (chance != 0 && !rules.passesChance(chance, draw(random))) {
            return Optional.empty();
        }
        var level = rules.level(volume);
        if (randomGain) {
            level -= rules.randomDrop(draw(random));
        }
        if (level <= 0) {
            return Optional.empty();
        }
        // TR3+: the stored pitch shifts the rate by pitch/128 (pitch << 9 in 16.16 fixed point).
        var pitchUnits = SoundRules.UNIT_PITCH + (pitch << 9);
        if (randomPitch) {
            pitchUnits += (SoundRules.RANDOM_PITCH * draw(random) >> 14) - SoundRules.RANDOM_PITCH;
        }
        var sample = variants == 1 ? firstSample : firstSample + (variants * draw(random) >> 15);
        return Optional.of(new Playback(soundId, sample, (double) pitchUnits / SoundRules.UNIT_PITCH,
                rules.gain(level), loopMode));
    }

    /** The engines' random draw: 15 bits. */
    private static int draw(RandomGenerator random) {
        return random.nextInt(0x8000);
    }
}
