package org.tomblens.format.model;

import java.util.List;

/**
 * The level's texture pages (256x256 each) in the forms the file stores, and the palettes.
 *
 * <p>TR1 has 8-bit pages and a palette; TR2/TR3 8-bit and 16-bit pages of equal count, a palette and the
 * 16-bit palette of coloured faces; TR4/TR5 32-bit and 16-bit pages of room + object + bump pages, and
 * 32-bit misc pages (sky, font: 2 in TR4, 3 in TR5).
 *
 * @param palette 256 RGB entries of 6-bit values (768 bytes), empty in TR4/TR5
 * @param palette16 TR2/TR3: 256 RGBA entries (1024 bytes)
 */
public record Textures(
        int roomPages, int objectPages, int bumpPages,
        List<Bytes> pages8, List<Bytes> pages16, List<Bytes> pages32, List<Bytes> miscPages32,
        Bytes palette, Bytes palette16) {

    public static final int PAGE_TEXELS = 256 * 256;

    public Textures {
        pages8 = List.copyOf(pages8);
        pages16 = List.copyOf(pages16);
        pages32 = List.copyOf(pages32);
        miscPages32 = List.copyOf(miscPages32);
    }

    /** Pages in the main texture array, as the file counts them (TR4/TR5: room + object + bump). */
    public int pageCount() {
        return Math.max(pages8.size(), Math.max(pages16.size(), pages32.size()));
    }
}
