package org.tomblens.format.model;

import java.util.List;

/**
 * A soft problem found while deriving something from a level (geometry, poses): the level model holds
 * data the format does not allow, and the derivation went on without it.
 *
 * @param path where in the level model, e.g. {@code animations[12].keyframes}
 */
public record DataWarning(String path, String message) {
    /** Past this many, a derivation stops listing its warnings and counts them in one more. */
    public static final int MAX_LISTED = 200;

    /** Adds a warning to {@code warnings} unless {@link #MAX_LISTED} are already there. */
    public static void add(List<DataWarning> warnings, String path, String message) {
        if (warnings.size() < MAX_LISTED) {
            warnings.add(new DataWarning(path, message));
        }
    }

    /** An immutable copy of {@code warnings}, with a last line saying so when some were not listed. */
    public static List<DataWarning> finish(List<DataWarning> warnings) {
        if (warnings.size() < MAX_LISTED) {
            return List.copyOf(warnings);
        }
        var all = new java.util.ArrayList<>(warnings);
        all.add(new DataWarning("", "more warnings not listed"));
        return List.copyOf(all);
    }

    @Override
    public String toString() {
        return path + ": " + message;
    }
}
