/**
 * DirectDraw Surface images, decoded here without a screen library so that every reader can use them:
 * {@link org.tomblens.format.dds.DdsImage} reads the header and the largest image, and BC7 blocks (the only
 * compression the Remastered games' textures use) are decoded by the Khronos Data Format Specification.
 */
package org.tomblens.format.dds;
