package org.tomblens.format.diff;

import java.util.List;
import java.util.Map;
import org.tomblens.format.diff.IndexMatcher.Item;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;

/**
 * Texture pages by their texels, and the object textures that cut faces' pictures from them. Within one game the
 * pages the game draws are compared (TR1 palette pages, TR2/TR3 16-bit, TR4/TR5 32-bit); across games the 16-bit
 * pages TR2 to TR5 all keep.
 */
final class TextureComparison {
    private TextureComparison() {}

    static List<Change> compare(DiffCategory category, LevelPair pair) {
        if (category == DiffCategory.OBJECT_TEXTURES) {
            return IndexMatcher.match(category, objectTextures(pair.levelA()), objectTextures(pair.levelB())).changes();
        }
        return IndexMatcher.match(category, pages(pair.levelA(), pair), pages(pair.levelB(), pair)).changes();
    }

    private static List<Item> objectTextures(Level level) {
        return level.texturing().objectTextures().stream().map(texture -> new Item(RecordFields.of(texture), null))
                .toList();
    }

    private static List<Item> pages(Level level, LevelPair pair) {
        var textures = level.textures();
        List<Bytes> pages;
        if (!pair.sameVersion() || level.version() == GameVersion.TR2 || level.version() == GameVersion.TR3) {
            pages = textures.pages16();
        } else {
            pages = level.version().isChunked() ? textures.pages32() : textures.pages8();
        }
        return pages.stream().map(page -> new Item(Map.of("texels", Digest.of(page)), null)).toList();
    }
}
