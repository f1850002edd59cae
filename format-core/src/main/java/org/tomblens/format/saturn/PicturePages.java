package org.tomblens.format.saturn;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;

/**
 * Lays the Saturn's pictures, each stored on its own, side by side onto 256 x 256 pages of 32-bit texels, in rows,
 * a new page when one is full, and says where each went as the PC's textures do: the Saturn has no pages of its own.
 */
final class PicturePages {
    static final int SIDE = 256;
    /** No level needs more: a bound on what a damaged file can make us allocate. */
    static final int MAX_PAGES = 64;

    private final List<int[]> pages = new ArrayList<>();
    private int x;
    private int y;
    private int rowHeight;

    /** Where a picture went: its page and its top-left texel. */
    record Place(int page, int x, int y, int width, int height) {}

    /** Places a picture of {@code width} x {@code height} ARGB texels, or null when it cannot be placed. */
    Place place(int[] argb, int width, int height) {
        if (width <= 0 || height <= 0 || width > SIDE || height > SIDE) {
            return null;
        }
        if (x + width > SIDE) {
            x = 0;
            y += rowHeight;
            rowHeight = 0;
        }
        if (pages.isEmpty() || y + height > SIDE) {
            if (pages.size() == MAX_PAGES) {
                return null;
            }
            pages.add(new int[SIDE * SIDE]);
            x = 0;
            y = 0;
            rowHeight = 0;
        }
        var page = pages.get(pages.size() - 1);
        for (int row = 0; row < height; row++) {
            System.arraycopy(argb, row * width, page, (y + row) * SIDE + x, width);
        }
        var place = new Place(pages.size() - 1, x, y, width, height);
        x += width;
        rowHeight = Math.max(rowHeight, height);
        return place;
    }

    /**
     * The object texture of a picture placed at {@code place}: its four corners in the order the faces' corners take
     * them (for a quad top left, top right, bottom right, bottom left, as the PC's copies of the same faces take
     * the same pictures; for a triangle top left, top right, bottom left, the fourth unused), {@code mirrored}
     * swapping left and right; alpha-tested when any texel is see-through.
     */
    static ObjectTexture objectTexture(Place place, boolean seeThrough, boolean triangle, boolean mirrored) {
        var left = place.x << 8;
        var right = (place.x + place.width - 1) << 8 | 0xFF;
        var top = place.y << 8;
        var bottom = (place.y + place.height - 1) << 8 | 0xFF;
        if (mirrored) {
            var swap = left;
            left = right;
            right = swap;
        }
        var topLeft = new ObjectTexture.TexCoord(left, top);
        var topRight = new ObjectTexture.TexCoord(right, top);
        var bottomLeft = new ObjectTexture.TexCoord(left, bottom);
        var corners = triangle ? List.of(topLeft, topRight, bottomLeft, new ObjectTexture.TexCoord(0, 0))
                : List.of(topLeft, topRight, new ObjectTexture.TexCoord(right, bottom), bottomLeft);
        return new ObjectTexture(seeThrough ? 1 : 0, place.page, 0, corners, 0, 0, 0, 0);
    }

    /** The sprite texture of a picture placed at {@code place} (§5.6: TR1 widths are (texels - 1) * 256 + 255). */
    static SpriteTexture spriteTexture(Place place, int left, int top, int right, int bottom) {
        return new SpriteTexture(place.page, place.x, place.y, (place.width - 1) * 256 + 255,
                (place.height - 1) * 256 + 255, left, top, right, bottom);
    }

    /** The pages, as the PC's 32-bit pages store texels: little-endian ARGB words. */
    List<Bytes> pages32() {
        return pages.stream().map(Bytes::argbWords).toList();
    }
}
