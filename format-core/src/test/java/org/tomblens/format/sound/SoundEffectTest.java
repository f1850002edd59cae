package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Sound details resolved per version (§8.3.2) and triggered with scripted 15-bit random draws, the right
 * outcomes worked out by hand from the engines' rules.
 */
class SoundEffectTest {
    private static final int LOOP_BITS_2 = 2;
    private static final int NO_PANNING = 0x1000;
    private static final int RANDOM_PITCH = 0x2000;
    private static final int RANDOM_GAIN = 0x4000;

    /** Hands out the given draws in order and checks each is asked for as a 15-bit number. */
    private static final class Draws implements RandomGenerator {
        private final Deque<Integer> draws = new ArrayDeque<>();

        Draws(int... draws) {
            for (var draw : draws) {
                this.draws.add(draw);
            }
        }

        @Override
        public int nextInt(int bound) {
            assertEquals(0x8000, bound, "the engines draw 15-bit numbers");
            assertFalse(draws.isEmpty(), "more draws than scripted");
            return draws.poll();
        }

        @Override
        public long nextLong() {
            throw new AssertionError("only nextInt(0x8000) is expected");
        }

        void assertAllUsed() {
            assertTrue(draws.isEmpty(), "draws left unused: " + draws);
        }
    }

    private static SoundEffect effect(GameVersion version, SoundDetails details) {
        return SoundEffect.of(42, 3, details, version);
    }

    private static int count(int variants) {
        return variants << 2;
    }

    @Test
    void tr1DetailsResolveWithTr1LoopOrderAndFixedRange() {
        var effect = effect(GameVersion.TR1, new SoundDetails(5, 0x7FFF, 0, 0, 0,
                LOOP_BITS_2 | count(3) | RANDOM_PITCH | RANDOM_GAIN));

        assertEquals(5, effect.firstSample());
        assertEquals(3, effect.variants());
        assertEquals(LoopMode.LOOPED, effect.loopMode(), "TR1 loop bits 2 mean looped");
        assertTrue(effect.randomPitch() && effect.randomGain() && !effect.noPanning());
        assertEquals(8, effect.rangeSectors());
        assertArrayEquals(new int[] {5, 6, 7}, effect.sampleNumbers().toArray());
    }

    @Test
    void tr3DetailsCarryRangeAndASignedPitch() {
        var effect = effect(GameVersion.TR3, new SoundDetails(7, 200, 12, 100, 0xF0, 1 | count(2) | NO_PANNING));

        assertEquals(LoopMode.WAIT, effect.loopMode(), "TR3 loop bits 1 mean wait");
        assertEquals(-16, effect.pitch());
        assertEquals(12, effect.rangeSectors());
        assertTrue(effect.noPanning());
        assertEquals(LoopMode.RESTART, effect(GameVersion.TR2, new SoundDetails(0, 1, 0, 0, 0, LOOP_BITS_2)).loopMode());
        assertEquals(10, effect(GameVersion.TR2, new SoundDetails(0, 1, 0, 0, 0, 0)).rangeSectors());
        assertEquals(13, effect(GameVersion.TR4, new SoundDetails(0, 1, 12, 0, 0, 3)).rangeSectors(), "TR4: range + 1");
        assertEquals(LoopMode.LOOPED, effect(GameVersion.TR5, new SoundDetails(0, 1, 12, 0, 0, 3)).loopMode());
    }

    @Test
    void tr1ChanceComparesTheWholeDrawAndTr3OnlyItsLowByte() {
        var tr1 = effect(GameVersion.TR1, new SoundDetails(0, 0x7FFF, 0, 16055, 0, count(1)));
        assertTrue(tr1.trigger(new Draws(16055)).isPresent());
        assertTrue(tr1.trigger(new Draws(16056)).isEmpty());

        var tr3 = effect(GameVersion.TR3, new SoundDetails(0, 255, 10, 100, 0, count(1)));
        assertTrue(tr3.trigger(new Draws(0x1064)).isPresent(), "low byte 100 passes");
        assertTrue(tr3.trigger(new Draws(0x0065)).isEmpty(), "low byte 101 fails");
        assertTrue(tr3.trigger(new Draws(0x7F00)).isPresent(), "low byte 0 passes whatever the high bits");
    }

    @Test
    void volumeMapsToGainAlongEachEnginesDecibelLine() {
        // TR1/TR2: -50 dB at 0 to 0 dB at 0x7FFF.
        var full = effect(GameVersion.TR1, new SoundDetails(0, 0x7FFF, 0, 0, 0, count(1))).trigger(new Draws());
        assertEquals(1.0, full.orElseThrow().gain(), 1e-9);
        var half = effect(GameVersion.TR1, new SoundDetails(0, 0x4000, 0, 0, 0, count(1))).trigger(new Draws());
        assertEquals(Math.pow(10, (-50 + 50.0 * 0x4000 / 0x7FFF) / 20), half.orElseThrow().gain(), 1e-9);
        assertEquals(0.05624, half.orElseThrow().gain(), 1e-5, "-25 dB");
        // TR4: the byte volume << 6, then -20 dB at 0 rising 100 dB per 0x7FFF, capped at 0 dB.
        var loud = effect(GameVersion.TR4, new SoundDetails(0, 255, 10, 0, 0, count(1))).trigger(new Draws());
        assertEquals(1.0, loud.orElseThrow().gain(), 1e-9, "255 << 6 = 16320 is past 0 dB");
        var quiet = effect(GameVersion.TR4, new SoundDetails(0, 40, 10, 0, 0, count(1))).trigger(new Draws());
        assertEquals(Math.pow(10, (-20 + 100.0 * (40 << 6) / 0x7FFF) / 20), quiet.orElseThrow().gain(), 1e-9);
        // TR3: the byte volume << 7, -24 dB at 0 to 0 dB at 0x7FFF.
        var tr3 = effect(GameVersion.TR3, new SoundDetails(0, 128, 10, 0, 0, count(1))).trigger(new Draws());
        assertEquals(Math.pow(10, (-24 + 24.0 * (128 << 7) / 0x7FFF) / 20), tr3.orElseThrow().gain(), 1e-9);
    }

    @Test
    void randomGainLowersTheLevelByUpToAQuarterInTr1() {
        // Draw 0x4000 takes 0x4000 * 0x2000 >> 15 = 4096 off 0x7FFF: level 28671, -50 + 50*28671/32767 dB.
        var draws = new Draws(0x4000);
        var played = effect(GameVersion.TR1, new SoundDetails(0, 0x7FFF, 0, 0, 0, count(1) | RANDOM_GAIN)).trigger(draws);
        assertEquals(Math.pow(10, (-50 + 50.0 * 28671 / 0x7FFF) / 20), played.orElseThrow().gain(), 1e-9);
        draws.assertAllUsed();

        // Volume 0x1000 less up to 0x1FFF: nothing left, so the sound does not play at all.
        var silenced = effect(GameVersion.TR1, new SoundDetails(0, 0x1000, 0, 0, 0, count(1) | RANDOM_GAIN));
        assertTrue(silenced.trigger(new Draws(0x7FFF)).isEmpty());
    }

    @Test
    void pitchIsTheStoredOffsetPlusARandomSwingOfSixThousandSixtyFourThousandths() {
        var details = new SoundDetails(0, 255, 10, 0, 0xF0, count(1) | RANDOM_PITCH);
        var effect = effect(GameVersion.TR3, details);
        // Stored -16: 0x10000 - 16*512 = 57344. Draw d adds (6000*d >> 14) - 6000.
        assertEquals(57344 / 65536.0, effect.trigger(new Draws(0x4000)).orElseThrow().pitch(), 1e-12);
        assertEquals((57344 - 6000) / 65536.0, effect.trigger(new Draws(0)).orElseThrow().pitch(), 1e-12);
        assertEquals((57344 + 5999) / 65536.0, effect.trigger(new Draws(0x7FFF)).orElseThrow().pitch(), 1e-12);
        assertEquals(1.0, effect(GameVersion.TR1, new SoundDetails(0, 1, 0, 0, 0xF0, count(1)))
                .trigger(new Draws()).orElseThrow().pitch(), "TR1/TR2 details have no pitch");
    }

    @Test
    void theVariantIsPickedFromTheLastDrawInTheEnginesOrder() {
        var details = new SoundDetails(5, 255, 10, 200, 0, count(3) | RANDOM_GAIN | RANDOM_PITCH);
        var effect = effect(GameVersion.TR4, details);
        // Draws in order: chance, gain, pitch, sample. Sample = 5 + (3 * d >> 15).
        var draws = new Draws(0, 0, 0x4000, 0x5555);
        var played = effect.trigger(draws).orElseThrow();
        draws.assertAllUsed();
        assertEquals(6, played.sample(), "3 * 0x5555 >> 15 = 1");
        assertEquals(5, effect.trigger(new Draws(0, 0, 0x4000, 0)).orElseThrow().sample());
        assertEquals(7, effect.trigger(new Draws(0, 0, 0x4000, 0x7FFF)).orElseThrow().sample());
        assertEquals(42, played.soundId());
        assertEquals(LoopMode.NORMAL, played.loopMode());
    }

    @Test
    void oddsGainAndRateAreWhatATriggeringUsesBeforeItsRandomParts() {
        // TR1: the whole 15-bit draw must not exceed the chance: 0x3FFF passes draws 0..0x3FFF, half of them.
        assertEquals(0.5, effect(GameVersion.TR1, new SoundDetails(0, 0x7FFF, 0, 0x3FFF, 0, count(1))).odds());
        // TR3: only the draw's low byte counts: 63 passes 64 of 256.
        assertEquals(0.25, effect(GameVersion.TR3, new SoundDetails(0, 200, 8, 63, 0, count(1))).odds());
        assertEquals(1.0, effect(GameVersion.TR3, new SoundDetails(0, 200, 8, 0, 0, count(1))).odds(), "0 always plays");

        // TR1 full volume is 0 dB; 0x4000 is -50 + 50 * 16384/32767 = -24.9992 dB.
        assertEquals(1.0, effect(GameVersion.TR1, new SoundDetails(0, 0x7FFF, 0, 0, 0, count(1))).gain(), 1e-12);
        assertEquals(0.056239, effect(GameVersion.TR1, new SoundDetails(0, 0x4000, 0, 0, 0, count(1))).gain(), 1e-6);
        // TR4: volume 32 is level 2048, -20 + 100 * 2048/32767 = -13.7498 dB; 255 (level 16320) is capped at 0 dB.
        assertEquals(0.205357, effect(GameVersion.TR4, new SoundDetails(0, 32, 8, 0, 0, count(1))).gain(), 1e-6);
        assertEquals(1.0, effect(GameVersion.TR4, new SoundDetails(0, 255, 8, 0, 0, count(1))).gain(), 1e-12);
        assertEquals(0.0, effect(GameVersion.TR4, new SoundDetails(0, 0, 8, 0, 0, count(1))).gain(), "volume 0 is silent");

        // TR3 pitch 0xF0 is -16: 1 - 16/128.
        assertEquals(0.875, effect(GameVersion.TR3, new SoundDetails(0, 200, 8, 0, 0xF0, count(1))).rate());
        assertEquals(1.0, effect(GameVersion.TR2, new SoundDetails(0, 0x7FFF, 0, 0, 0xF0, count(1))).rate(),
                "TR1/TR2 have no stored pitch");
    }

    @Test
    void everyMappedSoundIdOfACorpusLevelResolvesToTheDetailsItsMapNames() throws IOException {
        for (var path : new String[] {"tr1/rando-test1.phd", "tr3/rando-test1.tr2", "tr5/rando-test1.trc"}) {
            var level = LevelReader.read(Corpus.file(path));
            var map = level.sound().soundMap();
            var effects = SoundEffects.of(level);
            var mapped = 0;
            for (int id = 0; id < map.size(); id++) {
                var index = map.get(id);
                var effect = effects.find(id);
                assertEquals(index >= 0, effect.isPresent(), path + " sound " + id);
                if (index >= 0) {
                    mapped++;
                    var details = level.sound().details().get(index);
                    assertEquals(index, effect.get().detailsIndex());
                    assertEquals(details.sample(), effect.get().firstSample());
                    assertEquals(details.volume(), effect.get().volume());
                }
            }
            assertEquals(mapped, effects.all().size());
            assertEquals(map.size(), effects.idCount());
            assertTrue(effects.problems().isEmpty(), effects.problems()::toString);
            assertTrue(effects.find(-1).isEmpty() && effects.find(map.size()).isEmpty());
        }
    }
}
