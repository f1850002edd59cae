package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The games' own levels as they shipped, outside the project's corpus: every file under the folder named by the
 * {@code tomblens.retail.levels} system property or the {@code TOMBLENS_RETAIL_LEVELS} environment variable. Tests
 * that need them are skipped, saying why, without that folder.
 */
public final class RetailLevels {
    private RetailLevels() {}

    /** Every file under the folder, sorted by path. */
    public static List<Path> files() throws IOException {
        var configured = System.getProperty("tomblens.retail.levels", System.getenv("TOMBLENS_RETAIL_LEVELS"));
        if (configured == null || configured.isBlank()) {
            abort("no retail levels given: set TOMBLENS_RETAIL_LEVELS (or -Dtomblens.retail.levels) to a folder "
                    + "holding the games' levels");
        }
        var root = Path.of(configured);
        if (!Files.isDirectory(root)) {
            abort("the retail levels folder " + root + " is not there");
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
