package org.tomblens.app.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.open.Formats;

/** Which files the viewer opens, and stepping to the previous or next one in the same folder. */
public final class LevelFiles {
    /** Extensions the viewer opens, lower case: those of every registered format. */
    public static final Set<String> EXTENSIONS = Formats.extensions();

    private LevelFiles() {}

    public static boolean isOpenable(Path file) {
        return Formats.isOpenable(file);
    }

    /**
     * The open dialog's filter: {@code *.ext} for every extension, in lower and upper case, since some systems'
     * dialogs match case.
     */
    public static List<String> dialogPatterns() {
        var patterns = new ArrayList<String>();
        for (var extension : EXTENSIONS) {
            patterns.add("*." + extension);
            patterns.add("*." + extension.toUpperCase(Locale.ROOT));
        }
        return patterns;
    }

    /** The openable files of {@code file}'s folder, sorted by name ignoring case. */
    public static List<Path> siblings(Path file) throws IOException {
        var folder = file.toAbsolutePath().getParent();
        if (folder == null) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(Files::isRegularFile).filter(LevelFiles::isOpenable)
                    .sorted((a, b) -> a.getFileName().toString().compareToIgnoreCase(b.getFileName().toString()))
                    .toList();
        }
    }

    /** The openable file {@code step} places after (negative: before) {@code file} in its folder, wrapping. */
    public static Optional<Path> step(Path file, int step) throws IOException {
        return step(file, step, List.of());
    }

    /**
     * As {@link #step(Path, int)}, with the folder's files in the game's order where {@code order} (file names
     * without extension, upper case, as the game's script lists its levels) names them, the others after them.
     */
    public static Optional<Path> step(Path file, int step, List<String> order) throws IOException {
        var siblings = new ArrayList<>(siblings(file));
        siblings.sort(Comparator.comparingInt((Path sibling) -> {
            var index = order.indexOf(NearbyFiles.stem(sibling.getFileName().toString()));
            return index < 0 ? Integer.MAX_VALUE : index;
        }));
        if (siblings.isEmpty()) {
            return Optional.empty();
        }
        var here = siblings.indexOf(file.toAbsolutePath());
        if (here < 0) {
            return Optional.of(siblings.get(0));
        }
        var next = Math.floorMod(here + step, siblings.size());
        return next == here ? Optional.empty() : Optional.of(siblings.get(next));
    }
}
