package org.tomblens.format.wad;

import java.util.List;
import org.tomblens.format.model.SpriteSequence;

/**
 * The .SWD companion: the library's sprites. Its bytes read as a u32 version (129, the WAD's), a u32 count
 * of {@link SwdSprite} records, a u32 byte count of a sprite texture map (RGB24 pages, as the WAD's), and a
 * u32 count of 8-byte sprite sequences as levels store them (§5.7). The corpus file is exactly
 * {@code 129, 0, 0, 0}: a library with no sprites, which fits that reading but confirms only its first
 * word; the record layouts behind the three counts come from the level formats and other tools.
 */
public record WadSprites(List<SwdSprite> sprites, TextureMap textureMap, List<SpriteSequence> sequences) {
    public WadSprites {
        sprites = List.copyOf(sprites);
        sequences = List.copyOf(sequences);
    }
}
