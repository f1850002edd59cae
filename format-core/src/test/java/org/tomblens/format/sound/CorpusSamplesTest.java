package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Every sample of every corpus level decodes, as many as the level's sample indices say, each to the
 * number of frames its own WAV header implies. The expected lengths come from the header fields read
 * here, byte by byte, not from the decoder.
 */
class CorpusSamplesTest {
    /** The fields of one WAV header, found by walking its chunks. */
    private record HeaderFields(int tag, int channels, int rate, int blockAlign, int bits, int samplesPerBlock,
                                int dataSize) {
        static HeaderFields at(Bytes bytes, int start) {
            var b = bytes.view().order(ByteOrder.LITTLE_ENDIAN);
            assertEquals("RIFF", fourCc(b, start));
            var end = start + 8 + b.getInt(start + 4);
            int tag = 0, channels = 0, rate = 0, blockAlign = 0, bits = 0, samplesPerBlock = 0, dataSize = -1;
            for (int chunk = start + 12; chunk + 8 <= end; ) {
                var size = b.getInt(chunk + 4);
                switch (fourCc(b, chunk)) {
                    case "fmt " -> {
                        tag = b.getShort(chunk + 8) & 0xFFFF;
                        channels = b.getShort(chunk + 10);
                        rate = b.getInt(chunk + 12);
                        blockAlign = b.getShort(chunk + 20);
                        bits = b.getShort(chunk + 22);
                        samplesPerBlock = tag == 2 ? b.getShort(chunk + 26) : 1;
                    }
                    case "data" -> dataSize = size;
                    default -> { }
                }
                chunk += 8 + size + (size & 1);
            }
            return new HeaderFields(tag, channels, rate, blockAlign, bits, samplesPerBlock, dataSize);
        }

        /**
         * PCM: whole frames of channels * bits / 8 bytes. MS-ADPCM: samplesPerBlock per whole block; a shorter
         * last block gives its 2 header samples plus 2 per code byte per channel, if it holds its 7-byte
         * per-channel header.
         */
        long frames() {
            if (tag == 1) {
                return dataSize / (channels * bits / 8);
            }
            var rest = dataSize % blockAlign;
            var last = rest >= 7 * channels ? Math.min(samplesPerBlock, 2 + (rest - 7 * channels) * 2 / channels) : 0;
            return (long) (dataSize / blockAlign) * samplesPerBlock + last;
        }

        private static String fourCc(ByteBuffer b, int at) {
            var id = new byte[4];
            b.get(at, id);
            return new String(id, StandardCharsets.US_ASCII);
        }
    }

    @ParameterizedTest
    @MethodSource("levelsCarryingSamples")
    void everySampleDecodesToTheLengthItsHeaderImplies(Path file) throws IOException {
        var level = LevelReader.read(file);
        var bank = SampleBank.load(level, file);
        var indices = level.sound().sampleIndices();
        assertEquals(indices.size(), bank.size(), "as many samples as the sample indices say");
        if (level.version().isChunked()) {
            assertEquals(indices.size(), level.sound().samples().size(), "one stored WAV per sample index");
        }

        var formats = new TreeMap<String, Integer>();
        for (int number = 0; number < bank.size(); number++) {
            var sample = bank.sample(number);
            if (!(sample instanceof Sample.Decoded decoded)) {
                fail(file + " sample " + number + ": " + sample);
                return;
            }
            var header = headerOf(level, number);
            assertEquals(header.frames(), decoded.pcm().frameCount(), file + " sample " + number);
            assertEquals(header.rate(), decoded.pcm().sampleRate());
            assertEquals(header.channels(), decoded.pcm().channels());
            if (decoded.encoding() == WaveEncoding.MS_ADPCM) {
                // §8.2: the size stored before a TR4/TR5 sample is that of its 16-bit PCM.
                assertEquals(level.sound().samples().get(number).uncompressedSize(), 2 * header.frames() * header.channels());
            }
            formats.merge(decoded.encoding() + " " + header.rate() + " Hz", 1, Integer::sum);
        }
        assertTrue(bank.problems().isEmpty(), bank.problems()::toString);
        System.out.println(file.getFileName() + ": " + bank.size() + " samples " + formats);
    }

    /** The WAV of sample {@code number} as the level stores it: TR1 by byte offset, TR4/TR5 one per sample. */
    private static HeaderFields headerOf(Level level, int number) {
        var sound = level.sound();
        return switch (level.version()) {
            case TR1 -> HeaderFields.at(sound.sampleBlob(), sound.sampleIndices().get(number));
            case TR4, TR5 -> HeaderFields.at(sound.samples().get(number).wav(), 0);
            case TR2, TR3 -> throw new AssertionError("TR2/TR3 samples live in MAIN.SFX");
        };
    }

    @ParameterizedTest
    @MethodSource("levelsUsingMainSfx")
    void levelsWhoseMainSfxIsAbsentLoadAndSayWhatIsMissing(Path file) throws IOException {
        var level = LevelReader.read(file);
        var bank = SampleBank.load(level, file);

        assertEquals(level.sound().sampleIndices().size(), bank.size());
        for (var sample : bank.all()) {
            var missing = assertInstanceOf(Sample.Missing.class, sample);
            assertTrue(missing.reason().contains("MAIN.SFX not found"), missing.reason());
            assertTrue(missing.reason().contains(file.getParent().toAbsolutePath().normalize().toString()), missing.reason());
        }
        assertEquals(bank.size() == 0, bank.problems().isEmpty(), bank.problems()::toString);
    }

    static Stream<Path> levelsUsingMainSfx() {
        return Corpus.levels().stream().filter(CorpusSamplesTest::usesMainSfx);
    }

    static Stream<Path> levelsCarryingSamples() {
        return Corpus.levels().stream().filter(p -> !usesMainSfx(p));
    }

    private static boolean usesMainSfx(Path level) {
        var version = Corpus.version(level);
        return version == GameVersion.TR2 || version == GameVersion.TR3;
    }
}
