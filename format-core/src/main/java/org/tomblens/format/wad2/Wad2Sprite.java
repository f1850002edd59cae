package org.tomblens.format.wad2;

import org.tomblens.format.model.Bytes;

/**
 * A sprite ({@code W2Spr}): its image, and where its corners lie about the sprite's position
 * ({@code W2SprSides}: left, top, right, bottom).
 */
public record Wad2Sprite(int width, int height, Bytes bgra, int left, int top, int right, int bottom) {}
