package org.tomblens.format.model;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * A soft problem: the file or the level model holds data the format does not allow, and reading it, or deriving
 * something from it (geometry, poses, a project's level), went on without it. A reader knows the byte offset where
 * it met the problem; what is derived from the model knows only the place in the model.
 *
 * @param path where, e.g. {@code rooms[12].portals[3]} or {@code animations[12].keyframes}; empty for the file as
 *             a whole
 * @param offset the byte offset in the file where the problem was read, if it was met while reading
 */
public record DataWarning(String path, OptionalLong offset, String message) {
    /** Past this many, a derivation stops listing its warnings and counts them in one more. */
    public static final int MAX_LISTED = 200;

    /** A problem met while reading, at byte {@code offset} of the file. */
    public DataWarning(String path, long offset, String message) {
        this(path, OptionalLong.of(offset), message);
    }

    /** A problem found in the level model, which has no byte offsets. */
    public DataWarning(String path, String message) {
        this(path, OptionalLong.empty(), message);
    }

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
        var all = new ArrayList<>(warnings);
        all.add(new DataWarning("", "more warnings not listed"));
        return List.copyOf(all);
    }

    /** The warning as one line: {@code path (0xOFFSET): message}, leaving out what it does not have. */
    @Override
    public String toString() {
        var where = path + (offset.isPresent() ? " (0x" + Long.toHexString(offset.getAsLong()) + ")" : "");
        return where.isEmpty() ? message : where + ": " + message;
    }
}
