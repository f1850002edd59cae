package org.tomblens.format.ten;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.testing.Corpus;

/**
 * The corpus TombEngine level of Tomb Editor 1.9.0 ("TEN\0", version, machine hash, checksum, then media, geometry
 * and dynamic zlib blocks, each {@code i32 unpacked, i32 packed}), checked against its own bytes unpacked here with
 * java.util.zip, and damaged copies of it.
 */
class CorpusTenTest {
    private static final String FILE = "ten/aod-title-te19.ten";

    private static byte[] bytes() throws IOException {
        return Files.readAllBytes(Corpus.file(FILE));
    }

    /** The unpacked block {@code index} (0 media, 1 geometry, 2 dynamic), walked from the header by hand. */
    private static ByteBuffer block(byte[] file, int index) throws DataFormatException {
        var at = 16;
        for (int b = 0; b < index; b++) {
            at += 8 + ByteBuffer.wrap(file, at + 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        }
        var header = ByteBuffer.wrap(file, at, 8).order(ByteOrder.LITTLE_ENDIAN);
        var out = new byte[header.getInt()];
        var inflater = new Inflater();
        inflater.setInput(file, at + 8, header.getInt());
        assertEquals(out.length, inflater.inflate(out));
        inflater.end();
        return ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Test
    void theCompilerVersionIsTheStampAfterTheMagic() throws IOException {
        var file = bytes();
        assertEquals(new TenVersion(file[4], file[5], file[6]), TenContainer.version(file));
        assertEquals("1.9.0", TenContainer.version(file).toString());
    }

    @Test
    void theLevelHasTheRoomsBothBlocksCountAndItsFloorData() throws Exception {
        var file = bytes();
        var ten = TenReader.read(file, FILE);
        var geometry = block(file, 1);
        var dynamic = block(file, 2);
        assertEquals(geometry.getInt(0), ten.level().rooms().size());
        assertEquals(dynamic.getInt(0), ten.level().rooms().size());
        assertTrue(ten.level().rooms().size() > 0);
        assertTrue(ten.level().entities().size() > 0);
        assertTrue(ten.level().rooms().stream().allMatch(room -> room.quads().size() + room.triangles().size() > 0));
    }

    @Test
    void theMediaBlockStartsWithTheRoomAtlasesEveryObjectTextureIsLaidOnAPage() throws Exception {
        var file = bytes();
        var ten = TenReader.read(file, FILE);
        var media = block(file, 0);
        var roomAtlases = media.getInt(0);
        assertTrue(roomAtlases > 0);
        // the first atlas's image is a PNG: its signature follows width, height and size
        assertEquals(0x474E5089, media.getInt(16));
        var pages = ten.level().textures().pageCount();
        assertTrue(ten.level().texturing().objectTextures().stream().allMatch(t -> t.page() < pages));
    }

    /**
     * Tomb Editor writes its state changes in order, each starting where the dispatches written so far end; it
     * drops a dispatch that leads to an animation its object lacks but still counts it. Read, every dispatch
     * belongs to exactly one state change, and the level (its animations prepared too) opens without a warning.
     */
    @Test
    void everyWrittenDispatchBelongsToOneStateChangeAndTheLevelOpensWithoutWarnings() throws Exception {
        var file = bytes();
        var ten = TenReader.read(file, FILE);
        var data = ten.level().animation();
        var owners = new int[data.dispatches().size()];
        for (var change : data.stateChanges()) {
            for (int i = 0; i < change.numDispatches(); i++) {
                owners[change.dispatchIndex() + i]++;
            }
        }
        assertTrue(Arrays.stream(owners).allMatch(count -> count == 1), Arrays.toString(owners));
        var prepared = PreparedLevel.of(ten.level(), Corpus.file(FILE));
        assertEquals(List.of(), prepared.warnings());
    }

    @Test
    void aFileCutShortGivesTheTypedErrorInTheFile() throws IOException {
        var file = bytes();
        for (var length : new int[] {3, 10, 20, file.length / 2, file.length - 1}) {
            var cut = Arrays.copyOf(file, length);
            var error = assertThrows(LevelFormatException.class, () -> TenReader.read(cut, FILE));
            assertEquals("file", error.region(), error.getMessage());
        }
    }

    @Test
    void aBlockThatClaimsMoreThanItsPackedBytesCanHoldIsRefusedBeforeAllocating() throws IOException {
        var file = bytes();
        ByteBuffer.wrap(file, 16, 4).order(ByteOrder.LITTLE_ENDIAN).putInt(Integer.MAX_VALUE);
        var error = assertThrows(LevelFormatException.class, () -> TenReader.read(file, FILE));
        assertTrue(error.getMessage().contains("media.unpackedSize"), error.getMessage());
    }

    @Test
    void withSmallAtlasesTheLevelReadsTheSameButForThePixels() throws IOException {
        var file = bytes();
        var real = TenReader.read(file, FILE).level();
        var small = TenReader.read(SmallAtlases.of(file), FILE).level();
        assertEquals(real.rooms().size(), small.rooms().size());
        for (int r = 0; r < real.rooms().size(); r++) {
            assertEquals(real.rooms().get(r).vertices(), small.rooms().get(r).vertices());
            assertEquals(real.rooms().get(r).sectors(), small.rooms().get(r).sectors());
            assertEquals(real.rooms().get(r).quads().size(), small.rooms().get(r).quads().size());
        }
        assertEquals(real.entities(), small.entities());
        assertEquals(real.animation(), small.animation());
        assertEquals(real.navigation(), small.navigation());
    }

    @Test
    void aLevelFromAnUnknownTombEditorSaysWhichVersionsAreRead() throws IOException {
        var file = bytes();
        file[5] = 42;
        var error = assertThrows(LevelFormatException.class, () -> TenReader.read(file, FILE));
        assertEquals("written by Tomb Editor 1.42.0; TombLens reads 1.7 to 1.11", error.problem());
    }
}
