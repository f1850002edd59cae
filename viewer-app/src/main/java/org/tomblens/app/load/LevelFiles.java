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

/** Which files the viewer opens, and stepping to the previous or next one in the same folder. */
public final class LevelFiles {
    /** Extensions the viewer opens, lower case. */
    public static final Set<String> EXTENSIONS = Set.of("phd", "tub", "tr2", "tr4", "trc", "wad", "wad2", "prj2");

    private LevelFiles() {}

    public static boolean isOpenable(Path file) {
        var name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        var dot = name.lastIndexOf('.');
        return dot >= 0 && EXTENSIONS.contains(name.substring(dot + 1));
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
