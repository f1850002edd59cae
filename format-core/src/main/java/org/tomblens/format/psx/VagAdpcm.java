package org.tomblens.format.psx;

import java.util.Arrays;

/**
 * Decodes the PlayStation's sound ADPCM (VAG): 16-byte blocks of a filter and shift byte, a flags byte and 28
 * 4-bit samples, low nibble first. Each sample is the nibble scaled by the shift plus a prediction from the two
 * samples before it, with one of five filters whose coefficients are sixty-fourths.
 */
public final class VagAdpcm {
    /** Bytes per block, and the samples one block holds. */
    public static final int BLOCK_BYTES = 16;
    public static final int BLOCK_SAMPLES = 28;
    /** The flags a block ends a sample with. */
    private static final int END_FLAGS = 7;
    private static final int[] OLDER_WEIGHT = {0, 60, 115, 98, 122};
    private static final int[] OLDEST_WEIGHT = {0, 0, -52, -55, -60};

    private VagAdpcm() {}

    /**
     * The 16-bit samples of {@code length} bytes of ADPCM from {@code offset}, up to the block that flags the end;
     * a filter number past the five known is read as the first (no prediction), and a trailing part block is
     * ignored.
     */
    public static short[] decode(byte[] data, int offset, int length) {
        var blocks = length / BLOCK_BYTES;
        var samples = new short[blocks * BLOCK_SAMPLES];
        int older = 0;
        int oldest = 0;
        var count = 0;
        for (int block = 0; block < blocks; block++) {
            var at = offset + block * BLOCK_BYTES;
            var filter = (data[at] & 0xFF) >> 4;
            var shift = data[at] & 0x0F;
            if ((data[at + 1] & 0xFF) == END_FLAGS) {
                break;
            }
            if (filter >= OLDER_WEIGHT.length) {
                filter = 0;
            }
            for (int i = 0; i < BLOCK_SAMPLES; i++) {
                var packed = data[at + 2 + i / 2] & 0xFF;
                var nibble = (i & 1) == 0 ? packed & 0x0F : packed >> 4;
                // The nibble is the top of a 16-bit value, then shifted down; a shift past 12 leaves nothing.
                var scaled = (short) (nibble << 12) >> Math.min(shift, 15);
                var value = scaled + (older * OLDER_WEIGHT[filter] + oldest * OLDEST_WEIGHT[filter] + 32 >> 6);
                value = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, value));
                samples[count++] = (short) value;
                oldest = older;
                older = value;
            }
        }
        return count == samples.length ? samples : Arrays.copyOf(samples, count);
    }
}
