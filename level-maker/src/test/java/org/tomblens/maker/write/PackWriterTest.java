package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.open.FileKind;
import org.tomblens.format.open.Formats;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.open.PackedPart;
import org.tomblens.format.pack.Pack;
import org.tomblens.format.pack.PackPart;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.read.Tr4PsxVariant;
import org.tomblens.format.testing.Corpus;

/**
 * Packs built of real corpus levels (a TR1 and a TR4 PlayStation level written from PC ones, a PC TR4 level as it
 * is, a Dreamcast TR5 level written from a PC one) and a file that is no level (a corpus README): each part is listed with
 * its source's offset, size, game and platform, opens as its source reads, and a damaged table is a typed error.
 */
class PackWriterTest {
    private static final int SECTOR = Pack.SECTOR;

    private static List<byte[]> sources() throws IOException {
        return List.of(
                PsxLevelWriter.write(LevelReader.read(Corpus.file("tr1/injection-twist.phd"))),
                Files.readAllBytes(Corpus.file("tr4/injection-lara.tr4")),
                DreamcastLevelWriter.tr5(Files.readAllBytes(Corpus.file("tr5/trview-lake.trc"))),
                Files.readAllBytes(Corpus.file("tr1/opentomb-preactivated.README.md")),
                Tr4PsxLevelWriter.write(LevelReader.read(Corpus.file("tr4/rando-test1.tr4")), List.of(),
                        Tr4PsxVariant.TR4_RETAIL, 0));
    }

    @Test
    void eachPartIsListedWithItsPlaceAndWhatItsSourceIs() throws IOException {
        var sources = sources();
        var bytes = PackWriter.write(sources);
        assertEquals(FileKind.PACK, Formats.of(bytes, "GAMEWAD.OBJ").kind());
        var pack = Pack.read(bytes);
        var offset = (long) SECTOR;
        for (int i = 0; i < sources.size(); i++) {
            var part = pack.parts().get(i);
            assertEquals(new PackPart(i + 1, offset, sources.get(i).length), part);
            assertEquals(0, part.offset() % SECTOR);
            assertArrayEquals(sources.get(i), Pack.bytes(bytes, part));
            offset += (sources.get(i).length + SECTOR - 1) / SECTOR * SECTOR;
        }
        var parts = PackedPart.of(bytes, pack);
        assertEquals(Arrays.asList("level", "level", "level", null, "level"),
                parts.stream().map(PackedPart::kind).toList());
        assertEquals(Arrays.asList("TR1", "TR4", "TR5", null, "TR4"), parts.stream().map(PackedPart::version).toList());
        assertEquals(Arrays.asList("PSX", "PC", "Dreamcast", null, "PSX"),
                parts.stream().map(PackedPart::platform).toList());
        assertEquals("TR4 level (PSX)", parts.get(4).description());
        assertEquals("not a file TombLens reads", parts.get(3).description());
    }

    private static void assertArrayEquals(byte[] expected, byte[] actual) {
        assertEquals(expected.length, actual.length);
        assertEquals(-1, Arrays.mismatch(expected, actual));
    }

    @Test
    void aPartOpensAsItsSourceReadsAndThePackAsItsFirstLevel() throws IOException {
        var sources = sources();
        var bytes = PackWriter.write(sources);
        var third = (OpenedFile.Packed) OpenedFile.read(bytes, null, "GAMEWAD.OBJ#3", ProgressListener.NONE);
        assertEquals(3, third.shown().number());
        var dreamcast = LevelReader.read(sources.get(2), "LAKE.TRC");
        assertEquals(dreamcast.rooms(), third.level().rooms());
        assertEquals(dreamcast.entities(), third.level().entities());
        assertEquals(5, third.parts().size());
        var fifth = OpenedFile.read(bytes, null, "GAMEWAD.OBJ#5", ProgressListener.NONE);
        assertEquals(LevelReader.read(sources.get(4), "RANDO.PSX").rooms(), fifth.level().rooms());
        var first = (OpenedFile.Packed) OpenedFile.read(bytes, null, "GAMEWAD.OBJ", ProgressListener.NONE);
        assertEquals(1, first.shown().number());
        assertInstanceOf(OpenedFile.GameLevel.class, first.part());
        assertEquals(LevelReader.read(sources.get(0), "TWIST.PSX").rooms(), first.level().rooms());
        var none = assertThrows(LevelFormatException.class,
                () -> OpenedFile.read(bytes, null, "GAMEWAD.OBJ#9", ProgressListener.NONE));
        assertEquals("table", none.fieldPath());
    }

    @Test
    void aPartPastTheEndIsListedAsSuchAndOpeningItIsATypedError() throws IOException {
        var bytes = PackWriter.write(sources());
        var table = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        // Part 2's size made to reach past the end of the file.
        table.putInt(8 * 2 + 4, bytes.length);
        var parts = PackedPart.of(bytes, Pack.read(bytes));
        assertEquals("past the end of the file", parts.get(1).description());
        assertEquals("TR5", parts.get(2).version(), "the other parts are listed as they are");
        var error = assertThrows(LevelFormatException.class,
                () -> OpenedFile.read(bytes, null, "GAMEWAD.OBJ#2", ProgressListener.NONE));
        assertEquals("table[2].size", error.fieldPath());
        assertEquals(16, error.offset());
    }

    @Test
    void aTablePlacingAPartOffASectorIsNoPack() throws IOException {
        var bytes = PackWriter.write(sources());
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(8, SECTOR + 4);
        assertFalse(Pack.recognises(bytes));
        var error = assertThrows(LevelFormatException.class, () -> Pack.read(bytes));
        assertEquals(0, error.offset());
        assertEquals("table", error.fieldPath());
    }
}
