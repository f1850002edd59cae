package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
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

    /** Every corpus level and the demo, each named by its file, as a parameterized test takes them. */
    public static Stream<Arguments> levelsAndDemo() {
        return Stream.concat(levels().stream(), Stream.of(DemoLevelFile.read()))
                .map(level -> Arguments.of(level.fileName(), level));
    }
}
