package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.EmbeddedSample;
import org.tomblens.format.model.Textures;

/**
 * The 2048-byte sections a Dreamcast TR5 level is laid out in (trview's {@code Level_tr5_dc.cpp}): each group of
 * parts starts on a section boundary, and the next group starts at the first boundary after the group's last byte,
 * a whole empty section after a group that ends on one. The head of the file: the textile size, the three page
 * counts, the 16-bit pages, then Lara's type and the weather. See format-core/docs/dreamcast.md.
 */
final class DreamcastSections {
    static final int SECTION = 2048;
    /** Where the page counts lie: the second section. */
    static final int COUNTS = SECTION;
    /** Where the 16-bit pages start: the third section. */
    static final int PAGES = 2 * SECTION;
    static final int PAGE16 = 2 * Textures.PAGE_TEXELS;
    /** Texture pages a level may declare, as the PC reader accepts. */
    static final int MAX_PAGES = 512;
    /**
     * The textile size of the one file trview keeps its pages in records of their own (its "JOBY1"), which it tells
     * by this size alone.
     */
    static final long TILE_RECORDS_SIZE = 3011032;
    /** The bytes before each page's own in that file: a word (what it holds is unknown) and the page's size. */
    static final int TILE_RECORD_HEAD = 8;

    private DreamcastSections() {}

    /** The group the cursor stands in ends: moves to the next section boundary past it. */
    static void next(ByteCursor cursor) {
        cursor.seek("section", ((long) cursor.position() / SECTION + 1) * SECTION);
    }

    /** What the head of the file holds before the level data. */
    record Head(Textures textures, int laraType, int weather) {}

    /** The head: the textures, then Lara's type, the weather and 28 bytes; the cursor is left at the level data. */
    static Head head(ByteCursor cursor) {
        var textures = textures(cursor);
        var laraType = cursor.u16("laraType");
        var weather = cursor.u16("weather");
        cursor.skip("padding", 28);
        next(cursor);
        return new Head(textures, laraType, weather);
    }

    /**
     * What follows the level data's last section: 8 bytes trview calls "SAMP", a section of their own, then 4 bytes
     * and the samples in the PC's form. Samples that do not read so are left out with a warning: no real file shows
     * what they are.
     */
    static List<EmbeddedSample> samples(ByteCursor cursor, ReadContext context) {
        next(cursor);
        cursor.skip("sampleTag", 8);
        next(cursor);
        cursor.skip("sampleTag", 4);
        var start = cursor.position();
        try {
            return SoundReader.embeddedSamples(cursor);
        } catch (LevelFormatException e) {
            context.warnAt(cursor.path("samples"), start, "samples left out: " + e.getMessage());
            return List.of();
        }
    }

    /**
     * The textures the head holds, the first word (where the PC keeps its version) read again as the textile size;
     * the cursor is left at the section of Lara's type.
     */
    private static Textures textures(ByteCursor cursor) {
        cursor.seek("textileSize", 0);
        var textileSize = cursor.u32("textileSize");
        next(cursor);
        var room = (int) cursor.u32("numRoomTextiles");
        var object = (int) cursor.u32("numObjectTextiles");
        var bump = (int) cursor.u32("numBumpTextiles");
        var total = (long) room + object + bump;
        if (room < 0 || object < 0 || bump < 0 || total > MAX_PAGES) {
            throw cursor.errorAt(COUNTS, "numRoomTextiles", total + " texture pages declared, more than "
                    + MAX_PAGES + " accepted");
        }
        List<Bytes> pages;
        if (textileSize == TILE_RECORDS_SIZE) {
            pages = tileRecords(cursor, (int) total);
        } else {
            next(cursor);
            pages = LevelParser.pages(cursor.bytes("textiles16", total * PAGE16), PAGE16);
        }
        var pagesEnd = textileSize + SECTION;
        if (pagesEnd < cursor.position()) {
            throw cursor.errorAt(0, "textileSize", "the pages end at 0x" + Long.toHexString(pagesEnd)
                    + " by the textile size, before the " + total + " declared pages do");
        }
        cursor.seek("textileSize", pagesEnd);
        next(cursor);
        return new Textures(room, object, bump, List.of(), pages, List.of(), List.of(), Bytes.EMPTY, Bytes.EMPTY);
    }

    /**
     * The pages as the file of {@link #TILE_RECORDS_SIZE} keeps them, right after the counts: each a word, its size in
     * bytes (at most a page) and that many bytes of the page, the rest of the page left blank.
     */
    private static List<Bytes> tileRecords(ByteCursor cursor, int total) {
        cursor.checkedCount(COUNTS, "numRoomTextiles", total, TILE_RECORD_HEAD);
        var pages = new ArrayList<Bytes>(total);
        for (int i = 0; i < total; i++) {
            cursor.enter("textiles16", i);
            cursor.u32("x");
            var sizeOffset = cursor.position();
            var size = cursor.u32("size");
            if (size > PAGE16) {
                throw cursor.errorAt(sizeOffset, "size", size + " bytes, more than a 16-bit page's " + PAGE16);
            }
            pages.add(Bytes.own(Arrays.copyOf(cursor.bytes("page", size), PAGE16)));
            cursor.leave();
        }
        return pages;
    }

    /**
     * Whether {@code bytes} start as a Dreamcast TR5 level: a textile size whose low byte is one trview knows
     * (0x3C or 0xD8, its only test), page counts a level may hold, and pages that end before the textile size says
     * (or the textile size of the file that keeps its pages in records).
     */
    static boolean recognises(byte[] bytes) {
        if (bytes.length < COUNTS + 12) {
            return false;
        }
        var textileSize = PsxLevelParser.u32(bytes, 0);
        var lowByte = textileSize & 0xFF;
        if (lowByte != 0x3C && lowByte != 0xD8) {
            return false;
        }
        var total = 0L;
        for (int i = 0; i < 3; i++) {
            total += PsxLevelParser.u32(bytes, COUNTS + 4 * i);
        }
        return total > 0 && total <= MAX_PAGES
                && (textileSize == TILE_RECORDS_SIZE || textileSize + SECTION >= PAGES + total * PAGE16);
    }
}
