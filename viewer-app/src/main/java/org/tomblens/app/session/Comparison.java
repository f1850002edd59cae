package org.tomblens.app.session;

import org.tomblens.format.diff.LevelDiff;

/**
 * The level on screen (A) compared with another (B): the differences, B uploaded so that it can be shown in A's
 * place, and which of the two the view shows. Both levels' overlays tint the differences where they lie in each.
 */
public final class Comparison implements AutoCloseable {
    private final LevelDiff diff;
    private final LevelSession a;
    private final LevelSession b;
    private boolean showingB;
    private boolean tinted;

    /** Compares {@code a}, the level on screen, with {@code b}, uploaded for it; tints both. */
    Comparison(LevelSession a, LevelSession b, LevelDiff diff) {
        this.diff = diff;
        this.a = a;
        this.b = b;
        tint(true);
    }

    /** Whether the differences are tinted in the view. */
    public boolean tinted() {
        return tinted;
    }

    public void tint(boolean on) {
        tinted = on;
        a.overlay().showDiff(on ? diff : null, false);
        b.overlay().showDiff(on ? diff : null, true);
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

    /** Ends the comparison: level A untinted, level B closed. */
    @Override
    public void close() {
        a.overlay().showDiff(null, false);
        b.close();
    }
}
