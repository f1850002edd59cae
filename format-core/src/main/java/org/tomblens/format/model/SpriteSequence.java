package org.tomblens.format.model;

/** A run of sprite textures used by one type id (§5.7); {@code negativeLength} is minus its length. */
public record SpriteSequence(int spriteId, int negativeLength, int offset) {
    public int length() {
        return -negativeLength;
    }
}
