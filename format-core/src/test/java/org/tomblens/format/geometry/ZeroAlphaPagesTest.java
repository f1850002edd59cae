package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.Tr4Chunks;

/**
 * Custom TR4/TR5 levels may store alpha 0 in every texel of a 32-bit page that is meant to be opaque. Such a
 * page loads opaque (but for magenta, §9.3.2) and is reported among the geometry warnings, which the viewer
 * lists, unless it is blank. The case is a real TR4 level whose first 32-bit page is given alpha 0 throughout.
 */
class ZeroAlphaPagesTest {
    private static final String LEVEL = "tr4/rando-test1.tr4";
    private static final int PAGE_BYTES = 256 * 256 * 4;

    @Test
    void aPageWhoseEveryAlphaIsZeroLoadsOpaqueAndIsReported() throws IOException {
        var file = Files.readAllBytes(Corpus.file(LEVEL));
        var pages = Tr4Chunks.unpack(file, Tr4Chunks.PAGES_32);
        for (int i = 3; i < PAGE_BYTES; i += 4) {
            pages[i] = 0;
        }

        var copy = Tr4Chunks.repack(file, Tr4Chunks.PAGES_32, pages);
        var geometry = LevelGeometry.build(LevelReader.read(copy, "zero-alpha.tr4"));

        assertTrue(paths(geometry).contains("textures.pages[0]"), geometry.warnings().toString());
        var texel = firstNotMagenta(pages);
        assertEquals(255, geometry.pages().texel(0, texel % 256, texel / 256) & 0xFF, "alpha of texel " + texel);
    }

    /** Retail TR4 levels (Desert Railroad, Alexandria) hold blank bump pages, every byte 0: nothing to report. */
    @Test
    void aBlankPageIsNotReported() throws IOException {
        var file = Files.readAllBytes(Corpus.file(LEVEL));
        var pages = Tr4Chunks.unpack(file, Tr4Chunks.PAGES_32);
        Arrays.fill(pages, 0, PAGE_BYTES, (byte) 0);

        var copy = Tr4Chunks.repack(file, Tr4Chunks.PAGES_32, pages);
        var geometry = LevelGeometry.build(LevelReader.read(copy, "blank-page.tr4"));

        assertFalse(paths(geometry).contains("textures.pages[0]"), geometry.warnings().toString());
    }

    @Test
    void theUnchangedLevelsPagesUseTheirAlphaAndAreNotReported() throws IOException {
        var geometry = LevelGeometry.build(LevelReader.read(Corpus.file(LEVEL)));
        assertFalse(paths(geometry).contains("textures.pages[0]"), geometry.warnings().toString());
    }

    private static List<String> paths(LevelGeometry geometry) {
        return geometry.warnings().stream().map(DataWarning::path).toList();
    }

    /** The first texel of the first page that is not magenta, whose colour stores B, G, R, A in memory. */
    private static int firstNotMagenta(byte[] pages) {
        for (int texel = 0; texel < PAGE_BYTES / 4; texel++) {
            var blue = pages[4 * texel] & 0xFF;
            var green = pages[4 * texel + 1] & 0xFF;
            var red = pages[4 * texel + 2] & 0xFF;
            if (!(red == 255 && green == 0 && blue == 255)) {
                return texel;
            }
        }
        throw new AssertionError("the first page is all magenta");
    }
}
