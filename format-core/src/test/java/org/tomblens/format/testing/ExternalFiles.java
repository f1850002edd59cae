package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Real files the project does not carry, in a folder a system property or an environment variable names. Tests that
 * need them are skipped, saying why, when no folder is named or it is not there.
 */
public final class ExternalFiles {
    private ExternalFiles() {}

    /**
     * The files under the folder named by system property {@code property} or environment variable {@code
     * variable} that {@code wanted} takes, sorted by path; {@code what} names them in the reason for a skip.
     */
    public static List<Path> under(String property, String variable, String what, Predicate<Path> wanted)
            throws IOException {
        var configured = System.getProperty(property, System.getenv(variable));
        if (configured == null || configured.isBlank()) {
            abort("no " + what + " given: set " + variable + " (or -D" + property + ") to a folder of them");
        }
        var root = Path.of(configured);
        if (!Files.isDirectory(root)) {
            abort("the " + what + " folder " + root + " is not there");
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).filter(wanted).sorted().toList();
        }
    }
}
