package org.tomblens.format.psx;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** A WAV file of 16-bit mono PCM: the RIFF header, the "fmt " chunk and the samples. */
public final class PcmWave {
    private static final int HEADER_BYTES = 44;

    private PcmWave() {}

    public static byte[] mono16(short[] samples, int rate) {
        var data = samples.length * 2;
        var wave = ByteBuffer.allocate(HEADER_BYTES + data).order(ByteOrder.LITTLE_ENDIAN);
        wave.put(ascii("RIFF")).putInt(HEADER_BYTES - 8 + data).put(ascii("WAVE"));
        wave.put(ascii("fmt ")).putInt(16).putShort((short) 1).putShort((short) 1).putInt(rate).putInt(rate * 2)
                .putShort((short) 2).putShort((short) 16);
        wave.put(ascii("data")).putInt(data);
        for (var sample : samples) {
            wave.putShort(sample);
        }
        return wave.array();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
