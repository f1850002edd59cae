package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.psx.ClutPages;

/**
 * Reads a PlayStation level's object and sprite textures, each naming a 4-bit page and a colour table, and draws
 * each one's texels onto the 32-bit pages {@link ClutPages} makes, so that they read as PC textures on those pages.
 */
final class PsxTextureReader {
    private static final int OBJECT_TEXTURE_SIZE = 16;
    private static final int SPRITE_TEXTURE_SIZE = 16;
    private static final int PALETTE_ENTRIES = 256;

    private final ClutPages pages;
    private final Addressing addressing;
    /** Where each object texture read so far starts: a colour-filled face takes its colour from there. */
    private final List<FirstTexel> firstTexels = new ArrayList<>();

    private record FirstTexel(int page, int table, int u, int v) {}

    PsxTextureReader(ClutPages pages) {
        this(pages, Addressing.BY_INDEX);
    }

    PsxTextureReader(ClutPages pages, Addressing addressing) {
        this.pages = pages;
        this.addressing = addressing;
    }

    /**
     * How a texture's two words name its page and its colour table: TR1–TR3 by their index, TR4 and TR5 by where
     * they lie in the video memory ({@link Tr4PsxTextures}). A word that names neither gives -1.
     */
    interface Addressing {
        Addressing BY_INDEX = new Addressing() {
            public int page(int tile) {
                return tile;
            }

            public int table(int clut) {
                return clut;
            }
        };

        int page(int tile);

        int table(int clut);
    }

    /**
     * Sixteen bytes each: corner 0, the table, corner 1, the page, corner 2, two drawing bytes, corner 3, the blend
     * mode (0 opaque, 1 alpha-tested, 2 additive, as on the PC). A quad's corners run in strip order (top left, top
     * right, bottom left, bottom right for an upright texture); a triangle's fourth corner is (0, 0), unused.
     */
    List<ObjectTexture> objectTextures(ByteCursor cursor) {
        return Records.counted32(cursor, "objectTextures", OBJECT_TEXTURE_SIZE, c -> objectTexture(c, BlendRule.STORED));
    }

    /** How a texture's blend mode is found: TR1 stores it in the last word; TR3 derives it ({@link Tr3PsxTextures}). */
    @FunctionalInterface
    interface BlendRule {
        BlendRule STORED = (stored, drawModes, table) -> stored;

        int attribute(int stored, int drawModes, int table);
    }

    /** One 16-byte object texture, its blend mode found by {@code rule}. */
    ObjectTexture objectTexture(ByteCursor c, BlendRule rule) {
        var start = c.position();
        int[] u = new int[4];
        int[] v = new int[4];
        u[0] = c.u8("x0");
        v[0] = c.u8("y0");
        var table = c.u16("clut");
        u[1] = c.u8("x1");
        v[1] = c.u8("y1");
        var page = c.u16("tile");
        u[2] = c.u8("x2");
        v[2] = c.u8("y2");
        var drawModes = c.u16("drawModes");
        u[3] = c.u8("x3");
        v[3] = c.u8("y3");
        var attribute = c.u16("attribute");
        var pageWord = page;
        var tableWord = table;
        page = addressing.page(pageWord);
        table = addressing.table(tableWord);
        check(c, start + 2, tableWord, table, start + 6, pageWord, page);
        // A texture of triangles leaves its fourth corner at (0, 0): its texels lie within the other three.
        var corners = u[3] == 0 && v[3] == 0 ? 3 : 4;
        var drawnOn = pages.draw(page, table, min(u, corners), min(v, corners), max(u, corners), max(v, corners));
        firstTexels.add(new FirstTexel(page, table, u[0], v[0]));
        var maxU = max(u, corners);
        var maxV = max(v, corners);
        var texCoords = new ArrayList<ObjectTexture.TexCoord>(4);
        for (int i = 0; i < 4; i++) {
            texCoords.add(new ObjectTexture.TexCoord(edge(u[i], maxU), edge(v[i], maxV)));
        }
        if (corners == 4) {
            // Corners in strip order, as the PlayStation draws quads: the PC goes round, third and fourth swapped.
            texCoords.add(2, texCoords.remove(3));
        }
        return new ObjectTexture(rule.attribute(attribute, drawModes, table), drawnOn, 0, texCoords, 0, 0, 0, 0);
    }

    /** Sixteen bytes each: the four sides, the table, the page, then the top-left and bottom-right texels. */
    List<SpriteTexture> spriteTextures(ByteCursor cursor) {
        return Records.counted32(cursor, "spriteTextures", SPRITE_TEXTURE_SIZE, c -> {
            var left = c.s16("leftSide");
            var top = c.s16("topSide");
            var right = c.s16("rightSide");
            var bottom = c.s16("bottomSide");
            var tableOffset = c.position();
            var table = c.u16("clut");
            var page = c.u16("tile");
            var u0 = c.u8("u0");
            var v0 = c.u8("v0");
            var u1 = c.u8("u1");
            var v1 = c.u8("v1");
            check(c, tableOffset, table, table, tableOffset + 2, page, page);
            if (u1 < u0 || v1 < v0) {
                throw c.errorAt(c.position() - 4, "u0", "the texels run from (" + u0 + ", " + v0 + ") back to ("
                        + u1 + ", " + v1 + ")");
            }
            var drawnOn = pages.draw(page, table, u0, v0, u1, v1);
            // §5.6: TR1–TR3 sprite widths are (texels - 1) * 256 + 255.
            return new SpriteTexture(drawnOn, u0, v0, (u1 - u0) * 256 + 255, (v1 - v0) * 256 + 255, left, top,
                    right, bottom);
        });
    }

    /**
     * The colours of colour-filled faces: their texture number names an object texture, whose first corner's texel
     * is the colour. Made into TR1's 6-bit palette from the object textures read, so that those faces are filled
     * as on the PC.
     */
    Bytes palette() {
        var palette = new byte[3 * PALETTE_ENTRIES];
        for (int i = 0; i < Math.min(PALETTE_ENTRIES, firstTexels.size()); i++) {
            var texel = firstTexels.get(i);
            var colour = pages.colour(texel.page, texel.table, texel.u, texel.v);
            palette[3 * i] = (byte) sixBits(colour);
            palette[3 * i + 1] = (byte) sixBits(colour >> 5);
            palette[3 * i + 2] = (byte) sixBits(colour >> 10);
        }
        return Bytes.own(palette);
    }

    private void check(ByteCursor cursor, long tableOffset, int tableWord, int table, long pageOffset, int pageWord,
                       int page) {
        if (page < 0 || page >= pages.pageCount()) {
            throw cursor.errorAt(pageOffset, "tile", "page " + pageWord + " does not exist (the level has "
                    + pages.pageCount() + ")");
        }
        if (table < 0 || table >= pages.tableCount()) {
            throw cursor.errorAt(tableOffset, "clut", "colour table " + tableWord + " does not exist (the level has "
                    + pages.tableCount() + ")");
        }
    }

    /**
     * A texel as a PC corner (8.8): the PlayStation names the last texel of a side, the PC the far edge of it, as
     * the last texel and a fraction of 255; a near side is the texel itself.
     */
    private static int edge(int texel, int farthest) {
        return texel << 8 | (texel == farthest ? 0xFF : 0);
    }

    private static int sixBits(int fiveBits) {
        var value = fiveBits & 0x1F;
        return value << 1 | value >> 4;
    }

    private static int min(int[] values, int count) {
        var min = values[0];
        for (int i = 1; i < count; i++) {
            min = Math.min(min, values[i]);
        }
        return min;
    }

    private static int max(int[] values, int count) {
        var max = values[0];
        for (int i = 1; i < count; i++) {
            max = Math.max(max, values[i]);
        }
        return max;
    }
}
