package org.tomblens.format.psx;

import java.io.ByteArrayOutputStream;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Ints;

/**
 * The sounds a PlayStation level starts with, in either of two forms. TR1's is a VAB bank: the size of a VAB
 * header, the header ("pBAV"), the size of its body and the body, the VAG samples one after another; a level
 * without sounds (the cutscenes) stores both sizes as 0. TR2's is a table: a count, that many offsets, the size of
 * the VAG data and the data, each sample running from its offset to the next one's (the last to the end). The
 * samples come out as 16-bit mono WAV files in one block, at the offsets the block's indices give: the form a PC
 * level keeps its samples in, so that the sound pipeline plays them alike.
 *
 * @param waves the decoded samples, each a whole WAV file
 * @param offsets where each sample's WAV file starts in {@code waves}
 */
public record SoundBank(Bytes waves, Ints offsets) {
    /** "pBAV" as a little-endian word: the VAB header's magic. */
    public static final int VAB_MAGIC = 0x56414270;
    /** Both readers of these files play TR1's PlayStation samples at this rate. */
    public static final int SAMPLE_RATE = 11025;
    /** trview plays TR2's PlayStation samples (retail and beta) at this rate. */
    public static final int TR2_SAMPLE_RATE = 8000;
    private static final int HEADER_FIELDS = 32;
    private static final int PROGRAMS = 128 * 16;
    private static final int TONES_PER_PROGRAM = 16 * 32;
    private static final int VAG_SIZES = 256;

    /** Whether {@code bytes} start as a level with a sound bank does: a header size, then the VAB magic. */
    public static boolean startsWithBank(byte[] bytes) {
        return bytes.length >= 8 && u32(bytes, 0) >= HEADER_FIELDS && u32(bytes, 4) == VAB_MAGIC;
    }

    /**
     * Reads the bank from the start of {@code cursor}, leaving it after the body; its samples are played at
     * {@code rate} (TR1's {@link #SAMPLE_RATE}, TR2's betas' {@link #TR2_SAMPLE_RATE}).
     */
    public static SoundBank read(ByteCursor cursor, int rate) {
        cursor.enter("soundBank");
        var headerSizeOffset = cursor.position();
        var headerSize = cursor.u32("headerSize");
        cursor.checkedCount(headerSizeOffset, "headerSize", headerSize, 1);
        var header = cursor.slice("header", (int) headerSize);
        cursor.skip("header", headerSize);
        var body = cursor.bytes("body", cursor.count32("bodySize", 1));
        var bank = headerSize == 0 ? new SoundBank(Bytes.EMPTY, Ints.EMPTY) : samples(header, body, rate);
        cursor.leave();
        return bank;
    }

    /** The header's fields, 128 programs, 16 tones of each program it uses, then the VAG sizes in 8-byte units. */
    private static SoundBank samples(ByteCursor header, byte[] body, int rate) {
        var start = header.position();
        header.expect("magic", "pBAV");
        header.skip("versionIdSize", 12);
        header.skip("reserved", 2);
        var programs = header.u16("programs");
        header.skip("tones", 2);
        var vagCount = header.u16("vags");
        header.seek("vagSizes", start + HEADER_FIELDS + PROGRAMS + (long) programs * TONES_PER_PROGRAM);
        header.require("vagSizes", 2L * VAG_SIZES);
        if (vagCount >= VAG_SIZES) {
            throw header.errorAt(start + 22, "vags", vagCount + " samples, more than the " + (VAG_SIZES - 1)
                    + " a bank's size table holds");
        }
        header.skip("vagSizes", 2);  // the first entry is reserved
        var starts = new int[vagCount + 1];
        for (int i = 0; i < vagCount; i++) {
            var sizeOffset = header.position();
            var size = header.u16("vagSizes") * 8;
            starts[i + 1] = starts[i] + size;
            if (starts[i + 1] > body.length) {
                throw header.errorAt(sizeOffset, "vagSizes", "sample " + i + " of " + size + " bytes runs past the "
                        + body.length + "-byte body");
            }
        }
        return decode(body, starts, rate);
    }

    /**
     * Reads TR2's table of samples from the start of {@code cursor}, leaving it after the data. The offsets must
     * rise and lie within the data.
     */
    public static SoundBank readTable(ByteCursor cursor) {
        cursor.enter("sampleTable");
        var count = cursor.count32("numOffsets", 4);
        var offsetsAt = cursor.position();
        var offsets = cursor.dwords("offsets", count);
        var data = cursor.bytes("data", cursor.count32("dataSize", 1));
        var starts = new int[count + 1];
        starts[count] = data.length;
        for (int i = count - 1; i >= 0; i--) {
            var offset = offsets[i] & 0xFFFFFFFFL;
            if (offset > starts[i + 1]) {
                throw cursor.errorAt(offsetsAt + 4L * i, "offsets", "sample " + i + " starts at " + offset
                        + ", past where the next one starts or the " + data.length + " bytes of data end");
            }
            starts[i] = (int) offset;
        }
        cursor.leave();
        return decode(data, starts, TR2_SAMPLE_RATE);
    }

    /** Sample {@code i} is the VAG bytes from {@code starts[i]} to {@code starts[i + 1]}. */
    private static SoundBank decode(byte[] data, int[] starts, int rate) {
        var waves = new ByteArrayOutputStream();
        var offsets = new int[starts.length - 1];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = waves.size();
            var pcm = VagAdpcm.decode(data, starts[i], starts[i + 1] - starts[i]);
            waves.writeBytes(PcmWave.mono16(pcm, rate));
        }
        return new SoundBank(Bytes.own(waves.toByteArray()), Ints.own(offsets));
    }

    private static long u32(byte[] bytes, int at) {
        return ((bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16
                | (long) (bytes[at + 3] & 0xFF) << 24);
    }
}
