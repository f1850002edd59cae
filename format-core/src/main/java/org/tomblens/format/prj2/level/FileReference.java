package org.tomblens.format.prj2.level;

import java.nio.file.Path;

/**
 * A file a project names, and where it was found on this machine.
 *
 * @param stored the path as the project stores it
 * @param found the file, or null when it was not found
 * @param how how it was found, or why not
 */
public record FileReference(String stored, Path found, String how) {
    public boolean isFound() {
        return found != null;
    }
}
