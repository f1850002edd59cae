package org.tomblens.format.wad;

/**
 * A texture sample ([WAD] §2): a rectangle of one 256 x 256 page of the texture map, its anchor at its
 * top-left pixel ({@code x}, {@code y}), {@code addW + 1} pixels wide and {@code addH + 1} high.
 *
 * <p>{@code flipX} and {@code flipY} are stored as −1 or 0. Every sample of the corpus library but its
 * all-zero first one stores −1 for both, which [WAD] FIG. 4 reads as a 180° turn that the geometry,
 * "upside-down" too, undoes (FIG. 9). In TR space (Y down) the sample therefore maps as stored; how a sample
 * whose flips are 0 should be mapped is not known, and it is mapped the same way.
 */
public record TextureSample(int x, int y, int page, int flipX, int addW, int flipY, int addH) {
    /** The record's size in the file. */
    public static final int SIZE = 8;

    public int width() {
        return addW + 1;
    }

    public int height() {
        return addH + 1;
    }
}
