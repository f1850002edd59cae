package org.tomblens.format.sound;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.model.SoundSource;

/**
 * A level's sound sources (§8.1) with the sound each plays, and which of them a listener hears.
 *
 * <p>Every game frame the engines offer each source whose flag matches the flip state to the mixer (0x40
 * while the level is flipped, 0x80 while it is not), and the mixer drops those farther than their sound's
 * range. A looped sound keeps a single voice however many sources call it, the loudest caller winning; so
 * here, of the sources in range that play one sound id, only the nearest is heard.
 */
public final class SoundSources {
    /** One sector in TR units: the unit sound ranges are given in. */
    public static final int SECTOR = 1024;

    private final List<SoundSource> sources;
    /** By source: its sound, or null when the level does not have it. */
    private final SoundEffect[] effects;
    /** By source: the hearing range in TR units, 0 when its sound is missing. */
    private final float[] ranges;

    private SoundSources(List<SoundSource> sources, SoundEffects soundEffects) {
        this.sources = List.copyOf(sources);
        this.effects = new SoundEffect[sources.size()];
        this.ranges = new float[sources.size()];
        for (int i = 0; i < effects.length; i++) {
            var effect = soundEffects.find(sources.get(i).soundId());
            if (effect.isPresent()) {
                effects[i] = effect.get();
                ranges[i] = effect.get().rangeSectors() * (float) SECTOR;
            }
        }
    }

    public static SoundSources of(List<SoundSource> sources, SoundEffects soundEffects) {
        return new SoundSources(sources, soundEffects);
    }

    public int size() {
        return sources.size();
    }

    public SoundSource source(int index) {
        return sources.get(index);
    }

    public List<SoundSource> all() {
        return sources;
    }

    /** The sound source {@code index} plays, if the level has that sound id. */
    public Optional<SoundEffect> effect(int index) {
        return Optional.ofNullable(effects[index]);
    }

    /** How far away source {@code index} is heard, in TR units; 0 when the level lacks its sound. */
    public float range(int index) {
        return ranges[index];
    }

    /** The distance from source {@code index} to a point, in TR units. */
    public double distance(int index, float x, float y, float z) {
        return Math.sqrt(distanceSquared(sources.get(index), x, y, z));
    }

    private static double distanceSquared(SoundSource source, float x, float y, float z) {
        double dx = source.x() - x;
        double dy = source.y() - y;
        double dz = source.z() - z;
        return dx * dx + dy * dy + dz * dz;
    }

    /**
     * Whether a listener at (x, y, z) hears source {@code index} in this flip state: its flag allows the
     * state, the level has its sound, and the listener is within the sound's range.
     */
    public boolean audible(int index, float x, float y, float z, boolean flipped) {
        var source = sources.get(index);
        var range = (double) ranges[index];
        return effects[index] != null && source.playsWhen(flipped) && distanceSquared(source, x, y, z) <= range * range;
    }

    /**
     * The sources a listener at (x, y, z) hears in this flip state: the audible ones, and of several playing
     * one sound id only the nearest (the first of equally near ones). Writes their indices, in source order,
     * to the start of {@code out} (at least {@link #size()} long) and returns how many there are.
     */
    public int heard(float x, float y, float z, boolean flipped, int[] out) {
        var count = 0;
        for (int i = 0; i < sources.size(); i++) {
            if (!audible(i, x, y, z, flipped)) {
                continue;
            }
            var sameSound = indexOfSound(out, count, sources.get(i).soundId());
            if (sameSound < 0) {
                out[count++] = i;
            } else if (distanceSquared(sources.get(i), x, y, z) < distanceSquared(sources.get(out[sameSound]), x, y, z)) {
                // Keep source order among the chosen: drop the farther one and append this one.
                System.arraycopy(out, sameSound + 1, out, sameSound, count - sameSound - 1);
                out[count - 1] = i;
            }
        }
        return count;
    }

    private int indexOfSound(int[] chosen, int count, int soundId) {
        for (int k = 0; k < count; k++) {
            if (sources.get(chosen[k]).soundId() == soundId) {
                return k;
            }
        }
        return -1;
    }
}
