package org.tomblens.app.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes an export where it was asked for: beside it under another name first, then moved into place whole. */
public final class GlbFile {
    private GlbFile() {}

    public static void write(Path output, byte[] bytes) throws IOException {
        var folder = output.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        var partial = Files.createTempFile(folder, ".tomblens-export-", ".glb");
        try {
            Files.write(partial, bytes);
            Files.move(partial, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
