package org.tomblens.format.model;

import java.util.List;

/**
 * How faces and sprites find their texels: object textures, sprite textures and sequences, and the
 * animated-texture groups (§9.4: a group count, then per group its length minus one and its indices).
 *
 * @param animatedTexturesUvCount TR4/TR5: how many of the first groups scroll (UVRotate), else 0
 */
public record Texturing(
        List<ObjectTexture> objectTextures, List<SpriteTexture> spriteTextures,
        List<SpriteSequence> spriteSequences, Words animatedTextures, int animatedTexturesUvCount) {

    public Texturing {
        objectTextures = List.copyOf(objectTextures);
        spriteTextures = List.copyOf(spriteTextures);
        spriteSequences = List.copyOf(spriteSequences);
    }
}
