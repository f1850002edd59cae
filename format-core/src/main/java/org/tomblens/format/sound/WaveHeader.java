package org.tomblens.format.sound;

import org.tomblens.format.model.Words;

/**
 * What a WAV file's "fmt " and "data" chunks say about its audio, offsets counted from the file's start.
 *
 * @param blockAlign bytes per frame (PCM) or per ADPCM block
 * @param samplesPerBlock frames an ADPCM block decodes to; 1 for PCM
 * @param coefficients MS-ADPCM predictor pairs (coef1, coef2, coef1, coef2, ...); empty for PCM
 * @param fileSize the RIFF chunk's declared size plus its 8-byte header: where this file ends
 */
public record WaveHeader(WaveEncoding encoding, int channels, int sampleRate, int blockAlign, int samplesPerBlock,
                         Words coefficients, int dataOffset, int dataSize, int fileSize) {

    /** Bytes of an MS-ADPCM block header per channel: predictor index, delta, two samples. */
    static final int ADPCM_HEADER_BYTES = 7;

    /** Samples per channel that the data chunk holds, as these fields imply. */
    public long frameCount() {
        if (encoding != WaveEncoding.MS_ADPCM) {
            return dataSize / blockAlign;
        }
        long fullBlocks = dataSize / blockAlign;
        return fullBlocks * samplesPerBlock + adpcmFrames(dataSize % blockAlign);
    }

    /**
     * Frames in an ADPCM block of {@code bytes} bytes: the header's two samples, then two nibbles per byte
     * shared among the channels. Trailing bytes too few for a block header decode to nothing.
     */
    int adpcmFrames(int bytes) {
        var header = ADPCM_HEADER_BYTES * channels;
        if (bytes < header) {
            return 0;
        }
        return Math.min(samplesPerBlock, 2 + (bytes - header) * 2 / channels);
    }
}
