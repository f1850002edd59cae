package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.sound.WaveFiles.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Bytes;

/** WAV files built by hand: PCM decodes to known values, and every kind of bad data is the typed error. */
class WaveReaderTest {
    private static Pcm decode(byte[] wav) {
        return WaveReader.decode(Bytes.own(wav));
    }

    private static WaveFormatException rejected(byte[] wav) {
        return assertThrows(WaveFormatException.class, () -> decode(wav));
    }

    private static void assertRejected(byte[] wav, String expectedInProblem) {
        var error = rejected(wav);
        assertTrue(error.problem().contains(expectedInProblem), error.getMessage());
    }

    @Test
    void eightBitSamplesAreUnsignedAround128() {
        var pcm = decode(pcm8(11025, (byte) 0, (byte) 128, (byte) 255, (byte) 129));

        assertArrayEquals(new short[] {-32768, 0, 127 << 8, 1 << 8}, pcm.samples().toArray());
        assertEquals(11025, pcm.sampleRate());
        assertEquals(4, pcm.frameCount());
    }

    @Test
    void sixteenBitStereoKeepsItsInterleavedSignedSamples() {
        var body = new Writer().u16(1000).u16(-1000).u16(-32768).u16(32767).toBytes();
        var pcm = decode(riff(pcmFormat(2, 22050, 16), data(body)));

        assertEquals(2, pcm.channels());
        assertEquals(2, pcm.frameCount());
        assertArrayEquals(new short[] {1000, -1000, -32768, 32767}, pcm.samples().toArray());
    }

    @Test
    void unknownAndOddSizedChunksAreSkippedWithTheirPadByte() {
        var wav = riff(chunk("LIST", new byte[] {1, 2, 3}), pcmFormat(1, 8000, 8), chunk("junk", new byte[5]),
                data(new byte[] {(byte) 130, (byte) 126}));

        assertArrayEquals(new short[] {2 << 8, -2 << 8}, decode(wav).samples().toArray());
    }

    @Test
    void aWaveFileEndsWhereItsRiffSizeSaysSoWhatFollowsIsNotRead() {
        var first = pcm8(8000, (byte) 200);
        var both = Bytes.own(concat(first, pcm8(8000, (byte) 10, (byte) 20)));

        var header = WaveReader.header(both, 0, both.size());
        var pcm = WaveReader.decode(both, first.length, both.size());

        assertEquals(first.length, header.fileSize());
        assertArrayEquals(new short[] {(10 - 128) << 8, (20 - 128) << 8}, pcm.samples().toArray());
    }

    @Test
    void everyTruncationOfAValidFileIsTheTypedError() {
        var wav = riff(chunk("LIST", new byte[4]), pcmFormat(1, 8000, 16), data(new byte[40]));
        for (int length = 0; length < wav.length; length++) {
            var cut = Arrays.copyOf(wav, length);
            assertThrows(WaveFormatException.class, () -> decode(cut), "cut to " + length + " bytes");
        }
    }

    @Test
    void sizesLargerThanTheBytesPresentAreRejectedBeforeAnythingIsRead() {
        var wav = pcm8(8000, new byte[16]);
        var riffTooLarge = wav.clone();
        riffTooLarge[4] = (byte) 0xFF;
        riffTooLarge[7] = (byte) 0x7F;
        assertRejected(riffTooLarge, "the RIFF chunk declares");

        var dataTooLarge = riff(pcmFormat(1, 8000, 8), new Writer().text("data").u32(0xFFFFFFF0L).bytes(new byte[16]).toBytes());
        assertRejected(dataTooLarge, "chunk 'data' declares 4294967280 bytes");

        var formatTooShort = riff(chunk("fmt ", new byte[12]), data(new byte[4]));
        assertRejected(formatTooShort, "shorter than the 16");
    }

    @Test
    void filesThatAreNotWaveAudioAreRejected() {
        assertRejected(concat("RIFX".getBytes(), Arrays.copyOfRange(pcm8(8000, (byte) 1), 4, 45)), "not a RIFF file");
        var avi = pcm8(8000, (byte) 1);
        System.arraycopy("AVI ".getBytes(), 0, avi, 8, 4);
        assertRejected(avi, "not a WAVE file");
        assertRejected(riff(data(new byte[4])), "no 'fmt ' chunk");
        assertRejected(riff(pcmFormat(1, 8000, 8)), "no 'data' chunk");
    }

    @Test
    void formatTagsOtherThanPcmAndMsAdpcmAreRejectedByName() {
        for (var tag : new int[] {3, 0x11, 0x55, 0xFFFE}) {
            var format = pcmFormat(1, 8000, 16);
            format[8] = (byte) tag;
            format[9] = (byte) (tag >> 8);
            assertRejected(riff(format, data(new byte[4])), String.format("format tag 0x%04X", tag));
        }
    }

    @Test
    void pcmFieldsThatDoNotFitTogetherAreRejected() {
        assertRejected(riff(pcmFormat(1, 8000, 12), data(new byte[4])), "12-bit PCM");
        assertRejected(riff(pcmFormat(3, 8000, 16), data(new byte[12])), "3 channels");
        assertRejected(riff(pcmFormat(1, 0, 16), data(new byte[4])), "sample rate 0");
        var format = pcmFormat(2, 8000, 16);
        format[20] = 0;
        format[21] = 0;
        assertRejected(riff(format, data(new byte[8])), "block align 0");
    }

    @Test
    void msAdpcmFormatsThatLieAboutTheirBlocksAreRejected() {
        // A 9-byte mono block holds 7 header bytes and 4 codes: 6 samples at most.
        assertRejected(riff(adpcmFormat(1, 8000, 9, 7, STANDARD_COEFFICIENTS), data(new byte[9])),
                "7 samples per block");
        assertRejected(riff(adpcmFormat(1, 8000, 7, 2, STANDARD_COEFFICIENTS), data(new byte[9])),
                "leaves no room after the 7-byte block header");
        assertRejected(riff(adpcmFormat(1, 8000, 9, 6), data(new byte[9])), "without predictor coefficients");
        var wrongBits = adpcmFormat(1, 8000, 9, 6, STANDARD_COEFFICIENTS);
        wrongBits[22] = 8;
        assertRejected(riff(wrongBits, data(new byte[9])), "MS-ADPCM with 8 bits");
        var coefficientsCut = adpcmFormat(1, 8000, 9, 6, STANDARD_COEFFICIENTS);
        coefficientsCut[28] = 50; // wNumCoef: 50 pairs claimed, 7 present
        assertRejected(riff(coefficientsCut, data(new byte[9])), "50 coefficient pairs");
    }

    @Test
    void theHeaderSaysHowManyFramesTheDataHolds() {
        var pcm16 = WaveReader.header(Bytes.own(riff(pcmFormat(2, 8000, 16), data(new byte[18]))));
        assertEquals(WaveEncoding.PCM_16, pcm16.encoding());
        assertEquals(4, pcm16.frameCount(), "18 bytes of 4-byte frames: 4 whole frames");

        // Two 9-byte blocks of 6 samples, then 3 bytes: too few for a block header, so nothing more.
        var adpcm = WaveReader.header(Bytes.own(riff(adpcmFormat(1, 8000, 9, 6, STANDARD_COEFFICIENTS), data(new byte[21]))));
        assertEquals(WaveEncoding.MS_ADPCM, adpcm.encoding());
        assertEquals(12, adpcm.frameCount());
    }
}
