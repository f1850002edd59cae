package org.tomblens.app.cli;

import java.util.List;
import org.tomblens.render.image.RgbaImage;

/** Tiles of equal size laid out in a near-square grid; a missing tile stays dark grey. */
final class ContactSheet {
    private static final byte EMPTY = 40;

    private ContactSheet() {}

    static RgbaImage compose(List<RgbaImage> tiles, int tileWidth, int tileHeight) {
        var columns = (int) Math.ceil(Math.sqrt(tiles.size()));
        var rows = (tiles.size() + columns - 1) / columns;
        var width = columns * tileWidth;
        var height = rows * tileHeight;
        var rgba = new byte[width * height * 4];
        java.util.Arrays.fill(rgba, EMPTY);
        for (int i = 3; i < rgba.length; i += 4) {
            rgba[i] = (byte) 255;
        }
        for (int t = 0; t < tiles.size(); t++) {
            var tile = tiles.get(t);
            if (tile == null) {
                continue;
            }
            var left = (t % columns) * tileWidth;
            var top = (t / columns) * tileHeight;
            for (int y = 0; y < tileHeight; y++) {
                System.arraycopy(tile.rgba(), y * tileWidth * 4, rgba, ((top + y) * width + left) * 4, tileWidth * 4);
            }
        }
        return new RgbaImage(width, height, rgba);
    }
}
