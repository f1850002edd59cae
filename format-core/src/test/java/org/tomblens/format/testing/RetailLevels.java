package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.tomblens.format.read.LevelVariants;

/**
 * The games' own levels, which the project does not carry: every file under the folder named by the {@code
 * tomblens.retail.levels} system property or the {@code TOMBLENS_RETAIL_LEVELS} environment variable that is a level
 * of a kind the reader knows. Tests that need them are skipped, saying so, without one.
 */
public final class RetailLevels {
    private RetailLevels() {}

    /** A level file of the folder: where it lies, and its bytes. */
    public record LevelFile(Path path, byte[] bytes) {
        public String name() {
            return path.getFileName().toString();
        }
    }

    /** The folder's levels in the order of their paths, each read as the loop comes to it. */
    public static Iterable<LevelFile> all() throws IOException {
        var files = ExternalFiles.under("tomblens.retail.levels", "TOMBLENS_RETAIL_LEVELS", "retail levels",
                file -> true);
        return () -> files.stream().map(RetailLevels::levelOrNull).filter(Objects::nonNull).iterator();
    }

    private static LevelFile levelOrNull(Path path) {
        try {
            var bytes = Files.readAllBytes(path);
            return LevelVariants.of(bytes, path.getFileName().toString()) == null ? null : new LevelFile(path, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
