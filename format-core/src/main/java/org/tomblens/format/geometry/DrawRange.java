package org.tomblens.format.geometry;

/**
 * A run of triangles of one owner (a room, or a mesh pointer) drawn in one pass: {@code indexCount} indices
 * from {@code firstIndex} in the owner's index buffer.
 */
public record DrawRange(int owner, RenderPass pass, int firstIndex, int indexCount) {
    public int triangleCount() {
        return indexCount / 3;
    }
}
