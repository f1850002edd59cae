package org.tomblens.render.mesh;

/**
 * The triangles of one owner (a room, a model) in one render pass: {@code singleCount} indices of
 * single-sided triangles from {@code firstIndex}, then {@code doubleCount} of double-sided ones, so the
 * first run is drawn with back faces culled and the second without.
 */
public record PassSpan(int firstIndex, int singleCount, int doubleCount) {
    public static final PassSpan EMPTY = new PassSpan(0, 0, 0);

    public int indexCount() {
        return singleCount + doubleCount;
    }

    public boolean isEmpty() {
        return indexCount() == 0;
    }
}
