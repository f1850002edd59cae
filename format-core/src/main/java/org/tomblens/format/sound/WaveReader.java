package org.tomblens.format.sound;

import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Words;

/**
 * Reads the WAV files the games store their samples in (§2.3.8, §8.2): RIFF chunks, PCM of 8 or 16 bits,
 * and Microsoft ADPCM, all decoded to 16-bit {@link Pcm}.
 *
 * <p>Every declared size is checked against the bytes present before anything is allocated, so the output
 * can never be larger than a small multiple of the data really there. Anything else is a
 * {@link WaveFormatException} naming the offset in that WAV file.
 */
public final class WaveReader {
    private static final int RIFF = 0x46464952;
    private static final int WAVE = 0x45564157;
    private static final int FMT = 0x20746D66;
    private static final int DATA = 0x61746164;

    private static final int TAG_PCM = 1;
    private static final int TAG_MS_ADPCM = 2;
    private static final int MAX_SAMPLE_RATE = 384_000;
    /** The largest decoded sample array; far beyond any game sample, short of Java's array limit. */
    private static final long MAX_DECODED_SAMPLES = Integer.MAX_VALUE - 8;

    private WaveReader() {}

    /** Reads the header of a whole WAV file. */
    public static WaveHeader header(Bytes wav) {
        return header(wav, 0, wav.size());
    }

    /**
     * Reads the header of the WAV file that starts at {@code start}; its RIFF size says where it ends,
     * which must be no later than {@code end} (bytes after it belong to whatever follows).
     */
    public static WaveHeader header(Bytes bytes, int start, int end) {
        return header(new WaveBytes(bytes, start, end));
    }

    /** Decodes a whole WAV file. */
    public static Pcm decode(Bytes wav) {
        return decode(wav, 0, wav.size());
    }

    /** Decodes the WAV file that starts at {@code start} and ends, by its RIFF size, no later than {@code end}. */
    public static Pcm decode(Bytes bytes, int start, int end) {
        return decode(bytes, start, header(bytes, start, end));
    }

    /** Decodes the WAV file at {@code start} whose header has been read already. */
    static Pcm decode(Bytes bytes, int start, WaveHeader header) {
        var wav = new WaveBytes(bytes, start, start + header.fileSize());
        var total = header.frameCount() * header.channels();
        if (total > MAX_DECODED_SAMPLES) {
            throw new WaveFormatException(header.dataOffset(), "decodes to " + total + " samples, too many to hold");
        }
        var samples = new short[(int) total];
        switch (header.encoding()) {
            case PCM_8 -> {
                // 8-bit WAV data is unsigned with 128 as silence; move it to the signed 16-bit range.
                for (int i = 0; i < samples.length; i++) {
                    samples[i] = (short) ((wav.u8(header.dataOffset() + i) - 128) << 8);
                }
            }
            case PCM_16 -> {
                for (int i = 0; i < samples.length; i++) {
                    samples[i] = wav.s16(header.dataOffset() + 2L * i);
                }
            }
            case MS_ADPCM -> MsAdpcm.decode(wav, header, samples);
        }
        return new Pcm(header.sampleRate(), header.channels(), Words.own(samples));
    }

    /**
     * The length the RIFF header at {@code start} declares for its file (size field + 8), checked against
     * {@code end}: enough to step from one WAV file to the next without reading their formats.
     */
    static int fileSize(Bytes bytes, int start, int end) {
        return riffFileSize(new WaveBytes(bytes, start, end));
    }

    private static int riffFileSize(WaveBytes wav) {
        wav.require(0, 12, "the RIFF header");
        if (wav.fourCc(0) != RIFF) {
            throw new WaveFormatException(0, "not a RIFF file: it starts with '" + WaveBytes.fourCcText(wav.fourCc(0)) + "'");
        }
        var riffSize = wav.u32(4);
        if (riffSize < 4) {
            throw new WaveFormatException(4, "the RIFF chunk declares " + riffSize + " bytes, too few to hold its form type");
        }
        if (riffSize > wav.length() - 8L) {
            throw new WaveFormatException(4, "the RIFF chunk declares " + riffSize + " bytes but only "
                    + (wav.length() - 8) + " follow");
        }
        if (wav.fourCc(8) != WAVE) {
            throw new WaveFormatException(8, "not a WAVE file: its RIFF form is '" + WaveBytes.fourCcText(wav.fourCc(8)) + "'");
        }
        return (int) riffSize + 8;
    }

    private static WaveHeader header(WaveBytes wav) {
        var fileSize = riffFileSize(wav);
        Format format = null;
        long dataOffset = -1;
        long dataSize = 0;
        long chunk = 12;
        while (fileSize - chunk >= 8) {
            var id = wav.fourCc(chunk);
            var size = wav.u32(chunk + 4);
            var left = fileSize - chunk - 8;
            if (size > left) {
                throw new WaveFormatException(chunk + 4, "chunk '" + WaveBytes.fourCcText(id) + "' declares " + size
                        + " bytes but only " + left + " are left in the RIFF chunk");
            }
            if (id == FMT && format == null) {
                format = format(wav, chunk + 8, (int) size);
            } else if (id == DATA && dataOffset < 0) {
                dataOffset = chunk + 8;
                dataSize = size;
            }
            // RIFF chunks are padded to an even size; a missing pad byte at the very end is harmless.
            chunk += 8 + size + (size & 1);
        }
        if (format == null) {
            throw new WaveFormatException(12, "the file has no 'fmt ' chunk");
        }
        if (dataOffset < 0) {
            throw new WaveFormatException(12, "the file has no 'data' chunk");
        }
        return new WaveHeader(format.encoding, format.channels, format.sampleRate, format.blockAlign,
                format.samplesPerBlock, format.coefficients, (int) dataOffset, (int) dataSize, fileSize);
    }

    private record Format(WaveEncoding encoding, int channels, int sampleRate, int blockAlign, int samplesPerBlock,
                          Words coefficients) {}

    /** The "fmt " chunk: WAVEFORMATEX, extended for MS-ADPCM by ADPCMWAVEFORMAT's block size and coefficients. */
    private static Format format(WaveBytes wav, long at, int size) {
        if (size < 16) {
            throw new WaveFormatException(at - 4, "the 'fmt ' chunk is " + size + " bytes, shorter than the 16 every format needs");
        }
        var tag = wav.u16(at);
        var channels = wav.u16(at + 2);
        var sampleRate = wav.u32(at + 4);
        var blockAlign = wav.u16(at + 12);
        var bits = wav.u16(at + 14);
        if (channels != 1 && channels != 2) {
            throw new WaveFormatException(at + 2, channels + " channels: only mono and stereo samples are supported");
        }
        if (sampleRate == 0 || sampleRate > MAX_SAMPLE_RATE) {
            throw new WaveFormatException(at + 4, "sample rate " + sampleRate + " Hz lies outside 1.." + MAX_SAMPLE_RATE);
        }
        return switch (tag) {
            case TAG_PCM -> {
                if (bits != 8 && bits != 16) {
                    throw new WaveFormatException(at + 14, bits + "-bit PCM: only 8- and 16-bit PCM are supported");
                }
                if (blockAlign != channels * bits / 8) {
                    throw new WaveFormatException(at + 12, "block align " + blockAlign + " does not fit " + channels
                            + " channel(s) of " + bits + " bits (" + channels * bits / 8 + ")");
                }
                yield new Format(bits == 8 ? WaveEncoding.PCM_8 : WaveEncoding.PCM_16, channels, (int) sampleRate,
                        blockAlign, 1, Words.EMPTY);
            }
            case TAG_MS_ADPCM -> adpcmFormat(wav, at, size, channels, (int) sampleRate, blockAlign, bits);
            default -> throw new WaveFormatException(at, String.format(
                    "format tag 0x%04X (%s) is not supported: only PCM (1) and MS-ADPCM (2) are", tag, tagName(tag)));
        };
    }

    private static Format adpcmFormat(WaveBytes wav, long at, int size, int channels, int sampleRate, int blockAlign,
                                      int bits) {
        if (bits != 4) {
            throw new WaveFormatException(at + 14, "MS-ADPCM with " + bits + " bits per sample; it has 4");
        }
        if (size < 22) {
            throw new WaveFormatException(at - 4, "the 'fmt ' chunk is " + size
                    + " bytes, too short for MS-ADPCM's block size and coefficient count (22)");
        }
        var extraSize = wav.u16(at + 16);
        var samplesPerBlock = wav.u16(at + 18);
        var pairs = wav.u16(at + 20);
        if (pairs == 0) {
            throw new WaveFormatException(at + 20, "MS-ADPCM without predictor coefficients");
        }
        var needed = 4 + 4 * pairs;
        if (extraSize < needed || 18 + extraSize > size) {
            throw new WaveFormatException(at + 16, pairs + " coefficient pairs need " + needed
                    + " extra format bytes; cbSize says " + extraSize + " and the chunk holds " + (size - 18));
        }
        var header = WaveHeader.ADPCM_HEADER_BYTES * channels;
        if (blockAlign <= header) {
            throw new WaveFormatException(at + 12, "block align " + blockAlign + " leaves no room after the "
                    + header + "-byte block header");
        }
        var mostPerBlock = 2 + (blockAlign - header) * 2 / channels;
        if (samplesPerBlock < 2 || samplesPerBlock > mostPerBlock) {
            throw new WaveFormatException(at + 18, samplesPerBlock + " samples per block, but a " + blockAlign
                    + "-byte block holds 2.." + mostPerBlock);
        }
        var coefficients = new short[2 * pairs];
        for (int i = 0; i < coefficients.length; i++) {
            coefficients[i] = wav.s16(at + 22 + 2L * i);
        }
        return new Format(WaveEncoding.MS_ADPCM, channels, sampleRate, blockAlign, samplesPerBlock,
                Words.own(coefficients));
    }

    private static String tagName(int tag) {
        return switch (tag) {
            case 0x0003 -> "IEEE float";
            case 0x0006 -> "A-law";
            case 0x0007 -> "mu-law";
            case 0x0011 -> "IMA ADPCM";
            case 0x0055 -> "MPEG Layer 3";
            case 0xFFFE -> "extensible";
            default -> "unknown";
        };
    }
}
