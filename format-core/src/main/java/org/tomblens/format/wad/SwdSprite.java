package org.tomblens.format.wad;

/**
 * One 16-byte sprite record of the .SWD companion: a rectangle of the sprite texture map in the layout of a
 * {@link TextureSample} (where other tools find the x, y, page and sizes of sprites), then four int16 that
 * take the place of the level formats' sprite extents (§5.6). The corpus .SWD holds no sprite, so none of
 * these fields has been checked against a file.
 */
public record SwdSprite(TextureSample rectangle, int leftSide, int topSide, int rightSide, int bottomSide) {
    /** The record's size in the file. */
    public static final int SIZE = 16;
}
