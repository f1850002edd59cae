package org.tomblens.app.cli.check;

import org.tomblens.format.io.LevelFormatException;

/**
 * Why a file could not be read: the whole message, and where the reader stopped when it knows (the typed error
 * of a reader); a file that cannot be opened, or is not a known kind, has neither.
 *
 * @param offset the byte offset, or null
 * @param field the field path, e.g. {@code rooms[12].portals[3]}, or null
 * @param region "file", or the unpacked chunk the offset counts in, or null
 */
public record Failure(String message, Long offset, String field, String region) {

    /** The reader's own account of where and why. */
    static Failure of(LevelFormatException e) {
        return new Failure(e.getMessage(), e.offset(), e.fieldPath(), e.region());
    }

    /** A failure with no place in the file. */
    static Failure unplaced(String message) {
        return new Failure(message, null, null, null);
    }
}
