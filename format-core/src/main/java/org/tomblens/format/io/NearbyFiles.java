package org.tomblens.format.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Finds the files a game keeps around its levels (MAIN.SFX, SCRIPT.DAT, a language file), by name in any letter
 * case: games and their copies on other systems spell them either way. Names are compared before the file system is
 * asked what an entry is: a level kept in a download folder of thousands of entries would otherwise cost a call for
 * each of them, for every file looked for.
 */
public final class NearbyFiles {
    private static final String DATA_FOLDER = "DATA";

    /** The folders listed so far on this thread within {@link #eachFolderListedOnce}, by folder; null outside it. */
    private static final ThreadLocal<Map<Path, List<Path>>> LISTED = new ThreadLocal<>();

    private NearbyFiles() {}

    /**
     * Runs {@code work} with each folder listed once however many files it looks for there: preparing a level looks
     * for its script, sounds, soundtracks and cutscene packs in the same few folders, and each look listed them again,
     * thousands of entries each in a download folder. A file added to a folder meanwhile is seen after {@code work}.
     */
    public static <T> T eachFolderListedOnce(Supplier<T> work) {
        if (LISTED.get() != null) {
            return work.get();
        }
        LISTED.set(new HashMap<>());
        try {
            return work.get();
        } finally {
            LISTED.remove();
        }
    }

    /** Where a file was looked for, in order, and the file if one was found. */
    public record Search(Optional<Path> file, List<Path> folders) {
        public Search {
            folders = List.copyOf(folders);
        }
    }

    /**
     * Looks for {@code name} in the level's folder, then (with {@code alsoParent}) in the folder above it, then in
     * every folder named DATA beside the level's folder.
     */
    public static Search find(Path levelFile, String name, boolean alsoParent) {
        var folder = levelFile.toAbsolutePath().normalize().getParent();
        var folders = new LinkedHashSet<Path>();
        if (folder != null) {
            folders.add(folder);
            var parent = folder.getParent();
            if (parent != null) {
                if (alsoParent) {
                    folders.add(parent);
                }
                entries(parent, DATA_FOLDER).filter(Files::isDirectory).forEach(folders::add);
            }
        }
        for (var candidate : folders) {
            var file = in(candidate, name);
            if (file.isPresent()) {
                return new Search(file, List.copyOf(folders));
            }
        }
        return new Search(Optional.empty(), List.copyOf(folders));
    }

    /** The file named {@code name}, in any letter case, in {@code folder}. */
    public static Optional<Path> in(Path folder, String name) {
        return entries(folder, name).filter(Files::isRegularFile).findFirst();
    }

    /** The first folder named {@code name}, in any letter case, in {@code parent}. */
    public static Optional<Path> folder(Path parent, String name) {
        return entries(parent, name).filter(Files::isDirectory).findFirst();
    }

    /** The files of {@code folder}, sorted; none where it cannot be listed. */
    public static Stream<Path> files(Path folder) {
        return entries(folder, p -> true).filter(Files::isRegularFile);
    }

    /**
     * A file name without its extension, in upper case: how games and their scripts name a level whatever its
     * case and extension ({@code DATA\LVL1} names {@code data/lvl1.tr4}).
     */
    public static String stem(String fileName) {
        var dot = fileName.lastIndexOf('.');
        return (dot > 0 ? fileName.substring(0, dot) : fileName).toUpperCase(Locale.ROOT);
    }

    /** The entries of {@code folder} named {@code name} in any letter case, sorted. */
    private static Stream<Path> entries(Path folder, String name) {
        return entries(folder, p -> p.getFileName().toString().equalsIgnoreCase(name));
    }

    /** The entries of {@code folder} that {@code kept} keeps, sorted; none where it cannot be listed. */
    private static Stream<Path> entries(Path folder, Predicate<Path> kept) {
        var listed = LISTED.get();
        var entries = listed == null ? list(folder) : listed.computeIfAbsent(folder, NearbyFiles::list);
        return entries.stream().filter(kept).sorted();
    }

    /** Every entry of {@code folder}, in the file system's order; none where it cannot be listed. */
    private static List<Path> list(Path folder) {
        try (var entries = Files.list(folder)) {
            return entries.toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
