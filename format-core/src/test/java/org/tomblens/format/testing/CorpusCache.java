package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;

/** Corpus levels read once per test run, for tests that check many facts of the same levels. */
public final class CorpusCache {
    private static final Map<Path, Level> LEVELS = new ConcurrentHashMap<>();

    private CorpusCache() {}

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
        return Corpus.levels().stream().map(CorpusCache::level).toList();
    }
}
