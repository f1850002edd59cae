package org.tomblens.app.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What stands, when a test starts the viewer, in the places it must not write to: the user's home (as the password
 * database names it, and as this Java was given it) with the folders the viewer would use there, and the system's
 * temporary folder. {@link #added()} names what appeared since.
 *
 * <p>In the temporary folder, which every program on the machine shares, only names of what the viewer and its
 * libraries are known to leave there count (LWJGL's, Dear ImGui's and Lua's extracted libraries, ImageIO's caches,
 * the sound server's sockets, our own): the viewer's own temporary folder is checked to receive those instead.
 */
final class OutsideFolders {
    private static final Pattern OURS_IN_TEMPORARY = Pattern.compile(
            "(?i).*(lwjgl|imgui|imageio|tomblens|pulse-|jna|mesa|gdx|jnigen|luajava).*");
    private final List<Path> homes;
    private final Set<Path> before;

    private OutsideFolders(List<Path> homes, Set<Path> before) {
        this.homes = homes;
        this.before = before;
    }

    static OutsideFolders now() throws IOException {
        var homes = new ArrayList<Path>();
        homes.add(Path.of(System.getProperty("user.home")));
        passwordHome().ifPresent(homes::add);
        return new OutsideFolders(List.copyOf(homes), entries(homes));
    }

    /** What appeared in those places since {@link #now()}. */
    List<Path> added() throws IOException {
        var added = new ArrayList<Path>();
        for (var entry : entries(homes)) {
            if (!before.contains(entry)) {
                added.add(entry);
            }
        }
        return added;
    }

    private static Set<Path> entries(List<Path> homes) throws IOException {
        var entries = new HashSet<Path>();
        for (var home : homes) {
            for (var folder : List.of(home, home.resolve("TombLens"), home.resolve("TombLens/screenshots"),
                    home.resolve(".config"), home.resolve(".config/tomblens"), home.resolve(".cache"))) {
                entries.addAll(list(folder));
            }
        }
        for (var entry : list(Path.of("/tmp"))) {
            if (OURS_IN_TEMPORARY.matcher(entry.getFileName().toString()).matches()) {
                entries.add(entry);
            }
        }
        return entries;
    }

    private static List<Path> list(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (var entries = Files.list(folder)) {
            return entries.toList();
        }
    }

    /** The home the password database gives this user, where Java's own user.home comes from. */
    private static java.util.Optional<Path> passwordHome() throws IOException {
        var passwd = Path.of("/etc/passwd");
        if (!Files.isReadable(passwd)) {
            return java.util.Optional.empty();
        }
        var user = System.getProperty("user.name");
        return Files.readAllLines(passwd).stream().map(line -> line.split(":"))
                .filter(fields -> fields.length >= 6 && fields[0].equals(user)).map(fields -> Path.of(fields[5]))
                .findFirst();
    }
}
