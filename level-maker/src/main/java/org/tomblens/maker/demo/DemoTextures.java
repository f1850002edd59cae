package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.DemoPalette.TRANSPARENT;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.maker.demo.DemoPalette.Ramp;

/**
 * The demo's texture pages, painted by code: 64 x 64 tiles, 16 to a 256 x 256 page (§2.4.5), each pixel a
 * palette index. The 16-bit pages TR2 also stores (§2.4.6) are the same images through the palette.
 * Painting uses integer hashing and {@link StrictMath} only, so every run on every machine paints the
 * same bytes. Tiles wrap seamlessly, so neighbouring sectors join without seams.
 */
final class DemoTextures {
    static final int TILE = 64;
    static final int PAGE = 256;
    static final int TILES_PER_ROW = PAGE / TILE;

    /** A tile: its page, its slot (row-major, 4 x 4) and how it is painted. */
    enum Tile {
        FLAGSTONE(0, 0, DemoTextures::flagstone),
        SANDSTONE(0, 1, DemoTextures::sandstone),
        BRICK(0, 2, DemoTextures::brick),
        PLANKS(0, 3, DemoTextures::planks),
        WATER_0(0, 4, (x, y) -> water(x, y, 0)),
        WATER_1(0, 5, (x, y) -> water(x, y, 1)),
        WATER_2(0, 6, (x, y) -> water(x, y, 2)),
        METAL(0, 7, DemoTextures::metal),
        LADDER(0, 8, DemoTextures::ladder),
        GRATE(0, 9, DemoTextures::grate),
        LAVA(0, 10, DemoTextures::lava),
        MOSSY(0, 11, DemoTextures::mossy),
        CEILING(0, 12, DemoTextures::ceiling),
        DOOR(0, 13, DemoTextures::door),
        CRATE(0, 14, DemoTextures::crate),
        PILLAR(0, 15, DemoTextures::pillar),
        CLOTH(1, 0, DemoTextures::cloth),
        LEATHER(1, 1, DemoTextures::leather),
        SKIN(1, 2, DemoTextures::skin),
        FACE(1, 3, DemoTextures::face),
        GOON_CLOTH(1, 4, DemoTextures::goonCloth),
        GOON_MASK(1, 5, DemoTextures::goonMask),
        SWITCH_PLATE(1, 6, DemoTextures::switchPlate),
        KEYHOLE_PLATE(1, 7, DemoTextures::keyholePlate),
        TERRACOTTA(1, 8, DemoTextures::terracotta),
        KEY_SPRITE(1, 9, DemoTextures::keySprite),
        MEDIPACK_SPRITE(1, 10, DemoTextures::medipackSprite),
        PLANT_SPRITE(1, 11, DemoTextures::plantSprite),
        FLAME_SPRITE(1, 12, DemoTextures::flameSprite),
        HAIR(1, 13, DemoTextures::hair);

        final int page;
        final int slot;
        private final Painter painter;

        Tile(int page, int slot, Painter painter) {
            this.page = page;
            this.slot = slot;
            this.painter = painter;
        }

        /** Left pixel column of the tile in its page. */
        int left() {
            return slot % TILES_PER_ROW * TILE;
        }

        /** Top pixel row of the tile in its page. */
        int top() {
            return slot / TILES_PER_ROW * TILE;
        }
    }

    /** Paints one pixel of a tile: (x, y) in 0..63, the result a palette index. */
    @FunctionalInterface
    interface Painter {
        int paint(int x, int y);
    }

    private DemoTextures() {}

    static int pageCount() {
        var pages = 0;
        for (var tile : Tile.values()) {
            pages = Math.max(pages, tile.page + 1);
        }
        return pages;
    }

    /** The 8-bit pages (§2.4.5): one palette index per texel. */
    static List<Bytes> pages8() {
        var pages = new ArrayList<byte[]>();
        for (int i = 0; i < pageCount(); i++) {
            pages.add(new byte[PAGE * PAGE]);
        }
        for (var tile : Tile.values()) {
            var page = pages.get(tile.page);
            for (int y = 0; y < TILE; y++) {
                for (int x = 0; x < TILE; x++) {
                    page[(tile.top() + y) * PAGE + tile.left() + x] = (byte) tile.painter.paint(x, y);
                }
            }
        }
        return pages.stream().map(Bytes::own).toList();
    }

    /** The 16-bit pages (§2.4.6): the same images in ARGB1555, little-endian. */
    static List<Bytes> pages16(List<Bytes> pages8) {
        var pages = new ArrayList<Bytes>();
        for (var page8 : pages8) {
            var page = new byte[2 * page8.size()];
            for (int i = 0; i < page8.size(); i++) {
                var texel = DemoPalette.argb1555(page8.unsigned(i));
                page[2 * i] = (byte) texel;
                page[2 * i + 1] = (byte) (texel >> 8);
            }
            pages.add(Bytes.own(page));
        }
        return pages;
    }

    // --- noise: integer hashing, wrapped to the tile so that tiles repeat seamlessly ---

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

    private static double wave(double position, double period) {
        return StrictMath.sin(position * 2 * StrictMath.PI / period);
    }

    // --- environment ---

    private static int flagstone(int x, int y) {
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

    private static int sandstone(int x, int y) {
        return blocks(x, y, Ramp.SANDSTONE, Ramp.SANDSTONE, 21);
    }

    private static int brick(int x, int y) {
        var course = y / 8;
        var shifted = (x + (course % 2) * 8) % TILE;
        if (y % 8 == 7 || shifted % 16 == 15) {
            return Ramp.PLASTER.index(0.55 + 0.2 * (hash(x, y, 31) - 0.5));
        }
        var value = 0.5 + 0.3 * (hash(shifted / 16, course, 32) - 0.5) + 0.25 * (fbm(x, y, 33) - 0.5);
        return Ramp.BRICK.index(y % 8 == 0 ? value + 0.1 : value);
    }

    private static int planks(int x, int y) {
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
    private static int water(int x, int y, int frame) {
        var phase = frame * TILE / 3.0;
        var ripple = wave(x + 4 * wave(y + phase, 32), 32) * wave(y - 3 * wave(x + phase, 64), 32);
        var value = 0.55 + 0.25 * ripple + 0.2 * (fbm(x + phase, y, 51) - 0.5);
        return Ramp.WATER.index(value);
    }

    private static int metal(int x, int y) {
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
    private static int ladder(int x, int y) {
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
    private static int grate(int x, int y) {
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

    private static int lava(int x, int y) {
        var heat = fbm(x, y, 81);
        var turbulence = Math.abs(noise(x, y, 8, 84) - 0.5) * 2;
        return Ramp.LAVA.index(0.2 + 1.1 * heat * (0.4 + 0.6 * turbulence));
    }

    private static int mossy(int x, int y) {
        var moss = fbm(x, y, 91) + 0.25 * (y / (double) TILE - 0.5);
        if (moss > 0.55) {
            return Ramp.MOSS.index(0.3 + 0.8 * (moss - 0.55) + 0.3 * (hash(x, y, 92) - 0.5));
        }
        return blocks(x, y, Ramp.STONE, Ramp.STONE, 93);
    }

    private static int ceiling(int x, int y) {
        var value = 0.45 + 0.25 * (fbm(x, y, 101) - 0.5);
        if (Math.abs(noise(x, y, 4, 102) - 0.5) < 0.015) {
            value -= 0.25;
        }
        return Ramp.PLASTER.index(value);
    }

    private static int door(int x, int y) {
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

    private static int crate(int x, int y) {
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

    private static int pillar(int x, int y) {
        if (y < 3) {
            return Ramp.SANDSTONE.index(y == 0 ? 3 : 12);
        }
        var flute = StrictMath.cos(x * 2 * StrictMath.PI / 16);
        return Ramp.SANDSTONE.index(0.55 + 0.25 * flute + 0.2 * (fbm(x, y, 131) - 0.5));
    }

    // --- characters and objects ---

    private static int cloth(int x, int y) {
        var weave = (x + y) % 4 < 2 ? 0.05 : -0.05;
        return Ramp.TEAL.index(0.55 + weave + 0.25 * (fbm(x, y, 141) - 0.5));
    }

    private static int leather(int x, int y) {
        if (y % 16 == 0 && x % 4 < 2) {
            return Ramp.WOOD.index(10);
        }
        return Ramp.WOOD.index(0.35 + 0.25 * (fbm(x, y, 151) - 0.5));
    }

    private static int skin(int x, int y) {
        return Ramp.SKIN.index(0.6 + 0.15 * (fbm(x, y, 161) - 0.5));
    }

    private static boolean within(int x, int y, double cx, double cy, double rx, double ry) {
        var dx = (x - cx) / rx;
        var dy = (y - cy) / ry;
        return dx * dx + dy * dy <= 1;
    }

    private static int face(int x, int y) {
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

    private static int goonCloth(int x, int y) {
        return Ramp.DARK.index(0.45 + 0.3 * (fbm(x, y, 171) - 0.5) + ((x / 2 + y / 2) % 2 == 0 ? 0.04 : 0));
    }

    private static int goonMask(int x, int y) {
        if (within(x, y, 22, 30, 7, 4) || within(x, y, 42, 30, 7, 4)) {
            return within(x, y, 22, 30, 2, 2) || within(x, y, 42, 30, 2, 2) ? Ramp.DARK.index(0) : Ramp.SKIN.index(8);
        }
        return Ramp.DARK.index(0.2 + 0.15 * (fbm(x, y, 181) - 0.5));
    }

    private static int switchPlate(int x, int y) {
        if (x >= 28 && x <= 35 && y >= 10 && y <= 53) {
            return Ramp.DARK.index(x == 28 || y == 10 ? 0 : 2);
        }
        return metal(x, y);
    }

    private static int keyholePlate(int x, int y) {
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

    private static int terracotta(int x, int y) {
        if (y % 32 >= 4 && y % 32 <= 7) {
            return Ramp.GOLD.index(y % 32 == 4 ? 12 : 8);
        }
        return Ramp.RED.index(0.35 + 0.2 * (fbm(x, y, 201) - 0.5));
    }

    private static int keySprite(int x, int y) {
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

    private static int medipackSprite(int x, int y) {
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
    private static int plantSprite(int x, int y) {
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

    private static int flameSprite(int x, int y) {
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

    private static int hair(int x, int y) {
        var strand = noise(x * 3.0, y * 0.5, 16, 231);
        return Ramp.WOOD.index(0.25 + 0.25 * strand + 0.1 * wave(x, 5));
    }
}
