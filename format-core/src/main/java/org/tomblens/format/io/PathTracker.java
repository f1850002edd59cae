package org.tomblens.format.io;

/**
 * Where a reader or writer is in a level's structure, e.g. {@code rooms[12].portals[3]}, for its error
 * messages. Entering and leaving allocate nothing; the text is only built when something fails.
 */
public abstract class PathTracker {
    private static final int MAX_DEPTH = 16;

    private final String[] names = new String[MAX_DEPTH];
    private final int[] indices = new int[MAX_DEPTH];
    private int depth;
    private char separator = '.';

    /** Joins the parts of paths with {@code separator} from now on ('.' unless told). */
    public void pathSeparator(char separator) {
        this.separator = separator;
    }

    /** Enters a named part, e.g. {@code enter("rooms", 12)}; index -1 for a part with no index. */
    public void enter(String name, int index) {
        if (depth < MAX_DEPTH) {
            names[depth] = name;
            indices[depth] = index;
        }
        depth++;
    }

    public void enter(String name) {
        enter(name, -1);
    }

    public void leave() {
        depth--;
    }

    /** The current path with {@code field} appended, e.g. {@code rooms[12].portals[3].vertices}. */
    public String path(String field) {
        var path = new StringBuilder();
        for (int i = 0; i < Math.min(depth, MAX_DEPTH); i++) {
            if (path.length() > 0) {
                path.append(separator);
            }
            path.append(names[i]);
            if (indices[i] >= 0) {
                path.append('[').append(indices[i]).append(']');
            }
        }
        if (field != null && !field.isEmpty()) {
            if (path.length() > 0) {
                path.append(separator);
            }
            path.append(field);
        }
        return path.toString();
    }

    /** Takes over {@code other}'s path. */
    void copyPath(PathTracker other) {
        System.arraycopy(other.names, 0, names, 0, MAX_DEPTH);
        System.arraycopy(other.indices, 0, indices, 0, MAX_DEPTH);
        depth = other.depth;
        separator = other.separator;
    }
}
