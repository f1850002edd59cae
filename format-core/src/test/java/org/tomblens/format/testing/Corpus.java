package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.tomblens.format.model.GameVersion;

/**
 * The shared corpus of real files written by other people ({@code ../shared/levels}).
 *
 * <p>Its place comes from the {@code tomblens.corpus} system property (set by the build). Where the folder
 * is absent, tests that need it are aborted (reported as skipped) with a message naming the folder,
 * unless {@code TOMBLENS_CORPUS_REQUIRED=1} is set, as CI does: then a missing corpus is a failure.
 */
public final class Corpus {
    /** The corpus's encrypted TRNG level: {@link #ENCRYPTED_TWIN} behind TRNG's encryption, "TR4c" magic and all. */
    public static final String ENCRYPTED = "tr4/trview-lake-enc.tr4";
    /** The plain TR5 level that {@link #ENCRYPTED} encrypts (the corpus README gives both the same source). */
    public static final String ENCRYPTED_TWIN = "tr5/trview-lake.trc";

    private Corpus() {}

    /**
     * Whether the corpus is there, for tests that also run without it (on what they make themselves); its
     * absence fails them too where the corpus is required.
     */
    public static boolean present() {
        var root = Path.of(System.getProperty("tomblens.corpus", "../shared/levels")).toAbsolutePath().normalize();
        if (!Files.isDirectory(root) && "1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
            fail("test corpus not found at " + root + " (set -Dtomblens.corpus=PATH; see ../shared/levels/README.md)");
        }
        return Files.isDirectory(root);
    }

    /** The corpus folder, after checking it is there. */
    public static Path root() {
        var configured = System.getProperty("tomblens.corpus", "../shared/levels");
        var root = Path.of(configured).toAbsolutePath().normalize();
        if (!Files.isDirectory(root)) {
            var message = "test corpus not found at " + root
                    + " (set -Dtomblens.corpus=PATH; see ../shared/levels/README.md)";
            if ("1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
                fail(message);
            }
            abort(message);
        }
        return root;
    }

    /** One file of the corpus, by its path inside the corpus folder, e.g. {@code "tr1/rando-test1.phd"}. */
    public static Path file(String relative) {
        var path = root().resolve(relative);
        if (!Files.isRegularFile(path)) {
            fail("corpus file missing: " + path);
        }
        return path;
    }

    /**
     * A file of the game folders beside the corpus ({@code ../shared/games}: scripts and what else a game keeps
     * around its levels), by its path there, e.g. {@code "trle-trfr/script.dat"}.
     */
    public static Path gameFile(String relative) {
        var path = root().resolveSibling("games").resolve(relative);
        if (!Files.isRegularFile(path)) {
            fail("game file missing: " + path);
        }
        return path;
    }

    /** Every file of a corpus folder whose name ends with one of the extensions (case-insensitive), sorted. */
    public static List<Path> files(String folder, String... extensions) {
        try (Stream<Path> entries = Files.list(root().resolve(folder))) {
            return entries.filter(p -> hasExtension(p, extensions)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every level file of the five game folders, sorted by folder then name. */
    public static List<Path> levels() {
        return Stream.of("tr1", "tr2", "tr3", "tr4", "tr5")
                .flatMap(folder -> files(folder, ".phd", ".tub", ".tr2", ".tr4", ".trc").stream())
                .toList();
    }

    /**
     * The version a corpus level reads as: its folder's, but for the encrypted TRNG level, which sits in
     * {@code tr4/} for its TR4 magic and reads as TR5 like its plain twin.
     */
    public static GameVersion version(Path level) {
        if (level.endsWith(Path.of(ENCRYPTED))) {
            return GameVersion.TR5;
        }
        return GameVersion.valueOf(level.getParent().getFileName().toString().toUpperCase(Locale.ROOT));
    }

    private static boolean hasExtension(Path path, String... extensions) {
        var name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        for (var extension : extensions) {
            if (name.endsWith(extension)) {
                return true;
            }
        }
        return false;
    }
}
