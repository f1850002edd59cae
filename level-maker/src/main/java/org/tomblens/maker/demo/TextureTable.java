package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.DemoTextures.TILE;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.maker.demo.DemoTextures.Tile;

/**
 * The object textures (§9.3) and sprite textures (§5.6) the demo's faces and sprites use, each stored
 * once however many faces share it.
 */
final class TextureTable {
    /** §9.3.2: 0 opaque, 1 alpha-tested (index 0 / alpha bit 0 is a hole). */
    static final int OPAQUE = 0;
    static final int ALPHA_TESTED = 1;

    private final Map<ObjectTexture, Integer> objectTextures = new LinkedHashMap<>();
    private final List<SpriteTexture> spriteTextures = new ArrayList<>();

    /** A texture for a quad or triangle whose corners sit at (u[i], v[i]) of {@code tile}, each in [0, 1]. */
    int texture(Tile tile, double[] u, double[] v) {
        var corners = new ArrayList<ObjectTexture.TexCoord>(4);
        for (int i = 0; i < 4; i++) {
            // §9.3.2: a triangle's fourth corner is all zeros.
            corners.add(i < u.length ? new ObjectTexture.TexCoord(texel(tile.left(), u[i]), texel(tile.top(), v[i]))
                    : new ObjectTexture.TexCoord(0, 0));
        }
        var attribute = tile == Tile.GRATE ? ALPHA_TESTED : OPAQUE;
        var texture = new ObjectTexture(attribute, tile.page, 0, corners, 0, 0, 0, 0);
        return objectTextures.computeIfAbsent(texture, t -> objectTextures.size());
    }

    /** The whole tile on a quad whose corners run top-left, top-right, bottom-right, bottom-left. */
    int whole(Tile tile) {
        return texture(tile, new double[] {0, 1, 1, 0}, new double[] {0, 0, 1, 1});
    }

    /**
     * §9.3.1: the high byte of a coordinate is the pixel. A tile spans pixels 0..63 of its 64; the corners
     * sit on the first and last pixel, as the original levels store them.
     */
    private static int texel(int origin, double fraction) {
        return (origin + (int) StrictMath.round(fraction * (TILE - 1))) << 8;
    }

    /**
     * A sprite showing the whole of {@code tile}, drawn over the given extent around its position (world
     * units). Width and height are stored as (pixels - 1) * 256 + 255, as TR1–TR3 store them (§5.6).
     */
    int sprite(Tile tile, int left, int top, int right, int bottom) {
        var size = (TILE - 1) * 256 + 255;
        spriteTextures.add(new SpriteTexture(tile.page, tile.left(), tile.top(), size, size, left, top, right, bottom));
        return spriteTextures.size() - 1;
    }

    List<ObjectTexture> objectTextures() {
        return List.copyOf(objectTextures.keySet());
    }

    List<SpriteTexture> spriteTextures() {
        return List.copyOf(spriteTextures);
    }
}
