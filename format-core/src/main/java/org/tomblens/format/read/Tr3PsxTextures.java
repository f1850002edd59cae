package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.psx.ClutPages;

/**
 * The textures of a TR3 PlayStation level: a count of 4-bit pages and the pages, a count of colour tables and twice
 * as many tables (the second half for under water), the object textures, the sprite textures, and at the end of the
 * file the room textures, each followed by two smaller mip levels this reader does not need. A texture's blend mode
 * is not stored: as trview finds it, drawing mode 2 of either drawing byte makes it additive, and a table holding
 * black makes it alpha-tested, black being what the PlayStation leaves undrawn.
 */
final class Tr3PsxTextures {
    private static final int TEXTURE_SIZE = 16;
    private static final int MIP_LEVELS_SIZE = 2 * TEXTURE_SIZE;
    private static final int ADDITIVE = 2;
    private static final int ALPHA_TESTED = 1;

    private final ClutPages pages;
    private final PsxTextureReader reader;
    private final PsxTextureReader.BlendRule rule;

    private Tr3PsxTextures(byte[] pages, byte[] tables) {
        this.pages = new ClutPages(pages, tables);
        this.rule = derivedBlend(tables);
        this.reader = new PsxTextureReader(this.pages);
    }

    /**
     * Reads the pages and tables. The Japanese release puts a 16-bit index of its kanji table before the table
     * count, so a count with bits in its high half is read again two bytes on, as OpenLara does.
     */
    static Tr3PsxTextures read(ByteCursor cursor) {
        var pages = cursor.bytes("textiles4", (long) cursor.count32("numTextiles", ClutPages.PAGE_BYTES)
                * ClutPages.PAGE_BYTES);
        if (cursor.remaining() >= 4 && cursor.peekU32(cursor.position()) > 0xFFFF) {
            cursor.skip("kanjiClut", 2);
        }
        var tables = cursor.bytes("cluts", (long) cursor.count32("numCluts", 2 * ClutPages.TABLE_BYTES) * 2
                * ClutPages.TABLE_BYTES);
        return new Tr3PsxTextures(pages, tables);
    }

    ClutPages pages() {
        return pages;
    }

    PsxTextureReader reader() {
        return reader;
    }

    List<ObjectTexture> objectTextures(ByteCursor cursor) {
        return Records.counted32(cursor, "objectTextures", TEXTURE_SIZE, c -> reader.objectTexture(c, rule));
    }

    List<SpriteTexture> spriteTextures(ByteCursor cursor) {
        return reader.spriteTextures(cursor);
    }

    List<ObjectTexture> roomTextures(ByteCursor cursor) {
        return Records.counted32(cursor, "roomTextures", TEXTURE_SIZE + MIP_LEVELS_SIZE, c -> {
            var texture = reader.objectTexture(c, rule);
            c.skip("mipLevels", MIP_LEVELS_SIZE);
            return texture;
        });
    }

    /**
     * The blend mode TR3–TR5 PlayStation textures leave to be found: drawing mode 2 of either drawing byte makes a
     * texture additive, a table of {@code tables} holding black alpha-tested.
     */
    static PsxTextureReader.BlendRule derivedBlend(byte[] tables) {
        return (stored, drawModes, table) -> {
            if ((drawModes & 3) == ADDITIVE || (drawModes >> 8 & 3) == ADDITIVE) {
                return ADDITIVE;
            }
            for (int entry = 0; entry < ClutPages.TABLE_COLOURS; entry++) {
                var at = table * ClutPages.TABLE_BYTES + 2 * entry;
                if (((tables[at] & 0xFF | (tables[at + 1] & 0xFF) << 8) & 0x7FFF) == 0) {
                    return ALPHA_TESTED;
                }
            }
            return 0;
        };
    }
}
