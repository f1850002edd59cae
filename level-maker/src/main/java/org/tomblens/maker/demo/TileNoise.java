package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.DemoTextures.TILE;

/**
 * Noise for painting tiles: integer hashing and {@link StrictMath} only, so every run on every machine paints the
 * same bytes; wrapped to the tile, so tiles repeat seamlessly and neighbouring sectors join without seams.
 */
final class TileNoise {
    private TileNoise() {}

    /** A hash of (x, y, seed) in [0, 1). */
    static double hash(int x, int y, int seed) {
        var h = x * 374761393 + y * 668265263 + seed * 1274126177;
        h = (h ^ (h >>> 13)) * 1103515245;
        h ^= h >>> 16;
        return (h & 0xFFFFFF) / (double) 0x1000000;
    }

    /** Smooth value noise with {@code cells} lattice cells across the tile, wrapping at its edges. */
    static double noise(double x, double y, int cells, int seed) {
        var fx = x * cells / TILE;
        var fy = y * cells / TILE;
        var x0 = (int) StrictMath.floor(fx);
        var y0 = (int) StrictMath.floor(fy);
        var tx = smooth(fx - x0);
        var ty = smooth(fy - y0);
        var a = hash(Math.floorMod(x0, cells), Math.floorMod(y0, cells), seed);
        var b = hash(Math.floorMod(x0 + 1, cells), Math.floorMod(y0, cells), seed);
        var c = hash(Math.floorMod(x0, cells), Math.floorMod(y0 + 1, cells), seed);
        var d = hash(Math.floorMod(x0 + 1, cells), Math.floorMod(y0 + 1, cells), seed);
        return lerp(lerp(a, b, tx), lerp(c, d, tx), ty);
    }

    /** Three octaves of value noise, in [0, 1). */
    static double fbm(double x, double y, int seed) {
        return 0.5 * noise(x, y, 4, seed) + 0.3 * noise(x, y, 8, seed + 1) + 0.2 * noise(x, y, 16, seed + 2);
    }

    private static double smooth(double t) {
        return t * t * (3 - 2 * t);
    }

    private static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }

    static double wave(double position, double period) {
        return StrictMath.sin(position * 2 * StrictMath.PI / period);
    }
}
