package org.tomblens.app.session;

import org.tomblens.app.services.ComparisonService;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.overlay.OverlayRenderer;

/**
 * One level (A) compared with another (B), or with none: the differences, B uploaded so that it can be shown in
 * A's place, and which of the two the view shows. Both levels' overlays tint the differences where they lie in each.
 */
public final class ComparisonState implements ComparisonService, AutoCloseable {
    private final OverlayRenderer overlayA;
    private LevelSession b;
    private LevelDiff diff;
    private boolean showingB;
    private boolean tinted;

    /** No comparison yet for the level whose overlay is {@code overlayA}. */
    ComparisonState(OverlayRenderer overlayA) {
        this.overlayA = overlayA;
    }

    /** Compares the level with {@code b} (uploaded for it), ending any comparison before; tints both. */
    void compare(LevelSession b, LevelDiff diff) {
        close();
        this.b = b;
        this.diff = diff;
        showingB = false;
        tint(true);
    }

    /** The level the view shows: {@code a}, or B while the comparison shows it. */
    LevelSession shown(LevelSession a) {
        return b != null && showingB ? b : a;
    }

    @Override
    public boolean comparing() {
        return b != null;
    }

    @Override
    public LevelDiff diff() {
        return diff;
    }

    @Override
    public PreparedLevel b() {
        return b == null ? null : b.prepared();
    }

    @Override
    public boolean showingB() {
        return showingB;
    }

    @Override
    public void showB(boolean on) {
        showingB = on && b != null;
    }

    @Override
    public boolean tinted() {
        return tinted;
    }

    @Override
    public void tint(boolean on) {
        if (b == null) {
            return;
        }
        tinted = on;
        overlayA.showDiff(on ? diff : null, false);
        b.scene().overlay().showDiff(on ? diff : null, true);
    }

    /** Ends the comparison: level A untinted, level B closed. */
    @Override
    public void close() {
        if (b != null) {
            overlayA.showDiff(null, false);
            b.close();
            b = null;
            diff = null;
            showingB = false;
            tinted = false;
        }
    }
}
