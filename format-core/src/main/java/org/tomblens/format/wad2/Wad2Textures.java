package org.tomblens.format.wad2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;

/**
 * The library's texture table as it is read: each {@code W2Txt} takes the index its {@code W2Index} gives, or the
 * one after the previous texture's, and polygons name textures by that index.
 */
final class Wad2Textures {
    private final ChunkWalker walker;
    private final List<Wad2Texture> textures = new ArrayList<>();
    private final Map<Long, Integer> slotOf = new HashMap<>();
    private long nextIndex;

    Wad2Textures(ChunkWalker walker) {
        this.walker = walker;
    }

    void add(long index, Wad2Texture texture) {
        slotOf.put(index, textures.size());
        textures.add(texture);
        nextIndex = index + 1;
    }

    /** The index the next texture takes when it does not name one. */
    long nextIndex() {
        return nextIndex;
    }

    /** The table position of the texture stored as {@code index}; -1, with a warning, when there is none. */
    int slot(long index, ByteCursor at, long offset) {
        var slot = slotOf.get(index);
        if (slot == null) {
            walker.warn(at, offset, "texture " + index + " is not in the library's texture table");
            return -1;
        }
        return slot;
    }

    List<Wad2Texture> all() {
        return List.copyOf(textures);
    }
}
