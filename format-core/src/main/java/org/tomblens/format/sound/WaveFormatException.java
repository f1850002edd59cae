package org.tomblens.format.sound;

/**
 * A sample whose WAV data cannot be decoded: what is wrong and where, as a byte offset from the start of
 * that sample's WAV file. It concerns one sample only; the level and its other samples are unaffected.
 */
public final class WaveFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long offset;
    private final String problem;

    public WaveFormatException(long offset, String problem) {
        super(problem + " (at 0x" + Long.toHexString(offset).toUpperCase() + " in the WAV file)");
        this.offset = offset;
        this.problem = problem;
    }

    /** Byte offset from the start of the sample's WAV file. */
    public long offset() {
        return offset;
    }

    /** What is wrong, without the location. */
    public String problem() {
        return problem;
    }
}
