package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;

/**
 * The demo's texture pages, painted by code: 64 x 64 tiles, 16 to a 256 x 256 page (§2.4.5), each pixel a
 * palette index. The 16-bit pages TR2 also stores (§2.4.6) are the same images through the palette.
 * The tiles are painted by {@link EnvironmentTiles} and {@link ObjectTiles} over {@link TileNoise}.
 */
final class DemoTextures {
    static final int TILE = 64;
    static final int PAGE = 256;
    static final int TILES_PER_ROW = PAGE / TILE;

    /** A tile: its page, its slot (row-major, 4 x 4) and how it is painted. */
    enum Tile {
        FLAGSTONE(0, 0, EnvironmentTiles::flagstone),
        SANDSTONE(0, 1, EnvironmentTiles::sandstone),
        BRICK(0, 2, EnvironmentTiles::brick),
        PLANKS(0, 3, EnvironmentTiles::planks),
        WATER_0(0, 4, (x, y) -> EnvironmentTiles.water(x, y, 0)),
        WATER_1(0, 5, (x, y) -> EnvironmentTiles.water(x, y, 1)),
        WATER_2(0, 6, (x, y) -> EnvironmentTiles.water(x, y, 2)),
        METAL(0, 7, EnvironmentTiles::metal),
        LADDER(0, 8, EnvironmentTiles::ladder),
        GRATE(0, 9, EnvironmentTiles::grate),
        LAVA(0, 10, EnvironmentTiles::lava),
        MOSSY(0, 11, EnvironmentTiles::mossy),
        CEILING(0, 12, EnvironmentTiles::ceiling),
        DOOR(0, 13, EnvironmentTiles::door),
        CRATE(0, 14, EnvironmentTiles::crate),
        PILLAR(0, 15, EnvironmentTiles::pillar),
        CLOTH(1, 0, ObjectTiles::cloth),
        LEATHER(1, 1, ObjectTiles::leather),
        SKIN(1, 2, ObjectTiles::skin),
        FACE(1, 3, ObjectTiles::face),
        GOON_CLOTH(1, 4, ObjectTiles::goonCloth),
        GOON_MASK(1, 5, ObjectTiles::goonMask),
        SWITCH_PLATE(1, 6, ObjectTiles::switchPlate),
        KEYHOLE_PLATE(1, 7, ObjectTiles::keyholePlate),
        TERRACOTTA(1, 8, ObjectTiles::terracotta),
        KEY_SPRITE(1, 9, ObjectTiles::keySprite),
        MEDIPACK_SPRITE(1, 10, ObjectTiles::medipackSprite),
        PLANT_SPRITE(1, 11, ObjectTiles::plantSprite),
        FLAME_SPRITE(1, 12, ObjectTiles::flameSprite),
        HAIR(1, 13, ObjectTiles::hair);

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
}
