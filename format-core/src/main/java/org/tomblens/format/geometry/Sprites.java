package org.tomblens.format.geometry;

import java.util.List;
import org.tomblens.format.model.SpriteSequence;

/**
 * The sprites of a level: one quad per sprite texture, the room sprites placed in the world, and the
 * sprite sequences (§5.7) that give entity types their run of sprite textures.
 */
public record Sprites(List<SpriteQuad> quads, List<PlacedSprite> roomSprites, List<SpriteSequence> sequences) {
    public Sprites {
        quads = List.copyOf(quads);
        roomSprites = List.copyOf(roomSprites);
        sequences = List.copyOf(sequences);
    }
}
