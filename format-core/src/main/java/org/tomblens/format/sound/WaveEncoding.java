package org.tomblens.format.sound;

/** How a WAV file's data chunk stores its samples: the encodings the games' samples use. */
public enum WaveEncoding {
    /** Format tag 1, 8 bits: unsigned bytes, 128 is silence (TR1, TR2). */
    PCM_8("PCM 8-bit"),
    /** Format tag 1, 16 bits: signed little-endian words (TR3, TRLE-built TR4). */
    PCM_16("PCM 16-bit"),
    /** Format tag 2: Microsoft ADPCM, 4 bits per sample in blocks (retail TR4, TR5). */
    MS_ADPCM("MS-ADPCM");

    private final String label;

    WaveEncoding(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
