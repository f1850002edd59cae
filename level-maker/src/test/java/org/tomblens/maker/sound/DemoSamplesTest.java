package org.tomblens.maker.sound;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.sound.WaveReader;
import org.tomblens.maker.demo.DemoLevelGenerator;

/**
 * The demo's MAIN.SFX as TR2 keeps one (§8.4 of TRosettaStone 3: WAV files one after another, each a RIFF
 * chunk whose size says where the next starts), read back by the format core's own readers.
 */
class DemoSamplesTest {

    @Test
    void eachSoundIsAWavOf16BitMonoAtTr2sRateAndTheFileIsThemInOrder() {
        var sfx = DemoSamples.mainSfx();
        var offset = 0;
        for (var sound : DemoSamples.all()) {
            var riffSize = (sfx[offset + 4] & 0xFF) | (sfx[offset + 5] & 0xFF) << 8 | (sfx[offset + 6] & 0xFF) << 16
                    | (sfx[offset + 7] & 0xFF) << 24;
            var end = offset + 8 + riffSize;
            var pcm = WaveReader.decode(Bytes.own(sfx), offset, end);
            assertEquals(DemoSamples.RATE, pcm.sampleRate());
            assertEquals(1, pcm.channels());
            assertArrayEquals(sound, pcm.samples().toArray());
            offset = end;
        }
        assertEquals(sfx.length, offset, "nothing after the last WAV");
    }

    @Test
    void theDemoLevelsFourSamplesAllComeFromItAndAreHeard() {
        var level = DemoLevelGenerator.generate();
        var bank = SampleBank.withMainSfx(level, Bytes.own(DemoSamples.mainSfx()), "demo");
        assertTrue(bank.problems().isEmpty(), bank.problems().toString());
        for (int number = 0; number < level.sound().sampleIndices().size(); number++) {
            var samples = bank.pcm(number).orElseThrow().samples().toArray();
            var peak = 0;
            for (var sample : samples) {
                peak = Math.max(peak, Math.abs(sample));
            }
            assertTrue(peak > Short.MAX_VALUE / 4, "sample " + number + " peaks at " + peak);
        }
    }

    @Test
    void theLoopedWaterStartsAndEndsNearSilenceSoItsLoopDoesNotClick() {
        var water = DemoSamples.all().get(3);
        assertTrue(Math.abs(water[0]) < 64 && Math.abs(water[water.length - 1]) < 64,
                water[0] + " .. " + water[water.length - 1]);
    }
}
