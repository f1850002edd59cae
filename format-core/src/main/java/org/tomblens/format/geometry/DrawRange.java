package org.tomblens.format.geometry;

/**
 * The triangles of one owner (a room, a room's static meshes, a model) in one render pass:
 * {@code singleCount} indices of single-sided triangles from {@code firstIndex}, then {@code doubleCount}
 * of double-sided ones, so that the first run is drawn with back faces culled and the second without.
 *
 * <p>A room's (and its statics') depth-written faces that take an animated texture lie together in the middle: the
 * last {@code animatedSingle} indices of the single-sided run and the first {@code animatedDouble} of the
 * double-sided one. What a step of the rooms' texture animation changes can so be drawn alone, over the rest kept
 * ({@link #stillFirst}, {@link #animatedFirst} and their counts). Other ranges have none apart.
 */
public record DrawRange(int firstIndex, int singleCount, int doubleCount, int animatedSingle, int animatedDouble) {
    /** A range with no animated faces apart. */
    public DrawRange(int firstIndex, int singleCount, int doubleCount) {
        this(firstIndex, singleCount, doubleCount, 0, 0);
    }

    public int indexCount() {
        return singleCount + doubleCount;
    }

    public int triangleCount() {
        return indexCount() / 3;
    }

    public boolean isEmpty() {
        return indexCount() == 0;
    }

    /** The first index of the single-sided (false) or double-sided (true) run. */
    public int first(boolean doubleSided) {
        return doubleSided ? firstIndex + singleCount : firstIndex;
    }

    /** The indices of the single-sided (false) or double-sided (true) run. */
    public int count(boolean doubleSided) {
        return doubleSided ? doubleCount : singleCount;
    }

    /** The first index of that run's faces with no animated texture. */
    public int stillFirst(boolean doubleSided) {
        return doubleSided ? firstIndex + singleCount + animatedDouble : firstIndex;
    }

    /** The indices of that run's faces with no animated texture. */
    public int stillCount(boolean doubleSided) {
        return doubleSided ? doubleCount - animatedDouble : singleCount - animatedSingle;
    }

    /** The first index of that run's faces with an animated texture. */
    public int animatedFirst(boolean doubleSided) {
        return doubleSided ? firstIndex + singleCount : firstIndex + singleCount - animatedSingle;
    }

    /** The indices of that run's faces with an animated texture. */
    public int animatedCount(boolean doubleSided) {
        return doubleSided ? animatedDouble : animatedSingle;
    }
}
