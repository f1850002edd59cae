package org.tomblens.app.window;

import java.nio.file.Path;
import java.util.Optional;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.util.tinyfd.TinyFileDialogs;
import org.tomblens.app.load.LevelFiles;

/** The platform's native file dialogs, through LWJGL's tinyfd. */
final class FileDialogs {
    private FileDialogs() {}

    /** Asks for a level, library or project to open, starting beside {@code current} (may be null). */
    static Optional<Path> openLevel(Path current) {
        try (var stack = MemoryStack.stackPush()) {
            var filter = LevelFiles.dialogPatterns();
            var patterns = stack.mallocPointer(filter.size());
            filter.forEach(pattern -> patterns.put(stack.UTF8(pattern)));
            patterns.flip();
            var start = current == null ? "" : current.toAbsolutePath().toString();
            var chosen = TinyFileDialogs.tinyfd_openFileDialog("Open a level, WAD or project", start, patterns,
                    "Tomb Raider levels, WADs, PRJ2 projects", false);
            return Optional.ofNullable(chosen).filter(name -> !name.isBlank()).map(Path::of);
        }
    }

    /** Asks where to save a glTF binary, suggesting {@code suggested}. */
    static Optional<Path> saveGlb(Path suggested) {
        try (var stack = MemoryStack.stackPush()) {
            var patterns = stack.mallocPointer(1);
            patterns.put(stack.UTF8("*.glb")).flip();
            var chosen = TinyFileDialogs.tinyfd_saveFileDialog("Export as glTF", suggested.toString(), patterns,
                    "glTF 2.0 binary");
            return Optional.ofNullable(chosen).filter(name -> !name.isBlank()).map(Path::of);
        }
    }
}
