package org.tomblens.maker.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tomblens.format.chunk.ChunkCensus;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Reader;
import org.tomblens.format.wad2.Wad2SoundInfo;
import org.tomblens.format.wad2.Wad2Sprite;
import org.tomblens.format.wad2.Wad2SpriteSequence;
import org.tomblens.maker.wad2.Wad2FirstLayoutWriter.Edition;

/**
 * A library written in Tomb Editor's first layout, as its base libraries are, reads back as written: the reader
 * tells the layout from the bytes, and the sounds come back through the classic units unchanged.
 */
class Wad2FirstLayoutWriterTest {
    @Test
    void aFirstLayoutLibraryReadsBackAsWritten() {
        var written = library(3, 0);
        var bytes = Wad2FirstLayoutWriter.write(written, Edition.OCTOBER_2017);
        assertEquals("WAD2", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertEquals(2, bytes[8], "TR3 is game code 2 of the first layout, written before the stream");
        assertEquals("W2Textures", new String(bytes, 10, 10, StandardCharsets.US_ASCII));

        var read = Wad2Reader.read(bytes, "first.wad2");
        assertEquals(3, read.gameVersion());
        assertEquals(0, read.soundSystem());
        assertEquals(written.sounds(), read.sounds());
        Wad2WriterTest.assertImagesReadBackWithEveryByteRead(written, read, bytes.length);
    }

    @Test
    void aLaterFirstLayoutLibraryKeepsItsSpriteSidesAndItsTrngMark() {
        var written = library(16, 32);
        var bytes = Wad2FirstLayoutWriter.write(written, Edition.FEBRUARY_2018);
        assertEquals(3, bytes[8], "TRNG is TR4, game code 3, marked by W2TrNgWad");
        assertEquals("W2TrNgWad", new String(bytes, 10, 9, StandardCharsets.US_ASCII));

        var read = Wad2Reader.read(bytes, "first.wad2");
        assertEquals(16, read.gameVersion());
        assertEquals(written.sounds(), read.sounds());
        Wad2WriterTest.assertImagesReadBackWithEveryByteRead(written, read, bytes.length);
        assertEquals(-32, read.sprites().get(0).left());
        assertEquals(32, read.sprites().get(1).bottom());
    }

    @Test
    void aSampleNoSoundHasIsAWarningAndTheSoundKeepsTheOthers() {
        var bytes = Wad2FirstLayoutWriter.write(library(3, 0), Edition.OCTOBER_2017);
        var pointer = lastIndexOf(bytes, "W2SamplePtr") + "W2SamplePtr".length();
        assertEquals(1, bytes[pointer], "one byte of data");
        bytes[pointer + 1] = 9;   // the last sound's only sample, the fourth (3), becomes 9
        var read = Wad2Reader.read(bytes, "first.wad2");
        assertEquals(List.of(), read.sounds().get(2).samples());
        assertEquals(1, read.warnings().size());
        assertTrue(read.warnings().get(0).message().contains("sample 9 is not in the library's 4 samples"),
                read.warnings().toString());
    }

    /**
     * Two sprites in two sequences, {@code side} units about their centre; three sounds sharing samples, of every
     * loop mode but one, each flag set once.
     */
    private static Wad2 library(int game, int side) {
        var sprites = List.of(new Wad2Sprite(2, 2, SyntheticWad2.pixels(2, 2, 0x20), -side, -side, side, side),
                new Wad2Sprite(1, 3, SyntheticWad2.pixels(1, 3, 0x30), -side / 2, -side, side / 2, side));
        var sequences = List.of(new Wad2SpriteSequence(460, List.of(1)), new Wad2SpriteSequence(463, List.of(0, 1)));
        var sounds = List.of(
                new Wad2SoundInfo(0, "Lara feet", 44, 10, 100, 15, false, true, true, "None",
                        List.of("foot01.wav", "foot02.wav"), false),
                new Wad2SoundInfo(8, "Lara fire", 75, 6, 10, -3, true, false, false, "OneShotRewound",
                        List.of("foot02.wav", "fire.wav"), false),
                new Wad2SoundInfo(107, "Door", 100, 8, 50, 0, false, false, false, "Looped", List.of("door.wav"),
                        false));
        return new Wad2("first.wad2", game, 0, Optional.empty(), "", List.of(SyntheticWad2.texture("", 4, 2, 0x11)),
                List.of(), List.of(), sprites, sequences, sounds, List.of(), new ChunkCensus(0, 0, 0, 0, 0), List.of(), List.of());
    }

    private static int lastIndexOf(byte[] bytes, String text) {
        var wanted = text.getBytes(StandardCharsets.US_ASCII);
        for (int at = bytes.length - wanted.length; at >= 0; at--) {
            var matches = true;
            for (int i = 0; matches && i < wanted.length; i++) {
                matches = bytes[at + i] == wanted[i];
            }
            if (matches) {
                return at;
            }
        }
        throw new AssertionError(text + " is not in the file");
    }
}
