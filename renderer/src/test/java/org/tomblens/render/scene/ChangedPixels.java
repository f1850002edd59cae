package org.tomblens.render.scene;

import java.util.Arrays;

/** Where two frames of a view differ, against the parts a renderer said could change. */
final class ChangedPixels {
    private ChangedPixels() {}

    /**
     * How many pixels differ between two frames of a {@code width} x {@code height} view, images top row first,
     * outside {@code count} rectangles of {@code parts} (left, bottom, width and height of each, one after another,
     * from the view's bottom left).
     */
    static int outside(byte[] before, byte[] after, int width, int height, int[] parts, int count) {
        var differing = 0;
        for (int row = 0; row < height; row++) {
            var y = height - 1 - row;
            for (int x = 0; x < width; x++) {
                var at = 4 * (row * width + x);
                if (!inside(parts, count, x, y) && !Arrays.equals(before, at, at + 4, after, at, at + 4)) {
                    differing++;
                }
            }
        }
        return differing;
    }

    private static boolean inside(int[] parts, int count, int x, int y) {
        for (int i = 0; i < count; i++) {
            var at = 4 * i;
            if (x >= parts[at] && x < parts[at] + parts[at + 2] && y >= parts[at + 1]
                    && y < parts[at + 1] + parts[at + 3]) {
                return true;
            }
        }
        return false;
    }
}
