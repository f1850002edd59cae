package org.tomblens.format.geometry;

/**
 * The triangles of one owner (a room, a room's static meshes, a model) in one render pass:
 * {@code singleCount} indices of single-sided triangles from {@code firstIndex}, then {@code doubleCount}
 * of double-sided ones, so that the first run is drawn with back faces culled and the second without.
 */
public record DrawRange(int firstIndex, int singleCount, int doubleCount) {
    public int indexCount() {
        return singleCount + doubleCount;
    }

    public int triangleCount() {
        return indexCount() / 3;
    }

    public boolean isEmpty() {
        return indexCount() == 0;
    }
}
