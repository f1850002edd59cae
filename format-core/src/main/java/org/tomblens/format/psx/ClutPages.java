package org.tomblens.format.psx;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Textures;

/**
 * PlayStation texture pages: 256x256 texels of 4 bits each, which a 16-colour table (CLUT) of 15-bit colours
 * (5 bits each of red, green and blue from the low bits up, and a semi-transparency bit) turns into colours. The
 * colour 0 is transparent. Object and sprite textures each name a page and a table; the same page is read through
 * many tables (a retail level uses about 400 pairs of its 13 pages).
 *
 * <p>Rather than one 32-bit page per pair, each texture's rectangle is drawn with its table onto a 32-bit page
 * made for its 4-bit page, where no other table has drawn those texels; a second page for the same 4-bit page is
 * made only where tables overlap. Retail levels need a few pages more than they store.
 */
public final class ClutPages {
    public static final int PAGE_BYTES = Textures.PAGE_TEXELS / 2;
    public static final int TABLE_COLOURS = 16;
    public static final int TABLE_BYTES = TABLE_COLOURS * 2;
    /** Pages made at most; past this, a texture is drawn over the first page of its 4-bit page, and counted. */
    public static final int MAX_PAGES = 96;
    /**
     * Texels looked at or drawn at most, over all textures: a retail level needs a few million. Past this, textures
     * are placed on the first page of their 4-bit page undrawn, and counted, so that a file of many large textures
     * cannot make the reading slow.
     */
    public static final long MAX_TEXEL_VISITS = 64L << 20;
    private static final int SIDE = 256;

    private final byte[] pages;
    private final byte[] tables;
    private final List<Canvas> canvases = new ArrayList<>();
    private int overdrawn;
    private long visits;

    /** A page being drawn: which 4-bit page it shows, its texels, and which table drew each (0 for none). */
    private record Canvas(int source, int[] texels, short[] drawnWith) {
        Canvas(int source) {
            this(source, new int[Textures.PAGE_TEXELS], new short[Textures.PAGE_TEXELS]);
        }
    }

    /**
     * @param pages the 4-bit pages, {@link #PAGE_BYTES} each
     * @param tables the colour tables, {@link #TABLE_BYTES} each
     */
    public ClutPages(byte[] pages, byte[] tables) {
        this.pages = pages;
        this.tables = tables;
    }

    public int pageCount() {
        return pages.length / PAGE_BYTES;
    }

    public int tableCount() {
        return tables.length / TABLE_BYTES;
    }

    /**
     * Draws the texels from (x0, y0) to (x1, y1), inclusive, of 4-bit {@code page} through colour {@code table}, and
     * returns the 32-bit page they are drawn on. Both must exist; the corners are 0..255.
     */
    public int draw(int page, int table, int x0, int y0, int x1, int y1) {
        var area = (long) (x1 - x0 + 1) * (y1 - y0 + 1);
        if (visits > MAX_TEXEL_VISITS) {
            overdrawn++;
            return firstOf(page);
        }
        var tableMark = (short) (table + 1);
        var index = -1;
        for (int c = 0; c < canvases.size() && index < 0; c++) {
            var canvas = canvases.get(c);
            if (canvas.source == page) {
                visits += area;
                if (free(canvas, tableMark, x0, y0, x1, y1)) {
                    index = c;
                }
            }
        }
        if (index < 0 && canvases.size() < MAX_PAGES) {
            canvases.add(new Canvas(page));
            index = canvases.size() - 1;
        }
        if (index < 0) {
            overdrawn++;
            index = firstOf(page);
        }
        var canvas = canvases.get(index);
        visits += area;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                canvas.texels[y * SIDE + x] = argb(colour(page, table, x, y));
                canvas.drawnWith[y * SIDE + x] = tableMark;
            }
        }
        return index;
    }

    /**
     * The 15-bit colour (red in the low bits, bit 15 the semi-transparency flag) of texel (x, y) of {@code page}
     * through {@code table}.
     */
    public int colour(int page, int table, int x, int y) {
        var packed = pages[page * PAGE_BYTES + y * (SIDE / 2) + x / 2] & 0xFF;
        var entry = (x & 1) == 0 ? packed & 0x0F : packed >> 4;
        var at = table * TABLE_BYTES + entry * 2;
        return (tables[at] & 0xFF) | (tables[at + 1] & 0xFF) << 8;
    }

    /** The pages drawn so far, as TR4's 32-bit pages store texels: little-endian ARGB words. */
    public List<Bytes> pages32() {
        return canvases.stream().map(canvas -> Bytes.argbWords(canvas.texels)).toList();
    }

    /**
     * How many textures were drawn over another table's texels because {@link #MAX_PAGES} were made, or left undrawn
     * past {@link #MAX_TEXEL_VISITS}.
     */
    public int overdrawn() {
        return overdrawn;
    }

    /** 5-bit red, green and blue, scaled to 8 bits; the colour 0 is the transparent one. */
    public static int argb(int colour) {
        if (colour == 0) {
            return 0;
        }
        return 0xFF000000 | eight(colour) << 16 | eight(colour >> 5) << 8 | eight(colour >> 10);
    }

    private static int eight(int fiveBits) {
        var value = fiveBits & 0x1F;
        return value << 3 | value >> 2;
    }

    private static boolean free(Canvas canvas, short tableMark, int x0, int y0, int x1, int y1) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                var drawn = canvas.drawnWith[y * SIDE + x];
                if (drawn != 0 && drawn != tableMark) {
                    return false;
                }
            }
        }
        return true;
    }

    private int firstOf(int page) {
        for (int c = 0; c < canvases.size(); c++) {
            if (canvases.get(c).source == page) {
                return c;
            }
        }
        return 0;
    }
}
