package org.tomblens.format.prj2;

import org.tomblens.format.model.Bytes;

/**
 * A texture image the project's faces take their pixels from ([PRJ2] {@code TeLvlTexture}).
 *
 * @param index the id faces name it by ({@code TeI})
 * @param path the image as the project stores it: often an absolute path on another machine, or one with
 *             {@code $(LevelDirectory)}-style variables
 * @param convert512PixelsToDoubleRows a 512-pixel-wide image is read as 256 wide, each 64-row band's right
 *                                     half placed under its left half ({@code Te512C})
 * @param replaceMagentaWithTransparency magenta (255, 0, 255) pixels are transparent ({@code TeMagentaR})
 * @param footstepSounds {@code TeTextureSounds}: one TextureSound code per 64x64 cell, row-major
 * @param bumpmaps {@code TeTextureBumpmaps}: one BumpMappingLevel per cell, row-major
 */
public record LevelTexture(long index, String path, String customBumpmapPath, boolean convert512PixelsToDoubleRows,
                           boolean replaceMagentaWithTransparency, TextureGrid footstepSounds, TextureGrid bumpmaps) {

    /** A grid of one-byte codes over a texture, {@code width * height} of them, row-major. */
    public record TextureGrid(int width, int height, Bytes codes) {
        public static final TextureGrid NONE = new TextureGrid(0, 0, Bytes.EMPTY);
    }
}
