package org.tomblens.maker.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Reader;

/** A library written as Tomb Editor writes one reads back field for field, every byte of it accounted for. */
class Wad2WriterTest {
    @Test
    void aWrittenLibraryReadsBackFieldForField() {
        var written = SyntheticWad2.library();
        var bytes = Wad2Writer.write(written);
        var read = Wad2Reader.read(bytes, "synthetic.wad2");

        assertEquals(written.gameVersion(), read.gameVersion());
        assertEquals(written.soundSystem(), read.soundSystem());
        assertEquals(written.timestamp(), read.timestamp());
        assertEquals(written.notes(), read.notes());
        assertEquals(written.moveables(), read.moveables());
        assertEquals(written.statics(), read.statics());
        assertImagesReadBackWithEveryByteRead(written, read, bytes.length);
    }

    @Test
    void aTombEngineLibraryKeepsItsAnimationsThroughTheBlendedChunks() {
        var classic = SyntheticWad2.library();
        var written = new Wad2("synthetic.wad2", 18, 1, classic.timestamp(), classic.notes(), classic.textures(),
                classic.moveables(), classic.statics(), classic.sprites(), classic.spriteSequences(), List.of(),
                List.of(), classic.census(), List.of(), List.of());
        var bytes = Wad2Writer.write(written);
        var text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertTrue(text.contains("W2Ani3") && text.contains("W2Disp2") && !text.contains("W2Ani2"));

        var read = Wad2Reader.read(bytes, "synthetic.wad2");
        assertEquals(18, read.gameVersion());
        assertEquals(written.moveables(), read.moveables());
        assertImagesReadBackWithEveryByteRead(written, read, bytes.length);
    }

    /** Textures, sprites and sequences as written, no warning, and every byte read: none skipped. */
    static void assertImagesReadBackWithEveryByteRead(Wad2 written, Wad2 read, int length) {
        assertEquals(written.textures(), read.textures());
        assertEquals(written.sprites(), read.sprites());
        assertEquals(written.spriteSequences(), read.spriteSequences());
        assertEquals(List.of(), read.warnings());
        assertEquals(List.of(), read.skipped());
        assertEquals(length, read.census().treeBytes());
        assertEquals(length, read.census().accountedBytes());
        assertEquals(0, read.census().skippedBytes());
    }

    @Test
    void theFileStartsAsTheEditorsDo() {
        var bytes = Wad2Writer.write(SyntheticWad2.library());
        assertEquals("WAD2", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertArrayEquals(new byte[4], Arrays.copyOfRange(bytes, 4, 8), "version 0, not compressed");
        // the first chunk: a 22-byte id, "W2SuggestedGameVersion", one byte of data, the game (4)
        assertEquals(22, bytes[8]);
        assertEquals("W2SuggestedGameVersion", new String(bytes, 9, 22, StandardCharsets.US_ASCII));
        assertEquals(1, bytes[31]);
        assertEquals(4, bytes[32]);
    }
}
