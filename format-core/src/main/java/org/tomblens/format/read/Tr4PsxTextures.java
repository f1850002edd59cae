package org.tomblens.format.read;

import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.psx.ClutPages;

/**
 * The textures of a TR4 or TR5 PlayStation level. The file keeps an image of the right half of the PlayStation's
 * video memory (x 512 to 1023 in 16-bit units, y 0 to 511: 1024 bytes a row, 512 rows), and a texture names its page
 * and colour table by where they lie there, as the PlayStation does: a page word's low four bits are its x in 64s,
 * bit 4 its y in 256s; a table word's low six bits are its x in 16s, the next nine its row. So the image holds 16
 * pages of 4-bit texels (eight across, two down) and, wherever a row is not texels, colour tables of 32 bytes. The
 * textures themselves are the 16-byte records of TR1–TR3's PlayStation levels, their blend mode found as TR3's is;
 * each room texture is stored with two smaller mip levels after it.
 */
final class Tr4PsxTextures {
    static final int IMAGE_BYTES = 0x80000;
    static final int ROW_BYTES = 1024;
    static final int PAGES_ACROSS = 8;
    static final int PAGES_DOWN = 2;
    private static final int TEXTURE_SIZE = 16;
    private static final int ROOM_TEXTURE_SIZE = 3 * TEXTURE_SIZE;
    private static final int PAGE_ROWS = 256;
    private static final int PAGE_ROW_BYTES = 128;
    /** The image starts at x = 512 of the video memory: 8 pages of 64, 32 tables of 16 units. */
    private static final int FIRST_PAGE_X = 8;
    private static final int FIRST_TABLE_X = 32;
    private static final int TABLES_PER_ROW = ROW_BYTES / ClutPages.TABLE_BYTES;

    private final ClutPages pages;
    private final PsxTextureReader reader;
    private final PsxTextureReader.BlendRule rule;

    Tr4PsxTextures(byte[] image) {
        this.pages = new ClutPages(pages(image), image);
        this.rule = Tr3PsxTextures.derivedBlend(image);
        this.reader = new PsxTextureReader(pages, new PsxTextureReader.Addressing() {
            public int page(int tile) {
                var x = tile & 0xF;
                return x < FIRST_PAGE_X ? -1 : (tile >> 4 & 1) * PAGES_ACROSS + x - FIRST_PAGE_X;
            }

            public int table(int clut) {
                var x = clut & 0x3F;
                return x < FIRST_TABLE_X ? -1 : (clut >> 6 & 0x1FF) * TABLES_PER_ROW + x - FIRST_TABLE_X;
            }
        });
    }

    /** The image's 16 pages, each 256 rows of 128 bytes, laid one after another as {@link ClutPages} takes them. */
    private static byte[] pages(byte[] image) {
        var pages = new byte[PAGES_ACROSS * PAGES_DOWN * ClutPages.PAGE_BYTES];
        for (int page = 0; page < PAGES_ACROSS * PAGES_DOWN; page++) {
            var left = page % PAGES_ACROSS * PAGE_ROW_BYTES;
            var top = page / PAGES_ACROSS * PAGE_ROWS;
            for (int row = 0; row < PAGE_ROWS; row++) {
                System.arraycopy(image, (top + row) * ROW_BYTES + left, pages,
                        page * ClutPages.PAGE_BYTES + row * PAGE_ROW_BYTES, PAGE_ROW_BYTES);
            }
        }
        return pages;
    }

    ClutPages pages() {
        return pages;
    }

    PsxTextureReader reader() {
        return reader;
    }

    /** {@code size} bytes of object textures, 16 bytes each. */
    List<ObjectTexture> objectTextures(ByteCursor cursor, int size) {
        return Records.list(cursor, "objectTextures", whole(cursor, "textureInfoLength", size, TEXTURE_SIZE),
                c -> reader.objectTexture(c, rule));
    }

    /** {@code size} bytes of room textures, each with its two mip levels. */
    List<ObjectTexture> roomTextures(ByteCursor cursor, int size) {
        return Records.list(cursor, "roomTextures", whole(cursor, "textureInfoLength2", size, ROOM_TEXTURE_SIZE),
                c -> {
                    var texture = reader.objectTexture(c, rule);
                    c.skip("mipLevels", ROOM_TEXTURE_SIZE - TEXTURE_SIZE);
                    return texture;
                });
    }

    /** How many records of {@code recordSize} the {@code size} bytes the header gives hold; a part left is an error. */
    static int whole(ByteCursor cursor, String field, int size, int recordSize) {
        if (size % recordSize != 0) {
            throw cursor.error(field, size + " bytes are not a whole number of " + recordSize + "-byte records");
        }
        cursor.require(field, size);
        return size / recordSize;
    }
}
