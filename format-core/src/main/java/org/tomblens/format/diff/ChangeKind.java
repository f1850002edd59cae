package org.tomblens.format.diff;

import java.util.Locale;

/** How an item of level A stands to level B. */
public enum ChangeKind {
    /** Only in B. */
    ADDED,
    /** Only in A. */
    REMOVED,
    /** At the same index in both, with different values. */
    CHANGED,
    /** Identical, at another index in B. */
    MOVED;

    /** Its name as the command line writes it: added, removed, changed, moved. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
