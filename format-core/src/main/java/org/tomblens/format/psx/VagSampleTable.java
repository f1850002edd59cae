package org.tomblens.format.psx;

import java.io.ByteArrayOutputStream;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Ints;

/**
 * The samples a TR3 PlayStation level starts with, after its version word: a count, where each sample starts in
 * the data, the data's size and the VAG data itself, the samples one after another, each opening with a silent
 * 16-byte block that the decoding skips (as trview does). They come out as a {@link SoundBank}: 16-bit mono WAV
 * files at TR3's PlayStation rate, which both public readers give as 11025 Hz. TR4's and TR5's PlayStation levels
 * keep the same samples where their header says ({@link #waves}).
 */
public final class VagSampleTable {
    private static final int LEAD_IN = VagAdpcm.BLOCK_BYTES;

    private VagSampleTable() {}

    public static SoundBank read(ByteCursor cursor) {
        cursor.enter("samples");
        var count = cursor.count32("numSampleOffsets", 4);
        var offsetsAt = cursor.position();
        var starts = cursor.dwords("sampleOffsets", count);
        var data = count == 0 ? new byte[0] : cursor.bytes("sampleData", cursor.count32("sampleDataSize", 1));
        var bank = waves(cursor, offsetsAt, starts, data);
        cursor.leave();
        return bank;
    }

    /**
     * The samples that start at {@code starts} in {@code data}, each running to the next one's start (the last to
     * the data's end); the offsets were read at {@code offsetsAt}, where a start outside the data is blamed.
     */
    public static SoundBank waves(ByteCursor cursor, long offsetsAt, int[] starts, byte[] data) {
        var waves = new ByteArrayOutputStream();
        var offsets = new int[starts.length];
        for (int i = 0; i < starts.length; i++) {
            var start = starts[i] & 0xFFFFFFFFL;
            var end = i + 1 < starts.length ? starts[i + 1] & 0xFFFFFFFFL : data.length;
            if (start > end || end > data.length) {
                throw cursor.errorAt(offsetsAt + 4L * i, "sampleOffsets[" + i + "]", "sample " + i + " runs from "
                        + start + " to " + end + ", outside the " + data.length + " bytes of sample data");
            }
            offsets[i] = waves.size();
            var length = (int) (end - start);
            var pcm = length <= LEAD_IN ? new short[0]
                    : VagAdpcm.decode(data, (int) start + LEAD_IN, length - LEAD_IN);
            waves.writeBytes(PcmWave.mono16(pcm, SoundBank.SAMPLE_RATE));
        }
        return new SoundBank(Bytes.own(waves.toByteArray()), Ints.own(offsets));
    }
}
