package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR1 level written in the PlayStation layout reads back as the same level: what the layouts store
 * alike is equal, and what the PlayStation stores its own way (inverted vertex light, textures numbered after 256
 * colour swatches, 4-bit pages through colour tables, VAG samples) reads back as the PC values it was made from.
 */
class PsxLevelWriterTest {
    private static final int SWATCHES = 256;

    @Test
    void aPcLevelWrittenInThePlayStationLayoutReadsBackAsTheSameLevel() throws IOException {
        var pc = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var psx = LevelReader.read(PsxLevelWriter.write(pc), "TEST1.PSX");

        assertEquals(LevelLayout.PLAYSTATION, psx.layout());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            PlayStationReadBack.assertRoomRestAlike(pcRoom, psxRoom);
            for (int v = 0; v < pcRoom.vertices().size(); v++) {
                var light = pcRoom.vertices().get(v).lighting();
                var read = psxRoom.vertices().get(v).lighting();
                assertTrue(read >= light && read - light < 32, "room " + r + " vertex " + v + ": " + light + " read as " + read);
            }
            for (int q = 0; q < pcRoom.quads().size(); q++) {
                var quad = pcRoom.quads().get(q);
                var read = psxRoom.quads().get(q);
                assertEquals(List.of(quad.v0(), quad.v1(), quad.v2(), quad.v3(), quad.texture() + SWATCHES),
                        List.of(read.v0(), read.v1(), read.v2(), read.v3(), read.texture()));
            }
        }
        PlayStationReadBack.assertStoredAlike(pc, psx);
        assertEquals(SWATCHES + pc.texturing().objectTextures().size(), psx.texturing().objectTextures().size());
    }

    /**
     * Each object texture's first texel shows the PC palette colour its PC texel names, cut to 5 bits a channel, in
     * TR1's layout and in TR2's.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr2/rando-test1.tr2"})
    void texturesShowTheirPcColoursThroughTheColourTables(String name) throws IOException {
        var pc = LevelReader.read(Corpus.file(name));
        var psx = LevelReader.read(PsxLevelWriter.write(pc), "TEST1.PSX");
        assertFalse(pc.textures().pages8().isEmpty(), "the PC level keeps 8-bit pages to draw from");
        var textures = pc.texturing().objectTextures();
        for (int i = 0; i < textures.size(); i++) {
            var texture = textures.get(i);
            var entry = PlayStationReadBack.paletteEntry(pc, texture);
            var read = psx.texturing().objectTextures().get(SWATCHES + i);
            assertArrayEquals(PlayStationReadBack.expectedTexel(pc, entry), PlayStationReadBack.firstTexel(psx, read),
                    "object texture " + i + ", palette entry " + entry);
            assertEquals(texture.attribute(), read.attribute());
        }
    }

    /**
     * The samples come back through VAG ADPCM close to the PC's, as many and as long (to the next 28): TR1's in
     * its bank, and the same samples in a TR2 level's sample table, or a TR2 beta's bank (TR2's PC levels keep
     * theirs in MAIN.SFX).
     */
    @ParameterizedTest
    @CsvSource({"tr1/rando-test1.phd, false", "tr2/rando-test1.tr2, false", "tr2/rando-test1.tr2, true"})
    void samplesComeBackThroughTheSoundBank(String name, boolean beta) throws IOException {
        var tr1 = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var original = SampleBank.of(tr1).all();
        var pcm = original.stream().map(s -> s instanceof Sample.Decoded d ? d.pcm().samples() : Words.EMPTY).toList();
        var level = LevelReader.read(Corpus.file(name));
        var bytes = beta ? PsxLevelWriter.writeTr2Beta(level, pcm) : PsxLevelWriter.write(level, pcm);
        var psx = LevelReader.read(bytes, "TEST1.PSX");
        var read = SampleBank.of(psx).all();
        assertEquals(original.size(), read.size());
        for (int i = 0; i < original.size(); i++) {
            if (!(original.get(i) instanceof Sample.Decoded source)) {
                continue;
            }
            var decoded = assertInstanceOf(Sample.Decoded.class, read.get(i)).pcm().samples();
            var samples = source.pcm().samples();
            assertEquals((samples.size() + 27) / 28 * 28, decoded.size(), "sample " + i);
            for (int s = 0; s < samples.size(); s++) {
                // Rounded to the block's step, the power of two whose 7 reaches the block's peak: within peak / 7.
                var peak = 0;
                for (int b = s / 28 * 28; b < Math.min(samples.size(), s / 28 * 28 + 28); b++) {
                    peak = Math.max(peak, Math.abs(samples.get(b)));
                }
                assertTrue(Math.abs(samples.get(s) - decoded.get(s)) <= peak / 7 + 1,
                        "sample " + i + " at " + s + ": " + samples.get(s) + " came back as " + decoded.get(s));
            }
        }
    }

    /** The file ends with the cinematic frames' u16 count and 16 bytes a frame: cut short, the count is blamed. */
    @Test
    void aPlayStationLevelCutShortFailsAtItsCinematicFramesCount() throws IOException {
        var pc = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        var bytes = PsxLevelWriter.write(pc);
        var cut = Arrays.copyOf(bytes, bytes.length - 3);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "TEST1.PSX"));
        assertEquals(bytes.length - 2 - 16L * pc.cinematicFrames().size(), error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("numCinematicFrames"), error.getMessage());
    }
}
