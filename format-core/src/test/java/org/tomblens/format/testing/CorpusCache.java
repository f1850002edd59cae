package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;

/** Corpus levels read once per test run, for tests that check many facts of the same levels. */
public final class CorpusCache {
    private static final String ENCRYPTED = "trview-lake-enc.tr4";
    private static final Map<Path, Level> LEVELS = new ConcurrentHashMap<>();

    private CorpusCache() {}

    /** Every corpus level that can be read (the encrypted TRNG level cannot). */
    public static Stream<Path> readableLevels() {
        return Corpus.levels().stream().filter(path -> !path.getFileName().toString().equals(ENCRYPTED));
    }

    public static Level level(Path path) {
        return LEVELS.computeIfAbsent(path, p -> {
            try {
                return LevelReader.read(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    public static List<Level> levels() {
        return readableLevels().map(CorpusCache::level).toList();
    }
}
