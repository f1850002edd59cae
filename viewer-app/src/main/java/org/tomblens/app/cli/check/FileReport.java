package org.tomblens.app.cli.check;

import org.tomblens.format.open.FileKind;
import java.nio.file.Path;
import java.util.List;

/**
 * What {@code check} found in one file.
 *
 * @param kind null for a file named on the command line that is no known kind
 * @param version the game or format version, e.g. "TR3", "WAD2", "TR2/TR3 PC"; null where it could not be told
 * @param warnings every warning the reading gave, as one line each
 * @param failure why it could not be read, or null when it was
 */
public record FileReport(Path path, FileKind kind, String version, List<String> warnings, Failure failure) {

    public FileReport {
        warnings = List.copyOf(warnings);
    }

    /** A file read, with the warnings its reading gave. */
    static FileReport read(Path path, FileKind kind, String version, List<String> warnings) {
        return new FileReport(path, kind, version, warnings, null);
    }

    /** A file that could not be read. */
    static FileReport failed(Path path, FileKind kind, String version, Failure failure) {
        return new FileReport(path, kind, version, List.of(), failure);
    }

    public Status status() {
        if (failure != null) {
            return Status.ERROR;
        }
        return warnings.isEmpty() ? Status.OK : Status.WARNINGS;
    }

    /** The outcome, by the name the outputs give it. */
    public enum Status {
        OK("ok"), WARNINGS("warnings"), ERROR("error");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
