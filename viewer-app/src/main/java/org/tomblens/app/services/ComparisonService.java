package org.tomblens.app.services;

import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.prepared.PreparedLevel;

/** The level on screen (A) compared with another (B): the differences, which of the two the view shows, the tint. */
public interface ComparisonService {
    /** Whether the level is compared with another. */
    boolean comparing();

    /** The differences from A to B, or null while none is compared. */
    LevelDiff diff();

    /** Level B, or null while none is compared. */
    PreparedLevel b();

    /** Whether the view shows level B in place of A. */
    boolean showingB();

    void showB(boolean on);

    /** Whether the differences are tinted in the view. */
    boolean tinted();

    void tint(boolean on);
}
