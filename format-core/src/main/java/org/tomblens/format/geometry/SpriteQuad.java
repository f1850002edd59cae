package org.tomblens.format.geometry;

/**
 * A sprite texture (§5.6) as the renderer's billboard needs it: where its texels are and how far the quad
 * reaches around the sprite's position, in world units, facing the camera (left and top are usually
 * negative; Y down).
 *
 * @param layer the page's layer in {@link TexturePages}
 * @param u0 left edge, 0..1 across the page
 * @param v0 top edge
 * @param u1 right edge
 * @param v1 bottom edge
 * @param extentsStored false for TR4/TR5, which store no extents (their side fields hold the texel
 *                      rectangle): the quad is then centred, {@value SpriteBuilder#UNITS_PER_TEXEL} units per texel
 */
public record SpriteQuad(int layer, float u0, float v0, float u1, float v1, int left, int top, int right, int bottom,
                         boolean extentsStored) {}
