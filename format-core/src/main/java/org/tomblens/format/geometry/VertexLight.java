package org.tomblens.format.geometry;

import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Textures;

/**
 * Each version's vertex light as an RGBA colour (as {@link VertexFormat} describes), packed by {@link Rgba}.
 */
final class VertexLight {
    /** TR1/TR2 light and mesh shades run from 0 (bright) to 0x1FFF (dark) (§2.3.7, [WAD]). */
    private static final int DARKEST = 0x1FFF;
    /** The colour of a {@link VertexFormat#NORMAL_LIT} vertex in its mesh's own light: 128 scales the light by 1. */
    static final int OWN_LIGHT = Rgba.pack(128, 128, 128, 255);

    private VertexLight() {}

    /** An intensity from 0 (bright) to 0x1FFF (dark) as an opaque grey; values outside are clamped. */
    static int inverseGrey(int intensity) {
        var grey = 255 - Math.max(0, Math.min(DARKEST, intensity)) * 255 / DARKEST;
        return Rgba.pack(grey, grey, grey, 255);
    }

    /** §3.2.5: TR1 Lighting, TR2 Lighting2, TR3/TR4 the 15-bit colour, TR5 the 32-bit ARGB colour. */
    static int roomVertex(GameVersion version, RoomVertex vertex) {
        var colour = vertex.colour();
        return switch (version) {
            case TR1, TR2 -> inverseGrey(colour);
            case TR3, TR4 -> Rgba.rgb555(colour, 255);
            case TR5 -> Rgba.pack(colour >> 16 & 0xFF, colour >> 8 & 0xFF, colour & 0xFF, 255);
        };
    }

    /**
     * The fill of a TR1–TR3 colour-filled face (§2.4.3): TR2/TR3 the 16-bit palette's entry {@code texture >> 8}
     * (three 8-bit channels and an unused byte); TR1, and levels whose 16-bit palette is all zero, the 6-bit
     * palette's entry {@code texture & 0xFF} times 4. An entry past a short palette is black.
     */
    static int fill(Textures textures, boolean palette16Used, int texture) {
        if (palette16Used) {
            var at = 4 * (texture >> 8 & 0xFF);
            var palette = textures.palette16();
            return at + 2 < palette.size()
                    ? Rgba.pack(palette.unsigned(at), palette.unsigned(at + 1), palette.unsigned(at + 2), 255)
                    : Rgba.pack(0, 0, 0, 255);
        }
        return Rgba.paletteEntry(textures.palette(), texture & 0xFF, 255);
    }

    /** True when the level's 16-bit palette holds any colour, so that coloured faces take their fill from it. */
    static boolean palette16Used(Textures textures) {
        Bytes palette = textures.palette16();
        for (int i = 0; i < palette.size(); i++) {
            if ((i & 3) != 3 && palette.get(i) != 0) {
                return true;
            }
        }
        return false;
    }

    /** A normal scaled to 127 as the bytes nx, ny, nz, 0 of a little-endian int; 0 for a zero vector. */
    static int normal(double x, double y, double z) {
        var length = Math.sqrt(x * x + y * y + z * z);
        if (length == 0) {
            return 0;
        }
        var scale = 127 / length;
        return (int) Math.round(z * scale) << 16 & 0xFF0000 | (int) Math.round(y * scale) << 8 & 0xFF00
                | (int) Math.round(x * scale) & 0xFF;
    }
}
