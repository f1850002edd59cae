package org.tomblens.app.session;

import org.tomblens.format.diff.LevelDiff;

/**
 * The level on screen (A) compared with another (B): the differences, B uploaded so that it can be shown in A's
 * place, and which of the two the view shows. Both levels' overlays tint the differences where they lie in each.
 */
public final class Comparison implements AutoCloseable {
    private final LevelDiff diff;
    private final LevelSession b;
    private boolean showingB;

    /** Compares {@code a}, the level on screen, with {@code b}, uploaded for it; tints both. */
    Comparison(LevelSession a, LevelSession b, LevelDiff diff) {
        this.diff = diff;
        this.b = b;
        a.overlay().showDiff(diff, false);
        b.overlay().showDiff(diff, true);
    }

    public LevelDiff diff() {
        return diff;
    }

    /** Level B. */
    public LevelSession b() {
        return b;
    }

    /** Whether the view shows level B in place of A. */
    public boolean showingB() {
        return showingB;
    }

    public void showB(boolean on) {
        showingB = on;
    }

    @Override
    public void close() {
        b.close();
    }
}
