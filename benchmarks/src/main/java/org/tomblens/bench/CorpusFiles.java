package org.tomblens.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds corpus files for benchmarks: {@code -Dtomblens.corpus=PATH}, default {@code ../shared/levels}. */
final class CorpusFiles {
    private CorpusFiles() {}

    static Path root() {
        return Path.of(System.getProperty("tomblens.corpus", "../shared/levels"));
    }

    static byte[] read(String relative) {
        try {
            return Files.readAllBytes(root().resolve(relative));
        } catch (IOException e) {
            throw new UncheckedIOException("benchmark input missing (set -Dtomblens.corpus): " + e.getMessage(), e);
        }
    }
}
