package org.tomblens.format.diff;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;

/** The two levels being compared, and what every comparison asks of the pair. */
record LevelPair(PreparedLevel a, PreparedLevel b) {
    Level levelA() {
        return a.level();
    }

    Level levelB() {
        return b.level();
    }

    /** Same game: fields whose meaning is the game's own (light values, texture indices) compare too. */
    boolean sameVersion() {
        return levelA().version() == levelB().version();
    }

    /** Both games are at least {@code version}. */
    boolean bothAtLeast(GameVersion version) {
        return levelA().version().atLeast(version) && levelB().version().atLeast(version);
    }
}
