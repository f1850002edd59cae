package org.tomblens.app.export;

import java.util.concurrent.ConcurrentHashMap;
import org.tomblens.format.geometry.TexturePages;

/**
 * A level's pages as PNGs, each encoded once when first asked for: an extract writes hundreds of .glb files that
 * embed the same few pages.
 */
public final class PagePngs {
    private final TexturePages pages;
    private final ConcurrentHashMap<Integer, byte[]> encoded = new ConcurrentHashMap<>();

    public PagePngs(TexturePages pages) {
        this.pages = pages;
    }

    /** Page {@code layer} as a PNG's bytes. */
    public byte[] of(int layer) {
        return encoded.computeIfAbsent(layer, key -> TexelImages.page(pages, key));
    }
}
