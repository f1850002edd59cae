package org.tomblens.format.wad2;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.chunk.BlendModes;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.ObjectTexture;

/**
 * The library's textures laid out on 256 x 256 pages, as a level holds them, and the object textures polygons
 * take from them. A texture up to a page in size is placed whole, with a one-pixel border that repeats its edge
 * so that filtering does not bleed into its neighbours; a larger one is cut into page-sized cells, and a polygon
 * must then lie within one cell. Magenta texels are transparent, as the editor makes them. Polygons that cannot
 * take their texture (none, no pixels, or across cells) take a white square, and {@link #misses()} counts them.
 */
public final class Wad2Atlas {
    static final int PAGE = 256;
    private static final int MAGENTA = 0xFF00FF;
    private static final int WHITE_SIZE = 8;
    private static final int TRIANGLE_TILE_FLAG = 0x8000;

    /** A cell of a texture (or the white square, texture -1) and where it lies on the pages. */
    private record Cell(int texture, int cellX, int cellY, int width, int height, int border) {
        int outerWidth() {
            return width + 2 * border;
        }

        int outerHeight() {
            return height + 2 * border;
        }
    }

    private record Place(int page, int x, int y) {}

    private record CellKey(int texture, int cellX, int cellY) {}

    private final List<Wad2Texture> textures;
    private final boolean[] transparent;
    private final Map<CellKey, Place> places = new HashMap<>();
    private final Map<CellKey, Cell> cells = new HashMap<>();
    private final List<int[]> pages = new ArrayList<>();
    private final List<ObjectTexture> objectTextures = new ArrayList<>();
    private final Map<ObjectTexture, Integer> indexOf = new HashMap<>();
    private final boolean flagTriangles;
    private int misses;

    /** @param flagTriangles whether object textures mark triangles in bit 15 of their tile, as TR4/TR5's do */
    public Wad2Atlas(List<Wad2Texture> textures, boolean flagTriangles) {
        this.textures = textures;
        this.flagTriangles = flagTriangles;
        transparent = new boolean[textures.size()];
        var all = new ArrayList<Cell>();
        for (int t = 0; t < textures.size(); t++) {
            var texture = textures.get(t);
            if (!texture.hasPixels() || texture.width() == 0 || texture.height() == 0) {
                continue;
            }
            for (int cy = 0; cy * PAGE < texture.height(); cy++) {
                for (int cx = 0; cx * PAGE < texture.width(); cx++) {
                    var width = Math.min(PAGE, texture.width() - cx * PAGE);
                    var height = Math.min(PAGE, texture.height() - cy * PAGE);
                    all.add(new Cell(t, cx, cy, width, height, width <= PAGE - 2 && height <= PAGE - 2 ? 1 : 0));
                }
            }
        }
        all.add(new Cell(-1, 0, 0, WHITE_SIZE, WHITE_SIZE, 0));
        all.sort(Comparator.comparingInt(Cell::outerHeight).reversed().thenComparingInt(Cell::texture));
        pack(all);
    }

    /** Shelf packing: cells in rows left to right, tallest first, a new row or page when one is full. */
    private void pack(List<Cell> all) {
        int x = PAGE;
        int y = 0;
        int rowHeight = 0;
        for (var cell : all) {
            if (x + cell.outerWidth() > PAGE) {
                x = 0;
                y += rowHeight;
                rowHeight = cell.outerHeight();
                if (pages.isEmpty() || y + rowHeight > PAGE) {
                    pages.add(new int[PAGE * PAGE]);
                    y = 0;
                }
            }
            var key = new CellKey(cell.texture(), cell.cellX(), cell.cellY());
            var place = new Place(pages.size() - 1, x + cell.border(), y + cell.border());
            places.put(key, place);
            cells.put(key, cell);
            draw(cell, place);
            x += cell.outerWidth();
        }
    }

    /** Copies the cell's texels (and its border, the nearest edge texel) onto its page. */
    private void draw(Cell cell, Place place) {
        var page = pages.get(place.page());
        for (int row = -cell.border(); row < cell.height() + cell.border(); row++) {
            for (int column = -cell.border(); column < cell.width() + cell.border(); column++) {
                int argb = 0xFFFFFFFF;
                if (cell.texture() >= 0) {
                    var texture = textures.get(cell.texture());
                    var tx = cell.cellX() * PAGE + Math.max(0, Math.min(cell.width() - 1, column));
                    var ty = cell.cellY() * PAGE + Math.max(0, Math.min(cell.height() - 1, row));
                    argb = texture.argb(tx, ty);
                    if ((argb & 0xFFFFFF) == MAGENTA) {
                        argb = 0;
                    }
                    transparent[cell.texture()] |= argb >>> 24 != 0xFF;
                }
                page[(place.y() + row) * PAGE + place.x() + column] = argb;
            }
        }
    }

    /** The object texture of {@code polygon}, made when first asked for. */
    public int objectTexture(Wad2Mesh.Polygon polygon) {
        var corners = polygon.corners();
        var key = cellOf(polygon);
        var place = key == null ? null : places.get(key);
        if (place == null) {
            misses++;
            key = new CellKey(-1, 0, 0);
            place = places.get(key);
            corners = List.of(new Vector2(0, 0), new Vector2(WHITE_SIZE, 0), new Vector2(WHITE_SIZE, WHITE_SIZE),
                    new Vector2(0, WHITE_SIZE)).subList(0, corners.size());
        }
        var texCoords = new ArrayList<ObjectTexture.TexCoord>(4);
        for (var corner : corners) {
            var u = place.x() + clamp(corner.x(), key.texture(), true) - key.cellX() * PAGE;
            var v = place.y() + clamp(corner.y(), key.texture(), false) - key.cellY() * PAGE;
            // §9.3.1: corners are 8.8 fixed point, the high byte the pixel.
            texCoords.add(new ObjectTexture.TexCoord(Math.min(0xFFFF, Math.round(u * 256)),
                    Math.min(0xFFFF, Math.round(v * 256))));
        }
        var triangle = texCoords.size() == 3;
        if (triangle) {
            texCoords.add(new ObjectTexture.TexCoord(0, 0));
        }
        var attribute = key.texture() < 0 ? 0 : BlendModes.attribute(polygon.blendMode(), transparent[key.texture()]);
        var tile = place.page() | (triangle && flagTriangles ? TRIANGLE_TILE_FLAG : 0);
        var texture = new ObjectTexture(attribute, tile, 0, texCoords, 0, 0, 0, 0);
        return indexOf.computeIfAbsent(texture, t -> {
            objectTextures.add(t);
            return objectTextures.size() - 1;
        });
    }

    /** The cell all of the polygon's corners lie in (after clamping them into the image), or null. */
    private CellKey cellOf(Wad2Mesh.Polygon polygon) {
        var t = polygon.texture();
        if (t < 0 || t >= textures.size() || !places.containsKey(new CellKey(t, 0, 0))) {
            return null;
        }
        var minU = Float.MAX_VALUE;
        var minV = Float.MAX_VALUE;
        for (var corner : polygon.corners()) {
            minU = Math.min(minU, clamp(corner.x(), t, true));
            minV = Math.min(minV, clamp(corner.y(), t, false));
        }
        var key = new CellKey(t, Math.min((int) (minU / PAGE), (textures.get(t).width() - 1) / PAGE),
                Math.min((int) (minV / PAGE), (textures.get(t).height() - 1) / PAGE));
        var cell = cells.get(key);
        for (var corner : polygon.corners()) {
            var u = clamp(corner.x(), t, true) - key.cellX() * PAGE;
            var v = clamp(corner.y(), t, false) - key.cellY() * PAGE;
            if (u > cell.width() || v > cell.height()) {
                return null;
            }
        }
        return key;
    }

    /** A coordinate kept within its image, as the editor clamps texture areas before it compiles them. */
    private float clamp(float value, int texture, boolean horizontal) {
        if (texture < 0) {
            return value;
        }
        var size = horizontal ? textures.get(texture).width() : textures.get(texture).height();
        return Float.isNaN(value) ? 0 : Math.max(0, Math.min(size, value));
    }

    /** How many polygons took the white square instead of their texture. */
    public int misses() {
        return misses;
    }

    public List<ObjectTexture> objectTextures() {
        return List.copyOf(objectTextures);
    }

    /** The pages as TR4's 32-bit pages: little-endian ARGB words (B, G, R, A in memory). */
    public List<Bytes> pages() {
        return pages.stream().map(Bytes::argbWords).toList();
    }
}
