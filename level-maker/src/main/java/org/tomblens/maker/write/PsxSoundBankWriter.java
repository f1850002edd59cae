package org.tomblens.maker.write;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.tomblens.format.model.Words;

/**
 * Writes the sounds a PlayStation level starts with. TR1's are a bank: the VAB header's size and header ("pBAV",
 * one program and tone per sample, zeros elsewhere, the VAG sizes in 8-byte units after the reserved first entry),
 * then the body's size and the VAG samples. Each sample is ADPCM-encoded with the first filter (no prediction): per
 * block of 28 samples the smallest step that holds its largest value, each sample rounded to a 4-bit multiple of
 * it, and a block flagged 7 ends the sample. No samples give the cutscenes' form, two zero sizes. TR2's are a table
 * of the same VAG samples ({@link #writeTable}).
 */
final class PsxSoundBankWriter {
    private static final int BLOCK_SAMPLES = 28;
    private static final int BLOCK_BYTES = 16;
    private static final int END_FLAGS = 7;
    private static final int HEADER_FIELDS = 32;
    private static final int PROGRAMS = 128 * 16;
    private static final int TONES_PER_PROGRAM = 16 * 32;
    private static final int VAG_SIZES = 256;

    private PsxSoundBankWriter() {}

    static void write(ByteSink sink, List<Words> samples) {
        if (samples.isEmpty()) {
            sink.u32("soundBank.headerSize", 0);
            sink.u32("soundBank.bodySize", 0);
            return;
        }
        if (samples.size() >= VAG_SIZES) {
            throw sink.error("soundBank", samples.size() + " samples, more than a bank holds");
        }
        var body = new ByteArrayOutputStream();
        var sizes = new int[samples.size()];
        for (int i = 0; i < samples.size(); i++) {
            var vag = encode(samples.get(i));
            sizes[i] = vag.length;
            body.writeBytes(vag);
        }
        var count = samples.size();
        var headerSize = HEADER_FIELDS + PROGRAMS + count * TONES_PER_PROGRAM + 2 * VAG_SIZES;
        sink.u32("soundBank.headerSize", headerSize);
        sink.bytes("soundBank.magic", new byte[] {'p', 'B', 'A', 'V'});
        sink.u32("soundBank.version", 7);
        sink.u32("soundBank.id", 0);
        sink.u32("soundBank.size", headerSize + body.size());
        sink.u16("soundBank.reserved", 0);
        sink.u16("soundBank.programs", count);
        sink.u16("soundBank.tones", count);
        sink.u16("soundBank.vags", count);
        sink.bytes("soundBank.attributes", new byte[HEADER_FIELDS - 24]);
        sink.bytes("soundBank.programs", new byte[PROGRAMS + count * TONES_PER_PROGRAM]);
        sink.u16("soundBank.vagSizes", 0);
        for (int i = 0; i < VAG_SIZES - 1; i++) {
            var size = i < count ? sizes[i] / 8 : 0;
            if (size > 0xFFFF) {
                throw sink.error("soundBank.vagSizes[" + i + "]", sizes[i] + " bytes, more than a size entry holds");
            }
            sink.u16("soundBank.vagSizes", size);
        }
        sink.u32("soundBank.bodySize", body.size());
        sink.bytes("soundBank.body", body.toByteArray());
    }

    /** TR2's form: the count, each sample's offset in the data, the data's size and the VAG data. */
    static void writeTable(ByteSink sink, List<Words> samples) {
        var data = new ByteArrayOutputStream();
        var offsets = new int[samples.size()];
        for (int i = 0; i < samples.size(); i++) {
            offsets[i] = data.size();
            data.writeBytes(encode(samples.get(i)));
        }
        sink.u32("sampleTable.numOffsets", offsets.length);
        sink.dwords("sampleTable.offsets", offsets);
        sink.u32("sampleTable.dataSize", data.size());
        sink.bytes("sampleTable.data", data.toByteArray());
    }

    /** The VAG bytes of 16-bit {@code samples}. */
    static byte[] encode(Words samples) {
        var blocks = (samples.size() + BLOCK_SAMPLES - 1) / BLOCK_SAMPLES;
        var vag = new byte[(blocks + 1) * BLOCK_BYTES];
        for (int block = 0; block < blocks; block++) {
            var first = block * BLOCK_SAMPLES;
            var largest = 0;
            for (int i = first; i < Math.min(samples.size(), first + BLOCK_SAMPLES); i++) {
                largest = Math.max(largest, Math.abs(samples.get(i)));
            }
            // A nibble n stands for n << (12 - shift): the largest shift whose step still reaches the largest value.
            var shift = 12;
            while (shift > 0 && 7 << (12 - shift) < largest) {
                shift--;
            }
            var step = 1 << (12 - shift);
            var at = block * BLOCK_BYTES;
            vag[at] = (byte) shift;
            for (int i = 0; i < BLOCK_SAMPLES; i++) {
                var value = first + i < samples.size() ? samples.get(first + i) : 0;
                var nibble = Math.max(-8, Math.min(7, Math.round((float) value / step))) & 0x0F;
                vag[at + 2 + i / 2] |= (byte) ((i & 1) == 0 ? nibble : nibble << 4);
            }
        }
        vag[blocks * BLOCK_BYTES + 1] = END_FLAGS;
        return vag;
    }
}
