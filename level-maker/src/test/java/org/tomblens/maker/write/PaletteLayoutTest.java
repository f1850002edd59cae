package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * A TR1 level written with its palette between the sprite sequences and the cameras, where §10.10 puts it in
 * Unfinished Business and the demo: the writer places the 768 bytes there, so the right reading is known, and the
 * reader finds that layout from the bytes alone, under any name.
 */
class PaletteLayoutTest {
    private static final int PALETTE = 768;

    @Test
    void aLevelWrittenWithItsPaletteBeforeTheCamerasReadsBackInThatLayout() throws IOException {
        var standard = LevelReader.read(Corpus.file("tr1/injection-twist.phd"));
        var moved = withLayout(standard, LevelLayout.PALETTE_AFTER_SPRITES);

        var bytes = LevelWriter.write(moved);
        var read = LevelReader.read(bytes, standard.fileName());

        assertEquals(LevelLayout.PALETTE_AFTER_SPRITES, read.layout());
        assertEquals(moved, read);
        assertEquals(LevelLayout.STANDARD, LevelReader.read(LevelWriter.write(standard), "LEVEL.TUB").layout(),
                "the layout comes from the bytes, not the name");
        assertEquals(LevelLayout.PALETTE_AFTER_SPRITES, LevelReader.read(bytes, "LEVEL.PHD").layout());
    }

    /** The palette's bytes stand right after the sprite sequences (8 bytes each), before the camera count. */
    @Test
    void thePaletteStandsRightAfterTheSpriteSequences() throws IOException {
        var standard = LevelReader.read(Corpus.file("tr1/injection-twist.phd"));
        var moved = withLayout(standard, LevelLayout.PALETTE_AFTER_SPRITES);
        var standardBytes = LevelWriter.write(standard);
        var movedBytes = LevelWriter.write(moved);
        assertEquals(standardBytes.length, movedBytes.length, "the same bytes, moved");

        var palette = standard.textures().palette().toArray();
        // The moved file's tail after the light map is one palette shorter than the standard file's at that point:
        // both end with the same cinematic frames, demo data and sounds, so the palette's old place is found from
        // the end, and its new place is where the two files first differ.
        var first = firstDifference(standardBytes, movedBytes);
        assertArrayEquals(palette, Arrays.copyOfRange(movedBytes, first, first + PALETTE));
        var cameras = ByteBuffer.wrap(movedBytes, first + PALETTE, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        assertEquals(standard.cameras().size(), cameras, "the camera count follows the palette");
    }

    /**
     * A cut Unfinished Business level matches neither layout; the error is the one of the layout that read
     * further, the moved palette's, with the place where it broke, past the cameras where the standard one breaks.
     */
    @Test
    void aCutUnfinishedBusinessLevelFailsWhereTheCloserLayoutBroke() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("tr1/ub-egypt.tub"));
        var cut = Arrays.copyOf(bytes, bytes.length - 100);

        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "EGYPT.TUB"));

        assertTrue(error.getMessage().contains("Unfinished Business"), error.getMessage());
        assertTrue(error.offset() > bytes.length - 200_000, "broke near the end, at 0x" + Long.toHexString(error.offset()));
    }

    @Test
    void aCutStandardLevelKeepsTheStandardLayoutsError() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("tr1/injection-twist.phd"));
        var cut = Arrays.copyOf(bytes, bytes.length - 100);

        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "LEVEL.PHD"));

        assertFalse(error.getMessage().contains("Unfinished Business"), error.getMessage());
    }

    private static Level withLayout(Level level, LevelLayout layout) {
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), level.warnings(), layout);
    }

    private static int firstDifference(byte[] a, byte[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return -1;
    }
}
