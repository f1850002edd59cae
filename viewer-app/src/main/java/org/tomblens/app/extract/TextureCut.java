package org.tomblens.app.extract;

import org.tomblens.app.export.TexelImages;
import org.tomblens.format.geometry.SpriteQuad;
import org.tomblens.format.geometry.TexturePages;
import org.tomblens.format.model.ObjectTexture;

/**
 * Where an object texture or a sprite lies on its page: the rectangle of texels it covers, and for a triangle the
 * texels of that rectangle inside it.
 */
record TextureCut(int layer, int left, int top, int width, int height, TexelImages.Mask mask) {

    /**
     * An object texture's corners' texels (§9.3.1: the high byte of each 8.8 coordinate), from the least to the
     * greatest, both included. A triangle (TR4/TR5: bit 15 of its tile; TR1–TR3: a fourth corner of all zeros)
     * keeps the texels whose centres lie inside the triangle through its corners' texel centres.
     */
    static TextureCut of(ObjectTexture texture, boolean chunked) {
        var corners = texture.corners();
        var last = corners.get(3);
        var triangle = chunked ? (texture.tileAndFlag() & 0x8000) != 0 : last.u() == 0 && last.v() == 0;
        var count = triangle ? 3 : 4;
        var xs = new int[count];
        var ys = new int[count];
        int left = TexturePages.SIZE;
        int top = TexturePages.SIZE;
        int right = 0;
        int bottom = 0;
        for (int c = 0; c < count; c++) {
            xs[c] = corners.get(c).u() >> 8;
            ys[c] = corners.get(c).v() >> 8;
            left = Math.min(left, xs[c]);
            top = Math.min(top, ys[c]);
            right = Math.max(right, xs[c]);
            bottom = Math.max(bottom, ys[c]);
        }
        var mask = triangle ? (TexelImages.Mask) (x, y) -> inside(xs, ys, x, y) : TexelImages.Mask.ALL;
        return new TextureCut(texture.page(), left, top, right - left + 1, bottom - top + 1, mask);
    }

    /** A sprite's rectangle, as the viewer draws it. */
    static TextureCut of(SpriteQuad quad) {
        var left = Math.round(quad.u0() * TexturePages.SIZE);
        var top = Math.round(quad.v0() * TexturePages.SIZE);
        return new TextureCut(quad.layer(), left, top, Math.round(quad.u1() * TexturePages.SIZE) - left,
                Math.round(quad.v1() * TexturePages.SIZE) - top, TexelImages.Mask.ALL);
    }

    byte[] png(TexturePages pages) {
        return TexelImages.cut(pages, layer, left, top, width, height, mask);
    }

    /** Whether texel (x, y)'s centre is inside or on the triangle through the corners' texels' centres. */
    private static boolean inside(int[] xs, int[] ys, int x, int y) {
        var d0 = side(xs[0], ys[0], xs[1], ys[1], x, y);
        var d1 = side(xs[1], ys[1], xs[2], ys[2], x, y);
        var d2 = side(xs[2], ys[2], xs[0], ys[0], x, y);
        return (d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0);
    }

    /** Twice the signed area of (a, b, p): which side of a→b point p lies. */
    private static long side(int ax, int ay, int bx, int by, int px, int py) {
        return (long) (bx - ax) * (py - ay) - (long) (by - ay) * (px - ax);
    }
}
