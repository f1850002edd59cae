package org.tomblens.format.wad;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.ObjectTexture;

/**
 * The object textures (§9.3) that the texture samples become. Object texture {@code i} is sample {@code i}
 * upright, as a quad uses it; the other ways polygons use a sample (a mirrored quad, a triangle in one of
 * its rectangle's four corners, mirrored or not) are added after them, once each, as polygons ask for them.
 *
 * <p>A TR4 face takes corner {@code k} of its object texture at its vertex {@code k}. [WAD] §3 maps a sample
 * anchor to anchor: the polygon's first vertex takes the rectangle's corner named by the texture shape (a
 * quad's is the top-left) and each next vertex the next corner clockwise, so a quad takes the top-left, top-
 * right, bottom-right and bottom-left corners, and a triangle whose right angle is at corner {@code k}
 * (clockwise from the top-left) takes corners {@code k}, {@code k + 1} and {@code k − 1}. Mirroring swaps left
 * and right corners. Corners are 8.8 fixed point as levels store them: a rectangle's near edges at
 * {@code pixel << 8}, its far edges at the last pixel plus 255/256 ({@code last << 8 | 0xFF}), so every value
 * fits 16 bits.
 *
 * <p>The attribute is alpha-tested (1) where the sample's rectangle holds magenta, else opaque (0): as TRLE
 * does when it turns magenta into transparency ([WAD] §2).
 */
final class SampleTextures {
    /** Object-texture indices are 15 bits in a face's texture word (bit 15 marks a double-sided face). */
    static final int MAX_TEXTURES = 0x8000;
    private static final int MAGENTA = 0xFF00FF;
    private static final int TRIANGLE_TILE_FLAG = 0x8000;
    /** The rectangle's corners, clockwise from the top-left. */
    private static final int[][] CORNERS = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    /** Each corner's mirror image left to right. */
    private static final int[] MIRROR = {1, 0, 3, 2};

    private final List<TextureSample> samples;
    private final boolean[] holdsMagenta;
    private final List<ObjectTexture> textures = new ArrayList<>();
    private final Map<Integer, Integer> variants = new HashMap<>();

    SampleTextures(List<TextureSample> samples, TextureMap map) {
        this.samples = samples;
        holdsMagenta = new boolean[samples.size()];
        for (int i = 0; i < samples.size(); i++) {
            holdsMagenta[i] = holdsMagenta(samples.get(i), map);
            textures.add(texture(i, new int[] {0, 1, 2, 3}, false));
        }
    }

    /**
     * The object texture of {@code polygon}, made when first asked for; -1 when the table is full
     * ({@link #MAX_TEXTURES}).
     */
    int objectTexture(Polygon polygon) {
        var sample = polygon.sample();
        if (polygon.isQuad() && !polygon.mirrored()) {
            return sample;
        }
        // variant 0: a mirrored quad; 1..8: a triangle, its right-angle corner and whether it is mirrored
        var variant = polygon.isQuad() ? 0 : 1 + polygon.shape() + (polygon.mirrored() ? 1 : 0);
        var key = sample * 9 + variant;
        var known = variants.get(key);
        if (known != null) {
            return known;
        }
        if (textures.size() >= MAX_TEXTURES) {
            return -1;
        }
        textures.add(polygon.isQuad() ? texture(sample, mirrored(new int[] {0, 1, 2, 3}), false)
                : triangle(sample, polygon.shape() / 2, polygon.mirrored()));
        variants.put(key, textures.size() - 1);
        return textures.size() - 1;
    }

    /** The object textures made so far: one per sample, then the variants. */
    List<ObjectTexture> objectTextures() {
        return List.copyOf(textures);
    }

    private ObjectTexture triangle(int sample, int rightAngle, boolean mirrored) {
        int[] corners = {rightAngle, (rightAngle + 1) % 4, (rightAngle + 3) % 4};
        return texture(sample, mirrored ? mirrored(corners) : corners, true);
    }

    private static int[] mirrored(int[] corners) {
        var mirrored = new int[corners.length];
        for (int i = 0; i < corners.length; i++) {
            mirrored[i] = MIRROR[corners[i]];
        }
        return mirrored;
    }

    /** Sample {@code index}'s rectangle, taking its corners in the order {@code corners} names them. */
    private ObjectTexture texture(int index, int[] corners, boolean triangle) {
        var sample = samples.get(index);
        var coordinates = new ArrayList<ObjectTexture.TexCoord>(4);
        for (int corner : corners) {
            coordinates.add(new ObjectTexture.TexCoord(edge(sample.x(), sample.width(), CORNERS[corner][0]),
                    edge(sample.y(), sample.height(), CORNERS[corner][1])));
        }
        while (coordinates.size() < 4) {
            coordinates.add(new ObjectTexture.TexCoord(0, 0));
        }
        var tile = sample.page() | (triangle ? TRIANGLE_TILE_FLAG : 0);
        return new ObjectTexture(holdsMagenta[index] ? 1 : 0, tile, 0, coordinates, 0, 0, 0, 0);
    }

    /** A rectangle's near (0) or far (1) edge along one axis, in 8.8 fixed point, kept within the page. */
    private static int edge(int start, int size, int far) {
        var pixel = Math.min(TextureMap.WIDTH - 1, far == 0 ? start : start + size - 1);
        return far == 0 ? pixel << 8 : pixel << 8 | 0xFF;
    }

    /** Whether the part of the sample's rectangle within its page holds a magenta pixel. */
    private static boolean holdsMagenta(TextureSample sample, TextureMap map) {
        if (sample.page() >= map.pageCount()) {
            return false;
        }
        var right = Math.min(TextureMap.WIDTH, sample.x() + sample.width());
        var bottom = Math.min(TextureMap.WIDTH, sample.y() + sample.height());
        for (int y = sample.y(); y < bottom; y++) {
            for (int x = sample.x(); x < right; x++) {
                if (map.pixel(sample.page(), x, y) == MAGENTA) {
                    return true;
                }
            }
        }
        return false;
    }
}
