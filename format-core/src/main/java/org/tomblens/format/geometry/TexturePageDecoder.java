package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Textures;

/**
 * Decodes a level's texture pages to RGBA8, from the best form it stores and with that form's rule for
 * transparent texels:
 * <ul>
 * <li>8-bit (TR1; TR2/TR3 only without 16-bit pages): the palette's 6-bit channels times 4 (§9.2);
 *     index 0 is transparent (§9.3.2).
 * <li>16-bit ARGB1555 (TR2/TR3): bit 15 set is opaque, clear is transparent (§2.4.6); 5-bit channels are
 *     scaled as {@code round(c * 255 / 31)}.
 * <li>32-bit (TR4/TR5, each texel a little-endian ARGB word, so B, G, R, A in memory): the stored alpha,
 *     and magenta (255, 0, 255) transparent too (§9.3.2). A page whose every alpha is 0 does not use its
 *     alpha channel (§2.3.3 calls it unused; some custom levels leave it 0): it is opaque but for magenta,
 *     and reported, since a face drawn from it may have been meant to be see-through.
 * </ul>
 */
final class TexturePageDecoder {
    private static final int TEXELS = Textures.PAGE_TEXELS;
    private static final int MAGENTA = 0xFF00FF;
    /** Texels in a row of a page. */
    private static final int ROW = 256;
    /**
     * Each 5-bit channel value scaled to 8 bits, made once: a level's pages hold about a million texels, and three
     * divisions each (the rounded scaling of their channels) were the largest part of building a TR2 or TR3 level's
     * buffers.
     */
    private static final int[] FIVE_BITS = fiveBitTable();

    private TexturePageDecoder() {}

    static TexturePages decode(Textures textures, List<DataWarning> warnings) {
        List<Bytes> main;
        Format format;
        if (!textures.pages32().isEmpty()) {
            main = textures.pages32();
            format = Format.ARGB8888;
        } else if (!textures.pages16().isEmpty()) {
            main = textures.pages16();
            format = Format.ARGB1555;
        } else {
            main = textures.pages8();
            format = Format.PALETTED;
        }
        var misc = textures.miscPages32();
        var layers = main.size() + misc.size();
        var rgba = ByteBuffer.allocateDirect(layers * TexturePages.LAYER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        var palette = palette(textures.palette());
        var texels = new int[TEXELS];
        for (int page = 0; page < main.size(); page++) {
            decode(main.get(page), format, palette, texels, rgba, page, "textures.pages[" + page + "]", warnings);
        }
        for (int page = 0; page < misc.size(); page++) {
            decode(misc.get(page), Format.ARGB8888, palette, texels, rgba, main.size() + page,
                    "textures.miscPages[" + page + "]", warnings);
        }
        return new TexturePages(rgba, layers, main.size());
    }

    private enum Format {
        PALETTED(1), ARGB1555(2), ARGB8888(4);

        final int bytesPerTexel;

        Format(int bytesPerTexel) {
            this.bytesPerTexel = bytesPerTexel;
        }
    }

    /**
     * Decodes one page into {@code layer}, through {@code texels}; a page of the wrong size is left
     * transparent and reported.
     */
    private static void decode(Bytes page, Format format, int[] palette, int[] texels, ByteBuffer out, int layer,
                               String path, List<DataWarning> warnings) {
        if (page.size() != TEXELS * format.bytesPerTexel) {
            DataWarning.add(warnings, path, page.size() + " bytes where a page has " + TEXELS * format.bytesPerTexel
                    + "; left transparent");
            return;
        }
        var source = page.view().order(ByteOrder.LITTLE_ENDIAN);
        switch (format) {
            case PALETTED -> {
                var indices = new byte[TEXELS];
                source.get(indices);
                for (int i = 0; i < TEXELS; i++) {
                    texels[i] = palette[indices[i] & 0xFF];
                }
            }
            case ARGB1555 -> {
                var words = new short[TEXELS];
                source.asShortBuffer().get(words);
                // Row by row: a method called for each row is compiled after a hundred rows or so, where a loop
                // over the whole page ran some 60,000 texels in the interpreter first, in a JVM just started.
                for (int row = 0; row < TEXELS; row += ROW) {
                    argb1555Row(words, texels, row);
                }
            }
            case ARGB8888 -> {
                source.asIntBuffer().get(texels);
                var alphaUsed = false;
                var blank = true;
                for (int i = 0; i < TEXELS && !alphaUsed; i++) {
                    alphaUsed = texels[i] >>> 24 != 0;
                    blank &= texels[i] == 0;
                }
                for (int i = 0; i < TEXELS; i++) {
                    texels[i] = argb8888(texels[i], alphaUsed);
                }
                // Retail TR4 levels hold blank bump pages, all zeros: nothing to draw, nothing wrong.
                if (!alphaUsed && !blank) {
                    DataWarning.add(warnings, path, "alpha is 0 in every texel; read as opaque but for magenta");
                }
            }
        }
        out.slice(layer * TexturePages.LAYER_BYTES, TexturePages.LAYER_BYTES).order(ByteOrder.LITTLE_ENDIAN)
                .asIntBuffer().put(texels);
    }

    /** The 256 palette entries as texels, entry 0 transparent (§9.3.2). */
    private static int[] palette(Bytes palette) {
        var texels = new int[256];
        for (int i = 0; i < 256; i++) {
            texels[i] = Rgba.paletteEntry(palette, i, i == 0 ? 0 : 255);
        }
        return texels;
    }

    /** One row of 16-bit texels, from {@code start}: bit 15 set is opaque, clear is transparent. */
    private static void argb1555Row(short[] words, int[] texels, int start) {
        for (int i = start; i < start + ROW; i++) {
            var word = words[i];
            texels[i] = Rgba.pack(FIVE_BITS[word >> 10 & 0x1F], FIVE_BITS[word >> 5 & 0x1F], FIVE_BITS[word & 0x1F],
                    word < 0 ? 255 : 0);
        }
    }

    private static int[] fiveBitTable() {
        var table = new int[32];
        for (int value = 0; value < table.length; value++) {
            table[value] = Rgba.fiveBit(value);
        }
        return table;
    }

    /** 0xAARRGGBB to R, G, B, A in memory: red and blue swap places, alpha follows the page's rule. */
    private static int argb8888(int argb, boolean alphaUsed) {
        var rgb = argb & 0xFFFFFF;
        var alpha = rgb == MAGENTA ? 0 : alphaUsed ? argb >>> 24 : 255;
        return alpha << 24 | (argb & 0xFF) << 16 | argb & 0xFF00 | rgb >> 16;
    }
}
