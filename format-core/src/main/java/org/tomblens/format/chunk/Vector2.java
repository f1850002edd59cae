package org.tomblens.format.chunk;

/** A [PRJ2] {@code Vec2}: texture coordinates are pixels of the texture image, (0, 0) its top left corner. */
public record Vector2(float x, float y) {}
