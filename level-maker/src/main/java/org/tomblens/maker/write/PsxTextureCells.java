package org.tomblens.maker.write;

import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;

/**
 * A PC TR1 level's textures as a PlayStation file's, drawn simply: every texture gets a 16x16-texel cell of its own
 * in the 4-bit pages, filled with one colour, the PC texel at its first corner; colour table {@code c} holds the
 * palette's colour {@code c} as entry 1 (with the semi-transparency bit, so that black stays opaque) and the
 * transparent 0 as entry 0, which palette entry 0, the PC's transparent one, uses. The first 256 cells are the
 * swatches colour-filled faces name, one per palette entry; then come the object textures, then the sprites.
 */
final class PsxTextureCells {
    static final int PAGES = 13;
    static final int TABLES = 1024;
    static final int PAGE_BYTES = 256 * 128;
    static final int TABLE_BYTES = 32;
    static final int SWATCHES = 256;
    private static final int CELL = 16;
    private static final int CELLS_PER_PAGE = (256 / CELL) * (256 / CELL);
    private static final int OPAQUE = 0x8000;
    private static final String[] WORDS = {"clut", "tile", "drawModes", "attribute"};

    private final Level level;
    private final byte[] pages = new byte[PAGES * PAGE_BYTES];

    PsxTextureCells(Level level) {
        this.level = level;
    }

    byte[] tables() {
        var tables = new byte[TABLES * TABLE_BYTES];
        var palette = level.textures().palette();
        for (int c = 1; c < SWATCHES && 3 * c + 2 < palette.size(); c++) {
            // 6-bit palette channels, halved to 5 bits: red in the low bits.
            var colour = OPAQUE | palette.unsigned(3 * c) >> 1 | (palette.unsigned(3 * c + 1) >> 1) << 5
                    | (palette.unsigned(3 * c + 2) >> 1) << 10;
            tables[c * TABLE_BYTES + 2] = (byte) colour;
            tables[c * TABLE_BYTES + 3] = (byte) (colour >> 8);
        }
        return tables;
    }

    /** The 4-bit pages, once every texture has been {@link #objectTexture written}. */
    byte[] pages() {
        return pages;
    }

    void swatch(ByteSink sink, int entry) {
        var cell = fill(sink, entry, entry);
        corners(sink, cellX(cell), cellY(cell), CELL, List.of(new ObjectTexture.TexCoord(0, 0),
                new ObjectTexture.TexCoord(1, 0), new ObjectTexture.TexCoord(1, 1), new ObjectTexture.TexCoord(0, 1)),
                new int[] {entry, cell / CELLS_PER_PAGE, 0, 0});
    }

    void objectTexture(ByteSink sink, int index, ObjectTexture texture) {
        var first = texture.corners().get(0);
        var entry = paletteIndex(texture.page(), first.u() >> 8, first.v() >> 8);
        var cell = fill(sink, SWATCHES + index, entry);
        corners(sink, cellX(cell), cellY(cell), CELL, texture.corners(),
                new int[] {entry, cell / CELLS_PER_PAGE, 0, texture.attribute()});
    }

    void spriteTexture(ByteSink sink, int index, SpriteTexture sprite) {
        var entry = paletteIndex(sprite.tile(), sprite.x(), sprite.y());
        var cell = fill(sink, SWATCHES + level.texturing().objectTextures().size() + index, entry);
        sink.s16("leftSide", sprite.leftSide());
        sink.s16("topSide", sprite.topSide());
        sink.s16("rightSide", sprite.rightSide());
        sink.s16("bottomSide", sprite.bottomSide());
        sink.u16("clut", entry);
        sink.u16("tile", cell / CELLS_PER_PAGE);
        sink.u8("u0", cellX(cell));
        sink.u8("v0", cellY(cell));
        sink.u8("u1", cellX(cell) + CELL - 1);
        sink.u8("v1", cellY(cell) + CELL - 1);
    }

    /**
     * A 16-byte object texture: corners at the edges of the {@code size}-texel cell at ({@code x}, {@code y}), on
     * the side of the PC rectangle each PC corner is on, and after each corner one of {@code words}: the colour
     * table, the page, the drawing bytes and the blend mode.
     */
    static void corners(ByteSink sink, int x, int y, int size, List<ObjectTexture.TexCoord> corners, int[] words) {
        var minU = corners.stream().mapToInt(ObjectTexture.TexCoord::u).min().orElse(0);
        var minV = corners.stream().mapToInt(ObjectTexture.TexCoord::v).min().orElse(0);
        for (int i = 0; i < 4; i++) {
            // Strip order: the PC's third and fourth corners swap places.
            var corner = corners.get(i < 2 ? i : 5 - i);
            sink.u8("x" + i, x + (corner.u() == minU ? 0 : size - 1));
            sink.u8("y" + i, y + (corner.v() == minV ? 0 : size - 1));
            sink.u16(WORDS[i], words[i]);
        }
    }

    /** Fills cell {@code cell} with nibble 1, or 0 for the transparent palette entry 0. */
    private int fill(ByteSink sink, int cell, int entry) {
        return fill(sink, pages, cell, entry);
    }

    /** Fills cell {@code cell} of {@code pages} with nibble 1, or 0 for the transparent palette entry 0. */
    static int fill(ByteSink sink, byte[] pages, int cell, int entry) {
        if (cell >= pages.length / PAGE_BYTES * CELLS_PER_PAGE) {
            throw sink.error("tile", "texture " + cell + " needs more than the " + pages.length / PAGE_BYTES
                    + " pages' " + pages.length / PAGE_BYTES * CELLS_PER_PAGE + " cells");
        }
        var nibbles = entry == 0 ? 0 : 0x11;
        var page = cell / CELLS_PER_PAGE;
        for (int y = cellY(cell); y < cellY(cell) + CELL; y++) {
            for (int x = cellX(cell); x < cellX(cell) + CELL; x += 2) {
                pages[page * PAGE_BYTES + y * 128 + x / 2] = (byte) nibbles;
            }
        }
        return cell;
    }

    private int paletteIndex(int page, int x, int y) {
        return paletteIndex(level, page, x, y);
    }

    /** The 8-bit palette entry of texel (x, y) of {@code level}'s page {@code page}, 0 past its pages. */
    static int paletteIndex(Level level, int page, int x, int y) {
        var pages8 = level.textures().pages8();
        return page < pages8.size() ? pages8.get(page).unsigned(y * 256 + x) : 0;
    }

    static int cellX(int cell) {
        return cell % CELLS_PER_PAGE % (256 / CELL) * CELL;
    }

    static int cellY(int cell) {
        return cell % CELLS_PER_PAGE / (256 / CELL) * CELL;
    }
}
