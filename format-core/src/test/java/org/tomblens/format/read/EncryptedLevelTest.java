package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.testing.Corpus;

/**
 * TRNG's encrypted "TR4c" levels, checked on the corpus's encrypted lake level and its plain twin, the TR5
 * level it was made from. {@code cmp -l} of the two files shows the facts asserted here: they differ in 397
 * bytes, the magic's last byte and 99 bytes from each of offsets 18, 782774, 1122461 and 1276073.
 */
class EncryptedLevelTest {
    private static final String NAME = "trview-lake-enc.tr4";
    private static final long[] BLOCK_STARTS = {18, 782_774, 1_122_461, 1_276_073};

    private static byte[] encrypted() throws IOException {
        return Files.readAllBytes(Corpus.file(Corpus.ENCRYPTED));
    }

    private static byte[] twin() throws IOException {
        return Files.readAllBytes(Corpus.file(Corpus.ENCRYPTED_TWIN));
    }

    @Test
    void theEncryptedLakeDiffersFromItsTwinOnlyInTheMagicAndFourBlocksOf99Bytes() throws IOException {
        var encrypted = encrypted();
        var twin = twin();
        assertEquals(twin.length, encrypted.length);
        var allowed = new HashSet<Long>(List.of(3L));
        for (var start : BLOCK_STARTS) {
            for (long i = start; i < start + 99; i++) {
                allowed.add(i);
            }
        }
        var differing = new ArrayList<Long>();
        for (int i = 0; i < twin.length; i++) {
            if (encrypted[i] != twin[i]) {
                differing.add((long) i);
            }
        }
        assertEquals(397, differing.size());
        assertTrue(allowed.containsAll(differing), "only the magic and the four blocks differ");
    }

    @Test
    void decryptingTheEncryptedLakeGivesItsPlainTwinByteForByte() throws IOException {
        var encrypted = encrypted();
        var copy = encrypted.clone();
        assertArrayEquals(twin(), TrngDecryption.decrypt(encrypted));
        assertArrayEquals(copy, encrypted, "the encrypted bytes are left as they are");
    }

    @Test
    void theEncryptedLakeReadsCompletelyAsTr5() throws IOException {
        var bytes = encrypted();
        assertInstanceOf(TrngLevels.class, LevelVariants.of(bytes, NAME));
        assertTrue(TrngDecryption.isEncrypted(bytes));
        var level = LevelReader.read(bytes, NAME);
        assertEquals(GameVersion.TR5, level.version());
        assertEquals(NAME, level.fileName());
        assertEquals(0, level.footerBytes());
    }

    @Test
    void theEncryptedLakeHasTheRoomsEntitiesAndEverySectionCountOfItsPlainTwin() throws IOException {
        var decrypted = LevelReader.read(encrypted(), NAME);
        var plain = LevelReader.read(twin(), "trview-lake.trc");
        assertEquals(LayoutCountsTest.counts(plain), LayoutCountsTest.counts(decrypted));
        assertEquals(plain.entities(), decrypted.entities());
        assertEquals(plain.aiObjects(), decrypted.aiObjects());
        assertEquals(plain.laraType(), decrypted.laraType());
        assertEquals(plain.weather(), decrypted.weather());
        assertEquals(plain.textures().pages32(), decrypted.textures().pages32(),
                "the 32-bit pages, whose chunk opens with the first encrypted block");
        assertEquals(plain.textures().miscPages32(), decrypted.textures().miscPages32());
    }

    @Test
    void aPlainTr4LevelUnderTheTr4cMagicReadsAsItIs() throws IOException {
        // TRosettaStone gives TR4 demo levels the "TR4c" magic over the plain layout.
        var plain = Files.readAllBytes(Corpus.file("tr4/rando-test1.tr4"));
        var demo = plain.clone();
        demo[3] = 'c';
        assertFalse(TrngDecryption.isEncrypted(demo));
        var level = LevelReader.read(demo, "demo.tr4");
        assertEquals(GameVersion.TR4, level.version());
        assertEquals(LayoutCountsTest.counts(LevelReader.read(plain, "rando-test1.tr4")), LayoutCountsTest.counts(level));
    }

    @Test
    void aFileCutBeforeTheFirstBlockSizeFailsAtTheHeader() {
        var cut = new byte[] {'T', 'R', '4', 'c', 1, 0, 8, 0, 0, 0};
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, NAME));
        assertEquals("header", error.fieldPath());
        assertEquals(0, error.offset());
        assertTrue(error.getMessage().contains("encrypted"), error.getMessage());
    }

    @Test
    void aFileCutInsideTheSecondBlockSaysWhichBlockAndWhere() throws IOException {
        var cut = Arrays.copyOf(encrypted(), (int) BLOCK_STARTS[1] + 50);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, NAME));
        assertEquals("encryptedBlocks[1].bytes", error.fieldPath());
        assertEquals(BLOCK_STARTS[1], error.offset());
        assertTrue(error.getMessage().contains("needs 99 bytes, 50 left"), error.getMessage());
    }

    @Test
    void aBlockSizeReachingPastTheEndFailsBeforeTheNextBlock() throws IOException {
        var bytes = encrypted();
        Arrays.fill(bytes, 14, 18, (byte) 0xFF);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, NAME));
        assertEquals("encryptedBlocks[0].nextSize", error.fieldPath());
        assertEquals(BLOCK_STARTS[0], error.offset());
    }

    @Test
    void aFileCutAfterTheBlocksFailsInTheDecryptedLevelAndSaysItWasEncrypted() throws IOException {
        var cut = Arrays.copyOf(encrypted(), 1_500_000);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, NAME));
        assertTrue(error.fieldPath().startsWith("levelData"), error.fieldPath());
        assertTrue(error.getMessage().contains("encrypted by TRNG"), error.getMessage());
    }

    @Test
    void everyShuffleOrderPlacesEachOfTheFiftyShuffledBytesOnce() {
        for (int order = 0; order < TrngKey.ROWS; order++) {
            var places = new HashSet<Integer>();
            for (int i = 0; i < TrngKey.SHUFFLED; i++) {
                places.add(TrngKey.placeOf(order, i));
            }
            assertEquals(TrngKey.SHUFFLED, places.size(), "order " + order);
            assertTrue(places.stream().allMatch(place -> place >= 0 && place < TrngKey.SHUFFLED), "order " + order);
        }
    }
}
