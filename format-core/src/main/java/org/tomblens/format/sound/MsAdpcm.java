package org.tomblens.format.sound;

/**
 * Microsoft ADPCM (WAVE_FORMAT_ADPCM, format tag 2), decoded as Microsoft's documentation of the format
 * defines it. Each block starts with, per channel, a predictor index, the initial step ("delta") and the
 * last two samples, stored newest first; then 4-bit codes, high nibble first, alternating channels.
 * Each code predicts from the last two samples with the block's coefficient pair (fixed point, /256),
 * adds the signed code times the step, and adapts the step by a table (also /256), never below 16.
 */
final class MsAdpcm {
    /** The step's adaptation per 4-bit code, in 1/256ths. */
    private static final int[] ADAPTATION = {230, 230, 230, 230, 307, 409, 512, 614, 768, 614, 512, 409, 307, 230, 230, 230};
    private static final int MIN_DELTA = 16;
    /** Keeps a hostile stream's step from overflowing; real encoders stay far below. */
    private static final int MAX_DELTA = Integer.MAX_VALUE / 768;

    private MsAdpcm() {}

    static void decode(WaveBytes wav, WaveHeader header, short[] out) {
        var channels = header.channels();
        var blocks = (header.dataSize() + header.blockAlign() - 1) / header.blockAlign();
        var state = new Channel[channels];
        for (int c = 0; c < channels; c++) {
            state[c] = new Channel();
        }
        var frame = 0;
        for (int block = 0; block < blocks; block++) {
            var offset = header.blockAlign() * block;
            var frames = header.adpcmFrames(Math.min(header.blockAlign(), header.dataSize() - offset));
            if (frames > 0) {
                block(wav, header, header.dataOffset() + offset, block, frames, state, out, frame);
            }
            frame += frames;
        }
    }

    private static final class Channel {
        int coef1;
        int coef2;
        int delta;
        int sample1;
        int sample2;
    }

    private static void block(WaveBytes wav, WaveHeader header, long at, int block, int frames, Channel[] state,
                              short[] out, int firstFrame) {
        var channels = state.length;
        var coefficients = header.coefficients();
        var pairs = coefficients.size() / 2;
        for (int c = 0; c < channels; c++) {
            var channel = state[c];
            var predictor = wav.u8(at + c);
            if (predictor >= pairs) {
                throw new WaveFormatException(at + c, "ADPCM block " + block + " header: predictor " + predictor
                        + ", but the format defines " + pairs + " coefficient pairs");
            }
            channel.coef1 = coefficients.get(2 * predictor);
            channel.coef2 = coefficients.get(2 * predictor + 1);
            channel.delta = wav.s16(at + channels + 2L * c);
            if (channel.delta < 0) {
                throw new WaveFormatException(at + channels + 2L * c, "ADPCM block " + block
                        + " header: negative initial delta " + channel.delta);
            }
            channel.sample1 = wav.s16(at + 3L * channels + 2L * c);
            channel.sample2 = wav.s16(at + 5L * channels + 2L * c);
            // The header's samples come out oldest first: sample 2, then sample 1.
            out[firstFrame * channels + c] = (short) channel.sample2;
            out[(firstFrame + 1) * channels + c] = (short) channel.sample1;
        }
        var codes = (frames - 2) * channels;
        var codeStart = at + WaveHeader.ADPCM_HEADER_BYTES * (long) channels;
        for (int i = 0; i < codes; i++) {
            var packed = wav.u8(codeStart + i / 2);
            var code = (i & 1) == 0 ? packed >> 4 : packed & 0xF;
            var c = i % channels;
            out[(firstFrame + 2 + i / channels) * channels + c] = next(state[c], code);
        }
    }

    private static short next(Channel channel, int code) {
        var signedCode = code >= 8 ? code - 16 : code;
        // Integer division truncates toward zero, as the reference decoder's does.
        var predicted = ((long) channel.sample1 * channel.coef1 + (long) channel.sample2 * channel.coef2) / 256;
        var sample = (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, predicted + (long) signedCode * channel.delta));
        channel.delta = Math.min(MAX_DELTA, Math.max(MIN_DELTA, ADAPTATION[code] * channel.delta / 256));
        channel.sample2 = channel.sample1;
        channel.sample1 = sample;
        return (short) sample;
    }
}
