package org.tomblens.format.prj2.level;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.prj2.Colour;

/**
 * A Tomb Editor colour (1.0 the texture's own brightness, 2.0 the brightest) as the light field a version's room
 * vertices and items store, scaled as the editor's level compiler scales it: TR1/TR2 an inverted 13-bit grey
 * (0 bright .. 8191 dark, the average channel times 4096 subtracted from 8191), TR3/TR4 15-bit RGB (each channel
 * times 16, rounded, at most 31), TR5 32-bit ARGB (each channel times 128, at most 255).
 */
final class VertexColours {
    private VertexColours() {}

    static int of(GameVersion version, Colour colour) {
        return switch (version) {
            case TR1, TR2 -> {
                var average = (colour.red() + colour.green() + colour.blue()) / 3;
                yield clamp(Math.round(8191 - average * 4096), 8191);
            }
            case TR3, TR4 -> clamp(Math.round(colour.red() * 16), 31) << 10
                    | clamp(Math.round(colour.green() * 16), 31) << 5 | clamp(Math.round(colour.blue() * 16), 31);
            case TR5 -> 0xFF000000 | clamp(Math.round(colour.red() * 128), 255) << 16
                    | clamp(Math.round(colour.green() * 128), 255) << 8 | clamp(Math.round(colour.blue() * 128), 255);
        };
    }

    private static int clamp(int value, int max) {
        return Math.max(0, Math.min(max, value));
    }
}
