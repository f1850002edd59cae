package org.tomblens.format.model;

/**
 * A sprite's texture rectangle and its extent in world units around its position (§5.6).
 * TR1–TR3: {@code width = pixels * 256 + 255}; TR4/TR5: {@code width = (pixels - 1) * 256}, x and y unused.
 */
public record SpriteTexture(int tile, int x, int y, int width, int height,
                            int leftSide, int topSide, int rightSide, int bottomSide) {}
