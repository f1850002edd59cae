package org.tomblens.app.route;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The route of each level file, kept in the settings folder ({@code routes/}) so that it opens again with the
 * level: one file per level, named by the level's file name and a digest of its full path (two levels of one name
 * in different folders keep their own), a trview route or, for randomizer locations, a location file.
 */
public final class RememberedRoutes {
    private final Path folder;

    /** Routes kept in {@code settingsFolder}'s {@code routes} folder. */
    public RememberedRoutes(Path settingsFolder) {
        this.folder = settingsFolder.resolve("routes");
    }

    /** The route remembered for {@code level}, or null when none is (or it cannot be read any more). */
    public Route load(Path level) {
        for (var extension : new String[] {RouteFiles.TRVIEW, RouteFiles.LOCATIONS}) {
            var file = fileFor(level, extension);
            if (Files.isRegularFile(file)) {
                try {
                    return RouteFiles.read(file, level.getFileName().toString());
                } catch (IOException | RouteFileException e) {
                    System.err.println("tomblens: ignoring the remembered route " + file + ": " + e.getMessage());
                }
            }
        }
        return null;
    }

    /** Remembers {@code route} for {@code level}; an empty route is forgotten. */
    public void save(Path level, Route route) throws IOException {
        var locations = route.levelKey() != null;
        var kept = fileFor(level, locations ? RouteFiles.LOCATIONS : RouteFiles.TRVIEW);
        Files.deleteIfExists(fileFor(level, locations ? RouteFiles.TRVIEW : RouteFiles.LOCATIONS));
        if (route.waypoints().isEmpty() && route.otherLevels().isEmpty()) {
            Files.deleteIfExists(kept);
        } else {
            RouteFiles.write(route, kept, level.getFileName().toString());
        }
    }

    private Path fileFor(Path level, String extension) {
        var full = level.toAbsolutePath().normalize().toString();
        try {
            var digest = MessageDigest.getInstance("SHA-256").digest(full.getBytes(StandardCharsets.UTF_8));
            return folder.resolve(level.getFileName() + "-" + HexFormat.of().formatHex(digest, 0, 8) + "."
                    + extension);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
