package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.testing.SyntheticLevels;

/**
 * Which sound sources a listener hears, on hand-placed sources whose distances and ranges are worked out
 * by hand: ranges per version (§8.3.2), flip flags (§8.1), one voice per sound id.
 */
class SoundSourcesTest {
    private static final int WIND = 10;
    private static final int DRIP = 11;
    private static final int ABSENT = 12;
    private static final int ALWAYS = 0xC0;
    private static final int NOT_FLIPPED = 0x80;
    private static final int FLIPPED = 0x40;

    /** Sound 10: details range 9; sound 11: range 0; sound 12: not in the level. */
    private static final short[] SOUND_MAP = map();
    private static final List<SoundDetails> DETAILS = List.of(
            new SoundDetails(0, 200, 9, 0, 0, 3), new SoundDetails(1, 200, 0, 0, 0, 3));

    private static final List<SoundSource> PLACED = List.of(
            new SoundSource(0, 0, 0, WIND, ALWAYS),
            new SoundSource(10000, 0, 300, DRIP, ALWAYS),
            new SoundSource(10000, 0, 0, WIND, NOT_FLIPPED),
            new SoundSource(0, 0, 5000, DRIP, FLIPPED),
            new SoundSource(0, 0, 5000, ABSENT, ALWAYS),
            new SoundSource(0, 0, 5500, DRIP, 0));

    private static short[] map() {
        var map = new short[370];
        Arrays.fill(map, (short) -1);
        map[WIND] = 0;
        map[DRIP] = 1;
        return map;
    }

    private static SoundSources sources(GameVersion version) {
        var level = SyntheticLevels.sounds(version, PLACED, SOUND_MAP, DETAILS);
        return SoundSources.of(level.soundSources(), SoundEffects.of(level));
    }

    private static int[] heard(SoundSources sources, float x, float y, float z, boolean flipped) {
        var out = new int[sources.size()];
        return Arrays.copyOf(out, sources.heard(x, y, z, flipped, out));
    }

    @Test
    void theRangeIsTheDetailsRangePlusOneSectorInTr4AndEightSectorsInTr1() {
        var tr4 = sources(GameVersion.TR4);
        assertEquals(10 * 1024, tr4.range(0));
        assertEquals(1024, tr4.range(1));
        assertEquals(0, tr4.range(4), "a source whose sound the level lacks is heard nowhere");
        assertTrue(tr4.effect(4).isEmpty());
        assertEquals(WIND, tr4.effect(2).orElseThrow().soundId());

        var tr1 = sources(GameVersion.TR1);
        assertEquals(8 * 1024, tr1.range(0));
        assertEquals(8 * 1024, tr1.range(1));
    }

    @Test
    void aSourceIsHeardUpToItsRangeMeasuredInThreeDimensions() {
        var sources = sources(GameVersion.TR4);
        // Source 3 drips at (0, 0, 5000) with a range of 1024, while the level is flipped.
        assertTrue(sources.audible(3, 0, 0, 5000 + 1024, true), "exactly at the range");
        assertFalse(sources.audible(3, 0, 0, 5000 + 1025, true));
        assertTrue(sources.audible(3, 0, -1024, 5000, true), "straight above, at the range");
        // 600 units off on every axis: each axis is within range, the distance (1039) is not.
        assertFalse(sources.audible(3, 600, -600, 5600, true));
        assertEquals(Math.sqrt(3 * 600 * 600), sources.distance(3, 600, -600, 5600), 1e-9);
    }

    @Test
    void theFlipFlagsChooseTheStateASourcePlaysIn() {
        var sources = sources(GameVersion.TR4);
        assertTrue(sources.audible(0, 0, 0, 0, false) && sources.audible(0, 0, 0, 0, true), "0xC0 always plays");
        assertTrue(sources.audible(2, 10000, 0, 0, false), "0x80 plays while not flipped");
        assertFalse(sources.audible(2, 10000, 0, 0, true), "0x80 is silent while flipped");
        assertTrue(sources.audible(3, 0, 0, 5000, true), "0x40 plays while flipped");
        assertFalse(sources.audible(3, 0, 0, 5000, false), "0x40 is silent while not flipped");
        assertFalse(sources.audible(5, 0, 0, 5500, false) || sources.audible(5, 0, 0, 5500, true),
                "neither bit: never plays");
        assertFalse(sources.audible(4, 0, 0, 5000, false), "its sound is not in the level");
    }

    @Test
    void ofSeveralSourcesOfOneSoundOnlyTheNearestIsHeard() {
        var sources = sources(GameVersion.TR4);
        // At x 3000 the first wind source is 3000 away, the second 7000: both in range, the first is nearer.
        assertArrayEquals(new int[] {0}, heard(sources, 3000, 0, 0, false));
        // At x 6000 the second (4000 away) is nearer than the first (6000 away).
        assertArrayEquals(new int[] {2}, heard(sources, 6000, 0, 0, false));
        // Flipped, the second wind source is silent and the first is heard from 6000 away.
        assertArrayEquals(new int[] {0}, heard(sources, 6000, 0, 0, true));
        // At x 9900: the first wind (9900 away) gives way to the second (100 away); the drip at
        // (10000, 0, 300) is 316 away. The chosen stay in source order.
        assertArrayEquals(new int[] {1, 2}, heard(sources, 9900, 0, 0, false));
        // Beside the flipped drip (200 away): the wind at the origin (4800 away) and the drip, not the
        // absent sound nor the never-playing drip.
        assertArrayEquals(new int[] {0, 3}, heard(sources, 0, 0, 4800, true));
        assertArrayEquals(new int[0], heard(sources, 50000, 0, 0, false));
    }
}
