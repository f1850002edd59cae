package org.tomblens.format.psx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

/** 4-bit pages drawn through colour tables: colours, transparency, and pages shared where tables do not clash. */
class ClutPagesTest {
    /** Red 31 in the low bits, green 0, blue 16, with the semi-transparency bit. */
    private static final int COLOUR = 0x8000 | 31 | 16 << 10;

    @Test
    void aTexelTakesItsTablesColourAndColourZeroIsTransparent() {
        var pages = page(0x10);  // every even texel entry 0, every odd entry 1
        var tables = new byte[2 * ClutPages.TABLE_BYTES];
        tables[ClutPages.TABLE_BYTES + 2] = (byte) COLOUR;
        tables[ClutPages.TABLE_BYTES + 3] = (byte) (COLOUR >> 8);
        var clut = new ClutPages(pages, tables);

        var drawnOn = clut.draw(0, 1, 0, 0, 1, 0);

        var page = clut.pages32().get(drawnOn);
        // Texel 0: entry 0 of table 1, the colour 0: transparent. Texel 1: B, G, R, A of (31, 0, 16) in 8 bits.
        assertEquals(0, page.unsigned(3));
        assertEquals(16 << 3 | 16 >> 2, page.unsigned(4));
        assertEquals(0, page.unsigned(5));
        assertEquals(255, page.unsigned(6));
        assertEquals(255, page.unsigned(7));
    }

    @Test
    void twoTablesOnTheSameTexelsMakeASecondPageAndApartShareOne() {
        var clut = new ClutPages(page(0x11), new byte[3 * ClutPages.TABLE_BYTES]);
        assertEquals(0, clut.draw(0, 1, 0, 0, 15, 15));
        assertEquals(0, clut.draw(0, 2, 16, 0, 31, 15), "beside the first: the same page");
        assertEquals(0, clut.draw(0, 1, 8, 8, 15, 15), "the same table again: the same page");
        assertEquals(1, clut.draw(0, 2, 0, 0, 3, 3), "another table over the first's texels: a new page");
        assertEquals(2, clut.pages32().size());
    }

    /** Many whole-page textures through clashing tables: the pages and the work stay bounded, the rest counted. */
    @Test
    void texturesPastThePageOrTexelBoundsAreCountedNotDrawn() {
        var clut = new ClutPages(page(0x11), new byte[3 * ClutPages.TABLE_BYTES]);
        var textures = 3 * (int) (ClutPages.MAX_TEXEL_VISITS >> 16);
        for (int i = 0; i < textures; i++) {
            clut.draw(0, 1 + i % 2, 0, 0, 255, 255);
        }
        assertEquals(2, clut.pages32().size(), "one page for each table, which every later texture finds free");
        var clashing = new ClutPages(page(0x11), new byte[ClutPages.MAX_PAGES * 2 * ClutPages.TABLE_BYTES]);
        for (int i = 0; i < textures; i++) {
            clashing.draw(0, i % (2 * ClutPages.MAX_PAGES), 0, 0, 255, 255);
        }
        var pages = clashing.pages32().size();
        assertTrue(pages > 2 && pages <= ClutPages.MAX_PAGES, pages + " pages");
        assertEquals(textures - pages, clashing.overdrawn(), "every texture but those given a page of their own");
    }

    private static byte[] page(int fill) {
        var page = new byte[ClutPages.PAGE_BYTES];
        Arrays.fill(page, (byte) fill);
        return page;
    }
}
