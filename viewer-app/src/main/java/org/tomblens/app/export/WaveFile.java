package org.tomblens.app.export;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.tomblens.format.sound.Pcm;

/**
 * Decoded audio as a plain RIFF WAVE file: 16-bit PCM at the sample's own rate and channel count, each frame as
 * decoded, nothing resampled. 8-bit samples come out widened to 16 bits and MS-ADPCM ones decoded, so any
 * player opens them.
 */
public final class WaveFile {
    private static final int HEADER_BYTES = 44;
    private static final int BYTES_PER_SAMPLE = 2;

    private WaveFile() {}

    public static byte[] bytes(Pcm pcm) {
        var samples = pcm.samples();
        var dataBytes = samples.size() * BYTES_PER_SAMPLE;
        var out = ByteBuffer.allocate(HEADER_BYTES + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        out.putInt(0x46464952).putInt(HEADER_BYTES - 8 + dataBytes).putInt(0x45564157); // "RIFF" size "WAVE"
        out.putInt(0x20746D66).putInt(16).putShort((short) 1).putShort((short) pcm.channels()); // "fmt " PCM
        out.putInt(pcm.sampleRate()).putInt(pcm.sampleRate() * pcm.channels() * BYTES_PER_SAMPLE)
                .putShort((short) (pcm.channels() * BYTES_PER_SAMPLE)).putShort((short) (8 * BYTES_PER_SAMPLE));
        out.putInt(0x61746164).putInt(dataBytes); // "data"
        for (int i = 0; i < samples.size(); i++) {
            out.putShort(samples.get(i));
        }
        return out.array();
    }
}
