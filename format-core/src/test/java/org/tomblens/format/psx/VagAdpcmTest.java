package org.tomblens.format.psx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Blocks worked out by hand from the PlayStation ADPCM rule: a nibble is the top 4 bits of a 16-bit value shifted
 * right by the block's shift, plus the filter's prediction, (older * a + oldest * b + 32) >> 6 with filter 2's
 * a = 115 and b = -52.
 */
class VagAdpcmTest {
    @Test
    void nibblesAreScaledByTheShiftAndPredictedByTheFilter() {
        var data = new byte[48];
        // Block 0: filter 0, shift 0: nibbles 7, -1 (0xF), -8 (0x8), 0, …, and the last two 0 and 1.
        data[2] = (byte) 0xF7;
        data[3] = 0x08;
        data[15] = 0x10;
        // Block 1: filter 2, shift 12, all nibbles 0: the prediction alone.
        data[16] = 0x2C;
        // Block 2: the end flag.
        data[33] = 7;

        var samples = VagAdpcm.decode(data, 0, data.length);

        var expected = new short[56];
        expected[0] = 7 << 12;
        expected[1] = -1 << 12;
        expected[2] = (short) (-8 << 12);
        expected[27] = 1 << 12;
        // (4096 * 115 + 0 * -52 + 32) >> 6 = 7360; (7360 * 115 + 4096 * -52 + 32) >> 6 = 9897.
        expected[28] = 7360;
        expected[29] = 9897;
        assertArrayEquals(Arrays.copyOf(expected, 30), Arrays.copyOf(samples, 30));
        assertArrayEquals(new short[0], Arrays.copyOfRange(samples, 56, samples.length), "nothing after the end flag");
    }
}
