package org.tomblens.format.geometry;

/** A room sprite (§3.2.6) at its world position: the room's vertex it stands on, made absolute. */
public record PlacedSprite(int room, float x, float y, float z, int spriteTexture) {}
