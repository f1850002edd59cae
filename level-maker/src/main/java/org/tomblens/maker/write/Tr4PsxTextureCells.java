package org.tomblens.maker.write;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;

/**
 * A PC TR4 or TR5 level's textures as a TR4/TR5 PlayStation file's video-memory image, drawn simply: each object
 * texture gets an 8x8-texel cell of its own in the image's top row of pages (x 512 to 1023, y 0 to 255), in one
 * colour, its PC texel at its first corner cut to 5 bits a channel. The colour tables lie in the rows under the
 * pages, one for each colour a texture needs: every entry that colour (with the semi-transparency flag, so that
 * black stays drawn), or for an alpha-tested texture every entry but the transparent 0; a cell whose texel is
 * transparent is drawn with entry 0. An additive texture is drawn with drawing mode 2. Textures name their page and
 * table by where they lie, as the PlayStation does.
 */
final class Tr4PsxTextureCells {
    static final int IMAGE_BYTES = 0x80000;
    private static final int ROW_BYTES = 1024;
    private static final int PAGE_ROWS = 256;
    private static final int PAGE_ROW_BYTES = 128;
    private static final int PAGES = 8;
    private static final int CELL = 8;
    private static final int CELLS_PER_PAGE = (256 / CELL) * (256 / CELL);
    private static final int TABLE_BYTES = 32;
    private static final int TABLES_PER_ROW = ROW_BYTES / TABLE_BYTES;
    private static final int MAX_TABLES = (IMAGE_BYTES / ROW_BYTES - PAGE_ROWS) * TABLES_PER_ROW;
    /** The image starts at x = 512 of the video memory: page words count from 8, table words from 32. */
    private static final int FIRST_PAGE_WORD = 8;
    private static final int FIRST_TABLE_X = 32;
    private static final int OPAQUE = 0x8000;
    private static final int ALPHA_TESTED = 1;
    private static final int ADDITIVE = 2;

    private final Level level;
    private final byte[] image = new byte[IMAGE_BYTES];
    private final Map<Integer, Integer> tables = new LinkedHashMap<>();

    Tr4PsxTextureCells(Level level) {
        this.level = level;
    }

    /** The image, once every texture has been written. */
    byte[] image() {
        return image;
    }

    /** The 16-byte record of object texture {@code index}, whose cell is drawn as it is written. */
    void objectTexture(ByteSink sink, int index, ObjectTexture texture) {
        if (index >= PAGES * CELLS_PER_PAGE) {
            throw sink.error("tile", "texture " + index + " needs more than the " + PAGES * CELLS_PER_PAGE
                    + " cells of the image's top row of pages");
        }
        var first = texture.corners().get(0);
        var argb = texel(texture.page(), first.u() >> 8, first.v() >> 8);
        var transparent = argb >>> 24 < 0x80;
        var colour = OPAQUE | (argb >> 19 & 0x1F) | (argb >> 11 & 0x1F) << 5 | (argb >> 3 & 0x1F) << 10;
        var table = table(sink, colour, texture.attribute() == ALPHA_TESTED || transparent);
        var page = index / CELLS_PER_PAGE;
        var x = index % CELLS_PER_PAGE % (256 / CELL) * CELL;
        var y = index % CELLS_PER_PAGE / (256 / CELL) * CELL;
        var nibbles = (byte) (transparent ? 0 : 0x11);
        for (int row = y; row < y + CELL; row++) {
            for (int column = x; column < x + CELL; column += 2) {
                image[row * ROW_BYTES + page * PAGE_ROW_BYTES + column / 2] = nibbles;
            }
        }
        var clut = (PAGE_ROWS + table / TABLES_PER_ROW) << 6 | (FIRST_TABLE_X + table % TABLES_PER_ROW);
        PsxTextureCells.corners(sink, x, y, CELL, texture.corners(), new int[] {clut, FIRST_PAGE_WORD + page,
                texture.attribute() == ADDITIVE ? ADDITIVE : 0, 0});
    }

    /** The table for {@code colour}, alpha-tested or not, made the first time it is asked for. */
    private int table(ByteSink sink, int colour, boolean alphaTested) {
        var key = colour | (alphaTested ? 1 << 16 : 0);
        var table = tables.get(key);
        if (table != null) {
            return table;
        }
        table = tables.size();
        if (table >= MAX_TABLES) {
            throw sink.error("clut", "more than the " + MAX_TABLES + " colour tables the image has room for");
        }
        tables.put(key, table);
        var at = (PAGE_ROWS + table / TABLES_PER_ROW) * ROW_BYTES + table % TABLES_PER_ROW * TABLE_BYTES;
        for (int entry = alphaTested ? 1 : 0; entry < TABLE_BYTES / 2; entry++) {
            image[at + 2 * entry] = (byte) colour;
            image[at + 2 * entry + 1] = (byte) (colour >> 8);
        }
        return table;
    }

    /** Texel (x, y) of the level's 32-bit page {@code page} as ARGB, transparent black past its pages. */
    private int texel(int page, int x, int y) {
        var pages = level.textures().pages32();
        if (page >= pages.size()) {
            return 0;
        }
        var at = 4 * (y * 256 + x);
        var texels = pages.get(page);
        return texels.unsigned(at) | texels.unsigned(at + 1) << 8 | texels.unsigned(at + 2) << 16
                | texels.unsigned(at + 3) << 24;
    }
}
