package org.tomblens.app.files;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file whole or not at all: under another name in the same folder first, then moved over the target, so
 * a failed write leaves no broken file and a reader never sees half of one. Every file the application saves goes
 * through here.
 */
public final class WholeFile {
    /** What fills the file. */
    @FunctionalInterface
    public interface Contents {
        void writeTo(OutputStream out) throws IOException;
    }

    private WholeFile() {}

    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /** Writes {@code target}, making its folder. */
    public static void write(Path target, Contents contents) throws IOException {
        var folder = target.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        var partial = newPartial(folder, target.getFileName().toString());
        try {
            try (var out = Files.newOutputStream(partial, StandardOpenOption.WRITE)) {
                contents.writeTo(out);
            }
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /**
     * A new empty file beside the target. Made as any new file is, so that it, and the target it becomes, get the
     * permissions the user's umask gives: {@code Files.createTempFile} would make it readable by its owner alone.
     */
    private static Path newPartial(Path folder, String name) throws IOException {
        while (true) {
            var partial = folder.resolve("." + name + "." + Long.toUnsignedString(
                    ThreadLocalRandom.current().nextLong(), 36) + ".partial");
            try {
                return Files.createFile(partial);
            } catch (FileAlreadyExistsException taken) {
                // Another write's partial file has this name: draw another.
            }
        }
    }
}
