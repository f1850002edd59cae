package org.tomblens.app.cli.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files under the paths a user gives, in a stable order: each path as given, a folder's entries by name,
 * depth first. Links to files are followed, links to folders inside a walked folder are not (they may loop).
 * Paths are handed over one at a time, so that a folder of any size is walked without listing it all first.
 */
final class CollectionWalk {
    /** What the walk meets: a file (or a path named that is neither file nor folder), or a folder it cannot list. */
    interface Visitor {
        void file(Path file, boolean named);

        void unlistable(Path folder, IOException why);
    }

    private CollectionWalk() {}

    static void walk(List<Path> paths, Visitor visitor) {
        for (var path : paths) {
            if (Files.isDirectory(path)) {
                folder(path, visitor);
            } else {
                visitor.file(path, true);
            }
        }
    }

    private static void folder(Path folder, Visitor visitor) {
        List<Path> entries;
        try (Stream<Path> listed = Files.list(folder)) {
            entries = listed.sorted().toList();
        } catch (IOException e) {
            visitor.unlistable(folder, e);
            return;
        }
        for (var entry : entries) {
            if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                folder(entry, visitor);
            } else if (Files.isRegularFile(entry)) {
                visitor.file(entry, false);
            }
        }
    }
}
