package org.tomblens.maker.sound;

import org.tomblens.maker.write.ByteSink;

/** Writes mono 16-bit PCM as a RIFF WAVE file, the form TR2's MAIN.SFX keeps each sample in. */
public final class WaveWriter {
    private static final int HEADER_BYTES = 44;

    private WaveWriter() {}

    /** One WAV file holding {@code samples} at {@code sampleRate} frames per second. */
    public static byte[] write(short[] samples, int sampleRate) {
        var data = samples.length * 2;
        var out = new ByteSink(HEADER_BYTES + data);
        out.bytes("riff.id", ascii("RIFF"));
        out.u32("riff.size", 36L + data);
        out.bytes("riff.format", ascii("WAVE"));
        out.bytes("fmt.id", ascii("fmt "));
        out.u32("fmt.size", 16);
        out.u16("fmt.audioFormat", 1);
        out.u16("fmt.channels", 1);
        out.u32("fmt.sampleRate", sampleRate);
        out.u32("fmt.byteRate", sampleRate * 2L);
        out.u16("fmt.blockAlign", 2);
        out.u16("fmt.bitsPerSample", 16);
        out.bytes("data.id", ascii("data"));
        out.u32("data.size", data);
        for (var sample : samples) {
            out.s16("data.sample", sample);
        }
        return out.toByteArray();
    }

    private static byte[] ascii(String id) {
        return id.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
