package org.tomblens.render.scene;

/**
 * The steps the level's ambient animation of its rooms moves by: animated textures (§9.4) and the shimmer of
 * water rooms change together a few times a second, as the games advance their animated textures every few of their
 * 30 ticks a second, rather than at every frame. So a view whose only movement is theirs looks different only when a
 * step begins, and a window need draw it no more often than that.
 */
final class AmbientSteps {
    /** The games' ticks a second. */
    private static final int TICKS_PER_SECOND = 30;
    /** Ticks per step: six steps a second. */
    private static final int TICKS_PER_STEP = 5;

    private AmbientSteps() {}

    /** The step shown at {@code seconds}. */
    static long step(double seconds) {
        return (long) Math.floor(seconds * TICKS_PER_SECOND / TICKS_PER_STEP);
    }

    /** When the step shown at {@code seconds} began. */
    static double start(double seconds) {
        return step(seconds) * (double) TICKS_PER_STEP / TICKS_PER_SECOND;
    }

    /** When the step after the one shown at {@code seconds} begins. */
    static double next(double seconds) {
        return (step(seconds) + 1) * (double) TICKS_PER_STEP / TICKS_PER_SECOND;
    }
}
