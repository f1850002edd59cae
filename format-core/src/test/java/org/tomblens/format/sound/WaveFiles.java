package org.tomblens.format.sound;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Small WAV files built byte by byte, so their right decoding is known by construction. */
final class WaveFiles {
    /** The seven predictor pairs every MS-ADPCM file carries. */
    static final short[] STANDARD_COEFFICIENTS = {256, 0, 512, -256, 0, 0, 192, 64, 240, 0, 460, -208, 392, -232};

    private WaveFiles() {}

    /** "RIFF", the size of what follows, "WAVE", then the chunks. */
    static byte[] riff(byte[]... chunks) {
        var body = new Writer().text("WAVE");
        for (var chunk : chunks) {
            body.bytes(chunk);
        }
        var content = body.toBytes();
        return new Writer().text("RIFF").u32(content.length).bytes(content).toBytes();
    }

    /** A chunk: id, size, body, and the pad byte an odd size needs. */
    static byte[] chunk(String id, byte[] body) {
        var writer = new Writer().text(id).u32(body.length).bytes(body);
        if ((body.length & 1) != 0) {
            writer.u8(0);
        }
        return writer.toBytes();
    }

    static byte[] pcmFormat(int channels, int rate, int bits) {
        var blockAlign = channels * bits / 8;
        return chunk("fmt ", new Writer().u16(1).u16(channels).u32(rate).u32(rate * blockAlign)
                .u16(blockAlign).u16(bits).toBytes());
    }

    static byte[] adpcmFormat(int channels, int rate, int blockAlign, int samplesPerBlock, short... coefficients) {
        var writer = new Writer().u16(2).u16(channels).u32(rate).u32(rate * blockAlign / samplesPerBlock)
                .u16(blockAlign).u16(4).u16(4 + 2 * coefficients.length).u16(samplesPerBlock)
                .u16(coefficients.length / 2);
        for (var coefficient : coefficients) {
            writer.u16(coefficient);
        }
        return chunk("fmt ", writer.toBytes());
    }

    static byte[] data(byte[] body) {
        return chunk("data", body);
    }

    /** A mono 8-bit WAV of these unsigned sample bytes. */
    static byte[] pcm8(int rate, byte... samples) {
        return riff(pcmFormat(1, rate, 8), data(samples));
    }

    static byte[] concat(byte[]... parts) {
        var writer = new Writer();
        for (var part : parts) {
            writer.bytes(part);
        }
        return writer.toBytes();
    }

    /** Little-endian bytes, written field by field. */
    static final class Writer {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Writer u8(int value) {
            out.write(value);
            return this;
        }

        Writer u16(int value) {
            return u8(value).u8(value >> 8);
        }

        Writer u32(long value) {
            return u16((int) value).u16((int) (value >> 16));
        }

        Writer text(String ascii) {
            return bytes(ascii.getBytes(StandardCharsets.US_ASCII));
        }

        Writer bytes(byte[] bytes) {
            out.writeBytes(bytes);
            return this;
        }

        byte[] toBytes() {
            return out.toByteArray();
        }
    }
}
