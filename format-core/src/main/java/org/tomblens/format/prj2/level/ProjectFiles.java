package org.tomblens.format.prj2.level;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tomblens.format.prj2.ProjectSettings;

/**
 * Finds the files a project names. Projects store paths as the editor's machine saw them: absolute paths of
 * another computer ({@code D:\Levels\coastal.png}) or paths with the editor's variables
 * ({@code $(LevelDirectory)\..\Textures\title.png}). A path is tried as written (variables expanded, either
 * separator), then relative to the project's folder, then by its file name next to the project and anywhere in
 * the project's folder tree.
 */
final class ProjectFiles {
    /** The folder tree is searched this deep below the project's folder, and no further than this many entries. */
    static final int MAX_SEARCH_DEPTH = 8;
    static final int MAX_SEARCH_ENTRIES = 20_000;
    private static final Pattern VARIABLE = Pattern.compile("\\$\\((\\w+)\\)");
    private static final Pattern WINDOWS_ABSOLUTE = Pattern.compile("^[A-Za-z]:[/\\\\].*");

    private final Path folder;
    private final Map<String, String> variables = new HashMap<>();
    private Map<String, Path> byName;

    ProjectFiles(Path projectFile, ProjectSettings settings) {
        this.folder = projectFile.toAbsolutePath().getParent();
        variables.put("LevelDirectory", folder.toString());
        settings.text(ProjectSettings.GAME_DIRECTORY).ifPresent(game -> variables.put("GameDirectory", expand(game)));
    }

    /** Where the file a project names is, and how it was found; {@link FileReference#found()} null when not found. */
    FileReference find(String stored) {
        if (stored == null || stored.isBlank()) {
            return new FileReference(stored == null ? "" : stored, null, "no path is stored");
        }
        try {
            return search(stored);
        } catch (InvalidPathException e) {
            // A damaged project may store characters no path here can hold (a NUL, say): it names no file.
            return new FileReference(stored, null, "the path cannot name a file here: " + e.getReason());
        }
    }

    private FileReference search(String stored) {
        var expanded = expand(stored).replace('\\', '/');
        var foreign = WINDOWS_ABSOLUTE.matcher(expanded).matches() && !folder.getRoot().toString().contains(":");
        if (!foreign && !VARIABLE.matcher(expanded).find()) {
            var written = folder.resolve(expanded).normalize();
            if (Files.isRegularFile(written)) {
                var how = Path.of(expanded).isAbsolute() ? "found where the project says"
                        : "found relative to the project";
                return new FileReference(stored, written, how);
            }
        }
        var name = expanded.substring(expanded.lastIndexOf('/') + 1);
        if (name.isEmpty()) {
            return new FileReference(stored, null, "the path names no file");
        }
        var beside = folder.resolve(name);
        if (Files.isRegularFile(beside)) {
            return new FileReference(stored, beside, "found by name next to the project");
        }
        var inTree = names().get(name.toLowerCase(Locale.ROOT));
        if (inTree != null) {
            return new FileReference(stored, inTree, "found by name in the project's folder tree");
        }
        return new FileReference(stored, null, "not found where the project says, nor by name ('" + name
                + "') in " + folder);
    }

    /** The path with the variables this machine can fill in expanded; others (e.g. the editor's folder) stay. */
    private String expand(String path) {
        var matcher = VARIABLE.matcher(path);
        var out = new StringBuilder();
        while (matcher.find()) {
            var value = variables.get(matcher.group(1));
            matcher.appendReplacement(out, Matcher.quoteReplacement(value != null ? value : matcher.group()));
        }
        return matcher.appendTail(out).toString();
    }

    /** Every file of the project's folder tree by lower-case name (the first one met wins), listed once. */
    private Map<String, Path> names() {
        if (byName == null) {
            byName = new HashMap<>();
            try {
                Files.walkFileTree(folder, Set.of(), MAX_SEARCH_DEPTH, new SimpleFileVisitor<>() {
                    private int entries;

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        if (attributes.isRegularFile()) {
                            byName.putIfAbsent(file.getFileName().toString().toLowerCase(Locale.ROOT), file);
                        }
                        return ++entries < MAX_SEARCH_ENTRIES ? FileVisitResult.CONTINUE : FileVisitResult.TERMINATE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) {
                        return FileVisitResult.CONTINUE;
                    }
                });
            } catch (IOException e) {
                // An unreadable folder tree: the names listed so far are all there is to search.
            }
        }
        return byName;
    }
}
