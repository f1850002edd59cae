package org.tomblens.format.wad2;

import java.util.List;

/** A sprite sequence ({@code W2SpriteSeq}): its type id and its sprites, indices into the library's table. */
public record Wad2SpriteSequence(long id, List<Integer> sprites) {
    public Wad2SpriteSequence {
        sprites = List.copyOf(sprites);
    }
}
