package org.tomblens.format.open;

import java.util.Locale;

/**
 * A file name extension a format goes by.
 *
 * @param extension lower case, without the dot
 * @param description what a file manager shows for files with this extension
 */
public record FileType(String extension, String description) {
    public FileType {
        extension = extension.toLowerCase(Locale.ROOT);
    }
}
