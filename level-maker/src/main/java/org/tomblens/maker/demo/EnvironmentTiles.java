package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.DemoPalette.TRANSPARENT;
import static org.tomblens.maker.demo.DemoTextures.TILE;
import static org.tomblens.maker.demo.TileNoise.fbm;
import static org.tomblens.maker.demo.TileNoise.hash;
import static org.tomblens.maker.demo.TileNoise.noise;
import static org.tomblens.maker.demo.TileNoise.wave;

import org.tomblens.maker.demo.DemoPalette.Ramp;

/** The painters of the rooms' tiles: floors, walls, water, metal, doors and crates (see {@link DemoTextures}). */
final class EnvironmentTiles {
    private EnvironmentTiles() {}

    static int flagstone(int x, int y) {
        int sx = x % 32;
        int sy = y % 32;
        if (sx == 0 || sy == 0) {
            return Ramp.STONE.index(2);
        }
        var slab = hash(x / 32, y / 32, 11) - 0.5;
        var value = 0.55 + 0.25 * slab + 0.3 * (fbm(x, y, 12) - 0.5);
        if (sx == 1 || sy == 1) {
            value += 0.12;
        } else if (sx == 31 || sy == 31) {
            value -= 0.15;
        }
        return Ramp.STONE.index(value);
    }

    /** Courses of blocks, 16 pixels high and 32 long, every other course shifted by half a block. */
    private static int blocks(int x, int y, Ramp block, Ramp mortar, int seed) {
        var course = y / 16;
        var shifted = (x + (course % 2) * 16) % TILE;
        if (y % 16 == 0 || shifted % 32 == 0) {
            return mortar.index(3);
        }
        var value = 0.55 + 0.25 * (hash(shifted / 32, course, seed) - 0.5) + 0.3 * (fbm(x, y, seed + 5) - 0.5);
        if (y % 16 == 1) {
            value += 0.1;
        } else if (y % 16 == 15) {
            value -= 0.12;
        }
        return block.index(value);
    }

    static int sandstone(int x, int y) {
        return blocks(x, y, Ramp.SANDSTONE, Ramp.SANDSTONE, 21);
    }

    static int brick(int x, int y) {
        var course = y / 8;
        var shifted = (x + (course % 2) * 8) % TILE;
        if (y % 8 == 7 || shifted % 16 == 15) {
            return Ramp.PLASTER.index(0.55 + 0.2 * (hash(x, y, 31) - 0.5));
        }
        var value = 0.5 + 0.3 * (hash(shifted / 16, course, 32) - 0.5) + 0.25 * (fbm(x, y, 33) - 0.5);
        return Ramp.BRICK.index(y % 8 == 0 ? value + 0.1 : value);
    }

    static int planks(int x, int y) {
        var board = y / 16;
        if (y % 16 == 15) {
            return Ramp.WOOD.index(1);
        }
        if ((x + board * 23) % 32 == 3 && (y % 16 == 3 || y % 16 == 12)) {
            return Ramp.METAL.index(3);
        }
        var grain = noise(x, y * 6.0 + board * 17, 8, 41 + board);
        var value = 0.5 + 0.2 * (hash(board, 0, 42) - 0.5) + 0.3 * (grain - 0.5) + 0.05 * wave(y + 3 * grain, 8);
        return Ramp.WOOD.index(y % 16 == 0 ? value + 0.12 : value);
    }

    /** Three frames of ripples; the animated-texture group cycles through them (§9.4). */
    static int water(int x, int y, int frame) {
        var phase = frame * TILE / 3.0;
        var ripple = wave(x + 4 * wave(y + phase, 32), 32) * wave(y - 3 * wave(x + phase, 64), 32);
        var value = 0.55 + 0.25 * ripple + 0.2 * (fbm(x + phase, y, 51) - 0.5);
        return Ramp.WATER.index(value);
    }

    static int metal(int x, int y) {
        if (x < 2 || y < 2) {
            return Ramp.METAL.index(14);
        }
        if (x > 61 || y > 61) {
            return Ramp.METAL.index(3);
        }
        for (var cx : new int[] {7, 56}) {
            for (var cy : new int[] {7, 56}) {
                var dx = x - cx;
                var dy = y - cy;
                if (dx * dx + dy * dy <= 8) {
                    return Ramp.METAL.index(dx + dy < 0 ? 14 : 5);
                }
            }
        }
        return Ramp.METAL.index(0.55 + 0.2 * (fbm(x, y, 61) - 0.5) - 0.1 * (y / (double) TILE - 0.5));
    }

    /** Sandstone with a wooden ladder: the texture of the climbable wall. */
    static int ladder(int x, int y) {
        var inRail = (x >= 14 && x <= 19) || (x >= 44 && x <= 49);
        if (inRail) {
            var edge = x == 14 || x == 44 ? 0.2 : x == 19 || x == 49 ? -0.2 : 0;
            return Ramp.WOOD.index(0.6 + edge + 0.1 * (noise(x, y * 4.0, 8, 71) - 0.5));
        }
        if (x > 19 && x < 44 && y % 16 >= 6 && y % 16 <= 9) {
            return Ramp.WOOD.index(y % 16 == 6 ? 0.75 : y % 16 == 9 ? 0.3 : 0.55);
        }
        return sandstone(x, y);
    }

    /** Iron bars with holes of the transparent colour: a cut-out texture (§9.3.2 attribute 1). */
    static int grate(int x, int y) {
        var bx = x % 16;
        var by = y % 16;
        if (bx < 4) {
            return Ramp.METAL.index(bx == 0 ? 0.3 : bx == 1 ? 0.8 : 0.55);
        }
        if (by < 3) {
            return Ramp.METAL.index(by == 0 ? 0.8 : 0.45);
        }
        return TRANSPARENT;
    }

    static int lava(int x, int y) {
        var heat = fbm(x, y, 81);
        var turbulence = Math.abs(noise(x, y, 8, 84) - 0.5) * 2;
        return Ramp.LAVA.index(0.2 + 1.1 * heat * (0.4 + 0.6 * turbulence));
    }

    static int mossy(int x, int y) {
        var moss = fbm(x, y, 91) + 0.25 * (y / (double) TILE - 0.5);
        if (moss > 0.55) {
            return Ramp.MOSS.index(0.3 + 0.8 * (moss - 0.55) + 0.3 * (hash(x, y, 92) - 0.5));
        }
        return blocks(x, y, Ramp.STONE, Ramp.STONE, 93);
    }

    static int ceiling(int x, int y) {
        var value = 0.45 + 0.25 * (fbm(x, y, 101) - 0.5);
        if (Math.abs(noise(x, y, 4, 102) - 0.5) < 0.015) {
            value -= 0.25;
        }
        return Ramp.PLASTER.index(value);
    }

    static int door(int x, int y) {
        if ((y >= 8 && y <= 13) || (y >= 50 && y <= 55)) {
            var rivet = x % 16 == 8 && (y == 10 || y == 11 || y == 52 || y == 53);
            return Ramp.METAL.index(rivet ? 14 : y == 8 || y == 50 ? 11 : 6);
        }
        var plank = x / 16;
        if (x % 16 == 15) {
            return Ramp.WOOD.index(1);
        }
        var grain = noise(x * 6.0 + plank * 13, y, 8, 111 + plank);
        return Ramp.WOOD.index(0.45 + 0.2 * (hash(plank, 1, 112) - 0.5) + 0.3 * (grain - 0.5));
    }

    static int crate(int x, int y) {
        var frame = x < 6 || y < 6 || x > 57 || y > 57;
        var brace = Math.abs(x - y) < 5 && !frame;
        if (frame || brace) {
            var edge = x == 0 || y == 0 || (brace && x - y == -4) ? 0.25 : 0;
            return Ramp.WOOD.index(0.6 + edge + 0.2 * (noise(x, y, 16, 121) - 0.5));
        }
        if (y % 13 == 0) {
            return Ramp.WOOD.index(1);
        }
        return Ramp.WOOD.index(0.35 + 0.25 * (noise(x * 4.0, y, 8, 122) - 0.5));
    }

    static int pillar(int x, int y) {
        if (y < 3) {
            return Ramp.SANDSTONE.index(y == 0 ? 3 : 12);
        }
        var flute = StrictMath.cos(x * 2 * StrictMath.PI / 16);
        return Ramp.SANDSTONE.index(0.55 + 0.25 * flute + 0.2 * (fbm(x, y, 131) - 0.5));
    }
}
