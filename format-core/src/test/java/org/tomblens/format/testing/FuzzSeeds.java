package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files fuzz tests start from: the bundled demo level, which every clone has, then the corpus's files when
 * the corpus is there, in a fixed order (an input names its seed by number).
 */
public final class FuzzSeeds {
    private FuzzSeeds() {}

    /** The demo level, then every corpus level (TR1–TR5, the encrypted TRNG level among them). */
    public static List<FuzzedFile.File> levels() {
        var seeds = new ArrayList<FuzzedFile.File>();
        seeds.add(file(DemoLevelFile.PATH));
        if (Corpus.present()) {
            Corpus.levels().forEach(level -> seeds.add(file(level)));
        }
        return seeds;
    }

    /** The corpus files of {@code folder} with these extensions; none without the corpus. */
    public static List<FuzzedFile.File> corpus(String folder, String... extensions) {
        if (!Corpus.present()) {
            return List.of();
        }
        return Corpus.files(folder, extensions).stream().map(FuzzSeeds::file).toList();
    }

    /** A file's name and bytes. */
    public static FuzzedFile.File file(Path path) {
        try {
            return new FuzzedFile.File(path.getFileName().toString(), Files.readAllBytes(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
