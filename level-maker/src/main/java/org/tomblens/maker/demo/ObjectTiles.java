package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.DemoPalette.TRANSPARENT;
import static org.tomblens.maker.demo.TileNoise.fbm;
import static org.tomblens.maker.demo.TileNoise.hash;
import static org.tomblens.maker.demo.TileNoise.noise;
import static org.tomblens.maker.demo.TileNoise.wave;

import org.tomblens.maker.demo.DemoPalette.Ramp;

/**
 * The painters of the models' and sprites' tiles: Lara, the goon, switches, keyholes, pickups and plants (see
 * {@link DemoTextures}).
 */
final class ObjectTiles {
    private ObjectTiles() {}

    static int cloth(int x, int y) {
        var weave = (x + y) % 4 < 2 ? 0.05 : -0.05;
        return Ramp.TEAL.index(0.55 + weave + 0.25 * (fbm(x, y, 141) - 0.5));
    }

    static int leather(int x, int y) {
        if (y % 16 == 0 && x % 4 < 2) {
            return Ramp.WOOD.index(10);
        }
        return Ramp.WOOD.index(0.35 + 0.25 * (fbm(x, y, 151) - 0.5));
    }

    static int skin(int x, int y) {
        return Ramp.SKIN.index(0.6 + 0.15 * (fbm(x, y, 161) - 0.5));
    }

    private static boolean within(int x, int y, double cx, double cy, double rx, double ry) {
        var dx = (x - cx) / rx;
        var dy = (y - cy) / ry;
        return dx * dx + dy * dy <= 1;
    }

    static int face(int x, int y) {
        if (y < 14) {
            return hair(x, y);
        }
        if (within(x, y, 22, 30, 5, 3) || within(x, y, 42, 30, 5, 3)) {
            return within(x, y, 22, 30, 2, 2) || within(x, y, 42, 30, 2, 2) ? Ramp.WOOD.index(1) : DemoPalette.grey(13);
        }
        if ((y == 24 || y == 25) && (x >= 16 && x <= 27 || x >= 37 && x <= 48)) {
            return Ramp.WOOD.index(3);
        }
        if (y >= 46 && y <= 48 && x >= 25 && x <= 39) {
            return Ramp.RED.index(y == 47 ? 6 : 9);
        }
        return skin(x, y);
    }

    static int goonCloth(int x, int y) {
        return Ramp.DARK.index(0.45 + 0.3 * (fbm(x, y, 171) - 0.5) + ((x / 2 + y / 2) % 2 == 0 ? 0.04 : 0));
    }

    static int goonMask(int x, int y) {
        if (within(x, y, 22, 30, 7, 4) || within(x, y, 42, 30, 7, 4)) {
            return within(x, y, 22, 30, 2, 2) || within(x, y, 42, 30, 2, 2) ? Ramp.DARK.index(0) : Ramp.SKIN.index(8);
        }
        return Ramp.DARK.index(0.2 + 0.15 * (fbm(x, y, 181) - 0.5));
    }

    static int switchPlate(int x, int y) {
        if (x >= 28 && x <= 35 && y >= 10 && y <= 53) {
            return Ramp.DARK.index(x == 28 || y == 10 ? 0 : 2);
        }
        return EnvironmentTiles.metal(x, y);
    }

    static int keyholePlate(int x, int y) {
        if (within(x, y, 32, 26, 6, 6) || (y >= 26 && y <= 44 && Math.abs(x - 32) <= 2 + (y - 26) / 6)) {
            return Ramp.DARK.index(0);
        }
        if (x < 3 || y < 3) {
            return Ramp.GOLD.index(15);
        }
        if (x > 60 || y > 60) {
            return Ramp.GOLD.index(4);
        }
        return Ramp.GOLD.index(0.6 + 0.2 * (fbm(x, y, 191) - 0.5));
    }

    static int terracotta(int x, int y) {
        if (y % 32 >= 4 && y % 32 <= 7) {
            return Ramp.GOLD.index(y % 32 == 4 ? 12 : 8);
        }
        return Ramp.RED.index(0.35 + 0.2 * (fbm(x, y, 201) - 0.5));
    }

    static int keySprite(int x, int y) {
        var dx = x - 18;
        var dy = y - 32;
        var ring = dx * dx + dy * dy;
        var inRing = ring <= 13 * 13 && ring >= 6 * 6;
        var inShaft = x >= 29 && x <= 58 && y >= 29 && y <= 35;
        var inTeeth = y > 35 && y <= 43 && (x >= 46 && x <= 49 || x >= 53 && x <= 57);
        if (!inRing && !inShaft && !inTeeth) {
            return TRANSPARENT;
        }
        var light = 0.65 - 0.35 * (y - 20) / 24.0 + 0.15 * (hash(x, y, 211) - 0.5);
        return Ramp.GOLD.index(light);
    }

    static int medipackSprite(int x, int y) {
        if (x < 8 || x > 55 || y < 14 || y > 53) {
            return TRANSPARENT;
        }
        if (x == 8 || x == 55 || y == 14 || y == 53) {
            return DemoPalette.grey(3);
        }
        var cross = (Math.abs(x - 31.5) < 5 && y >= 20 && y <= 47) || (Math.abs(y - 33.5) < 5 && x >= 18 && x <= 45);
        return cross ? Ramp.RED.index(10) : DemoPalette.grey(y < 20 ? 14 : 11);
    }

    /** Seven leaves fanning up from the bottom centre, each a curved stroke that narrows to its tip. */
    static int plantSprite(int x, int y) {
        var best = Double.MAX_VALUE;
        var bestT = 0.0;
        for (int leaf = 0; leaf < 7; leaf++) {
            var angle = (leaf - 3) * 0.38;
            var length = 52 - Math.abs(leaf - 3) * 5;
            for (int step = 0; step <= 24; step++) {
                var t = step / 24.0;
                var px = 32 + StrictMath.sin(angle) * length * t + StrictMath.sin(angle) * 10 * t * t;
                var py = 63 - StrictMath.cos(angle) * length * t + 14 * t * t * Math.abs(StrictMath.sin(angle));
                var dx = x - px;
                var dy = y - py;
                var distance = StrictMath.sqrt(dx * dx + dy * dy) - 3.2 * (1 - t);
                if (distance < best) {
                    best = distance;
                    bestT = t;
                }
            }
        }
        if (best > 0.8) {
            return TRANSPARENT;
        }
        return Ramp.LEAF.index(0.35 + 0.5 * bestT + 0.15 * (hash(x, y, 221) - 0.5));
    }

    static int flameSprite(int x, int y) {
        if (y < 6 || y > 60) {
            return TRANSPARENT;
        }
        var halfWidth = 15 * StrictMath.sqrt((y - 6) / 54.0) * (1 - StrictMath.pow((y - 6) / 54.0, 6));
        var offset = 2 * StrictMath.sin(y * 0.25);
        var dx = Math.abs(x - 31.5 - offset);
        if (dx > halfWidth) {
            return TRANSPARENT;
        }
        var core = 1 - dx / Math.max(1, halfWidth);
        return Ramp.LAVA.index(0.35 + 0.45 * core + 0.25 * (y - 6) / 54.0);
    }

    static int hair(int x, int y) {
        var strand = noise(x * 3.0, y * 0.5, 16, 231);
        return Ramp.WOOD.index(0.25 + 0.25 * strand + 0.1 * wave(x, 5));
    }
}
