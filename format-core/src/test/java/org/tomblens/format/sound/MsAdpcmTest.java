package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.sound.WaveFiles.*;

import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Bytes;

/**
 * MS-ADPCM blocks built by hand, with the samples worked out by hand from the algorithm's definition:
 * predicted = (sample1 * coef1 + sample2 * coef2) / 256 (truncating), sample = clamp(predicted + code * delta),
 * delta = max(16, adaptation[code] * delta / 256) with adaptation = 230 230 230 230 307 409 512 614 768 614
 * 512 409 307 230 230 230, and the header's sample 2 then sample 1 output first.
 */
class MsAdpcmTest {
    private static final int RATE = 22050;

    /** A mono block: predictor, delta, sample 1, sample 2 (each little-endian), then the code bytes. */
    private static byte[] monoBlock(int predictor, int delta, int sample1, int sample2, int... codeBytes) {
        var block = new Writer().u8(predictor).u16(delta).u16(sample1).u16(sample2);
        for (var b : codeBytes) {
            block.u8(b);
        }
        return block.toBytes();
    }

    private static Pcm decode(byte[] wav) {
        return WaveReader.decode(Bytes.own(wav));
    }

    @Test
    void monoBlocksDecodeToTheSamplesWorkedOutByHand() {
        // Blocks of 9 bytes: 7 header + 2 code bytes = 4 codes, so 6 samples per block.
        var block0 = monoBlock(1, 16, 100, 50, 0x78, 0x0F);
        // predictor 1: coef (512, -256). Out: 50, 100, then
        //  code 7 (+7): (100*512 + 50*-256)/256 = 150;  150 + 7*16 = 262;   delta 614*16/256 = 38
        //  code 8 (-8): (262*512 + 100*-256)/256 = 424; 424 - 8*38 = 120;   delta 768*38/256 = 114
        //  code 0 ( 0): (120*512 + 262*-256)/256 = -22; -22 + 0 = -22;      delta 230*114/256 = 102
        //  code F (-1): (-22*512 + 120*-256)/256 = -164; -164 - 102 = -266; delta 230*102/256 = 91
        var block1 = monoBlock(5, 16, -7, 3, 0x19, 0xF7);
        // predictor 5: coef (460, -208). Out: 3, -7, then
        //  code 1 (+1): (-7*460 + 3*-208)/256 = -3844/256 = -15 (toward zero); -15 + 16 = 1;
        //               delta 230*16/256 = 14, raised to the floor 16
        //  code 9 (-7): (1*460 + -7*-208)/256 = 1916/256 = 7;  7 - 7*16 = -105;  delta 614*16/256 = 38
        //  code F (-1): (-105*460 + 1*-208)/256 = -48508/256 = -189; -189 - 38 = -227; delta 230*38/256 = 34
        //  code 7 (+7): (-227*460 + -105*-208)/256 = -82580/256 = -322; -322 + 7*34 = -84
        var block2 = monoBlock(0, 1000, 32000, 31000, 0x72);
        // A last block of 8 bytes: header + 1 code byte = 2 codes, 4 samples. predictor 0: coef (256, 0).
        //  code 7 (+7): 32000 + 7*1000 = 39000, clamped to 32767;  delta 614*1000/256 = 2398
        //  code 2 (+2): 32767 + 2*2398, clamped to 32767
        var wav = riff(adpcmFormat(1, RATE, 9, 6, STANDARD_COEFFICIENTS), data(concat(block0, block1, block2)));

        var pcm = decode(wav);

        assertArrayEquals(new short[] {
                50, 100, 262, 120, -22, -266,
                3, -7, 1, -105, -227, -84,
                31000, 32000, 32767, 32767}, pcm.samples().toArray());
        assertEquals(1, pcm.channels());
        assertEquals(RATE, pcm.sampleRate());
    }

    @Test
    void stereoBlockInterleavesItsChannelsHighNibbleLeft() {
        // Header fields alternate left/right: predictors, deltas, samples 1, samples 2; 2 code bytes = one
        // code per channel per byte (high nibble left), so 2 + 2 frames.
        var block = new Writer().u8(0).u8(2).u16(16).u16(32).u16(10).u16(-10).u16(5).u16(-20).u8(0x1F).u8(0x27).toBytes();
        // Left, predictor 0 (256, 0): 5, 10, then code 1: 10 + 16 = 26 (delta stays 16); code 2: 26 + 2*16 = 58.
        // Right, predictor 2 (0, 0): -20, -10, then code F: 0 - 32 = -32 (delta 230*32/256 = 28); code 7: 7*28 = 196.
        var wav = riff(adpcmFormat(2, RATE, 16, 4, STANDARD_COEFFICIENTS), data(block));

        var pcm = decode(wav);

        assertEquals(2, pcm.channels());
        assertArrayEquals(new short[] {5, -20, 10, -10, 26, -32, 58, 196}, pcm.samples().toArray());
    }

    @Test
    void aPredictorBeyondTheCoefficientTableIsABrokenBlockHeader() {
        var good = monoBlock(6, 16, 0, 0, 0x00, 0x00);
        var broken = monoBlock(7, 16, 0, 0, 0x00, 0x00);
        var wav = riff(adpcmFormat(1, RATE, 9, 6, STANDARD_COEFFICIENTS), data(concat(good, broken)));

        var error = assertThrows(WaveFormatException.class, () -> decode(wav));

        assertTrue(error.problem().contains("block 1") && error.problem().contains("predictor 7"), error.getMessage());
    }

    @Test
    void aNegativeInitialDeltaIsABrokenBlockHeader() {
        var wav = riff(adpcmFormat(1, RATE, 9, 6, STANDARD_COEFFICIENTS), data(monoBlock(0, -16, 0, 0, 0x00, 0x00)));

        var error = assertThrows(WaveFormatException.class, () -> decode(wav));

        assertTrue(error.problem().contains("negative initial delta"), error.getMessage());
    }
}
