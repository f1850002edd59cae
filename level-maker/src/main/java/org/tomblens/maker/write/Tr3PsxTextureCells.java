package org.tomblens.maker.write;

import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;

/**
 * A PC TR3 level's textures as a TR3 PlayStation file's, drawn simply: each object texture and sprite gets a
 * 16x16-texel cell of its own in as many 4-bit pages as they fill, in one colour, the 8-bit palette's colour its
 * PC texel names. Palette colour {@code c} has two tables: {@code 2c} holds it in every entry, so that the
 * texture reads as opaque, and {@code 2c + 1} in every entry but the transparent 0, so that the texture
 * reads as alpha-tested (the reader finds blend modes from the tables) and a cell of entry 0 is transparent. An
 * additive texture is drawn with drawing mode 2. The tables are written twice, the second time as the under-water
 * ones.
 */
final class Tr3PsxTextureCells {
    private static final int TABLES = 2 * 256;
    private static final int TABLE_BYTES = 32;
    private static final int PAGE_BYTES = 256 * 128;
    private static final int CELL = 16;
    private static final int CELLS_PER_PAGE = (256 / CELL) * (256 / CELL);
    private static final int OPAQUE = 0x8000;
    private static final int ADDITIVE = 2;
    private static final int ALPHA_TESTED = 1;

    private final Level level;
    private final byte[] pages;

    Tr3PsxTextureCells(Level level) {
        this.level = level;
        var cells = level.texturing().objectTextures().size() + level.texturing().spriteTextures().size();
        pages = new byte[Math.max(1, (cells + CELLS_PER_PAGE - 1) / CELLS_PER_PAGE) * PAGE_BYTES];
    }

    /** The count of pages and the pages, once every texture has been written; then the tables. */
    void writePagesAndTables(ByteSink sink) {
        sink.u32("numTextiles", pages.length / PAGE_BYTES);
        sink.bytes("textiles4", pages);
        sink.u32("numCluts", TABLES);
        var tables = tables();
        sink.bytes("cluts", tables);
        sink.bytes("underwaterCluts", tables);
    }

    private byte[] tables() {
        var tables = new byte[TABLES * TABLE_BYTES];
        var palette = level.textures().palette();
        for (int c = 0; c < TABLES / 2 && 3 * c + 2 < palette.size(); c++) {
            // 6-bit palette channels, halved to 5 bits: red in the low bits; the flag keeps black drawn.
            var colour = OPAQUE | palette.unsigned(3 * c) >> 1 | (palette.unsigned(3 * c + 1) >> 1) << 5
                    | (palette.unsigned(3 * c + 2) >> 1) << 10;
            for (int entry = 0; entry < TABLE_BYTES / 2; entry++) {
                put(tables, 2 * c, entry, colour);
                if (entry > 0) {
                    put(tables, 2 * c + 1, entry, colour);
                }
            }
        }
        return tables;
    }

    void objectTexture(ByteSink sink, int index, ObjectTexture texture) {
        var first = texture.corners().get(0);
        var entry = paletteIndex(texture.page(), first.u() >> 8, first.v() >> 8);
        fill(sink, index, entry);
        var transparent = texture.attribute() == ALPHA_TESTED || entry == 0;
        var drawModes = texture.attribute() == ADDITIVE ? ADDITIVE : 0;
        PsxTextureCells.corners(sink, cellX(index), cellY(index), CELL, texture.corners(),
                new int[] {2 * entry + (transparent ? 1 : 0), index / CELLS_PER_PAGE, drawModes, 0});
    }

    /** The object texture {@code index}'s record again, for a room texture that shows the same texels. */
    void roomTexture(ByteSink sink, int index) {
        objectTexture(sink, index, level.texturing().objectTextures().get(index));
        sink.bytes("mipLevels", new byte[2 * 16]);
    }

    void spriteTexture(ByteSink sink, int index, SpriteTexture sprite) {
        var cell = level.texturing().objectTextures().size() + index;
        var entry = paletteIndex(sprite.tile(), sprite.x(), sprite.y());
        fill(sink, cell, entry);
        sink.s16("leftSide", sprite.leftSide());
        sink.s16("topSide", sprite.topSide());
        sink.s16("rightSide", sprite.rightSide());
        sink.s16("bottomSide", sprite.bottomSide());
        sink.u16("clut", 2 * entry + 1);
        sink.u16("tile", cell / CELLS_PER_PAGE);
        sink.u8("u0", cellX(cell));
        sink.u8("v0", cellY(cell));
        sink.u8("u1", cellX(cell) + CELL - 1);
        sink.u8("v1", cellY(cell) + CELL - 1);
    }

    private static void put(byte[] tables, int table, int entry, int colour) {
        tables[table * TABLE_BYTES + 2 * entry] = (byte) colour;
        tables[table * TABLE_BYTES + 2 * entry + 1] = (byte) (colour >> 8);
    }

    private void fill(ByteSink sink, int cell, int entry) {
        PsxTextureCells.fill(sink, pages, cell, entry);
    }

    private int paletteIndex(int page, int x, int y) {
        return PsxTextureCells.paletteIndex(level, page, x, y);
    }

    private static int cellX(int cell) {
        return PsxTextureCells.cellX(cell);
    }

    private static int cellY(int cell) {
        return PsxTextureCells.cellY(cell);
    }
}
