package org.tomblens.format.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;

/**
 * Reads a TR1–TR5 level file, PC or PlayStation, into a {@link Level}, as the {@link LevelVariant} that recognises it
 * lays it out. (The application opens every file through the format registry, {@code format.open.Formats}, which
 * asks the same variants; this is the way in for what knows it holds a level.)
 *
 * <p>Bad data never escapes as anything but a {@link LevelFormatException} naming the byte offset and the
 * field path; every count is checked against the bytes left before anything is allocated, and a file
 * must be consumed exactly.
 */
public final class LevelReader {
    private LevelReader() {}

    public static Level read(Path file) throws IOException {
        return read(file, ProgressListener.NONE);
    }

    public static Level read(Path file, ProgressListener progress) throws IOException {
        return read(Files.readAllBytes(file), file.getFileName().toString(), progress);
    }

    public static Level read(byte[] bytes, String fileName) {
        return read(bytes, fileName, ProgressListener.NONE);
    }

    public static Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return read(bytes, fileName, LevelVariants.of(bytes, fileName), progress);
    }

    /** Reads a level as {@code variant}, which recognised it; null when none did, which the error says. */
    public static Level read(byte[] bytes, String fileName, LevelVariant variant, ProgressListener progress) {
        if (variant == null) {
            throw unknownVersion(bytes);
        }
        return variant.read(bytes, fileName, progress);
    }

    /** The error for bytes that no variant recognises: too short, or an unknown first word. */
    public static LevelFormatException unknownVersion(byte[] bytes) {
        return new LevelFormatException("file", 0, "version",
                bytes.length < 4 ? "the file is too short to be a level (" + bytes.length + " bytes)"
                        : String.format("unknown version 0x%08X: not a TR1–TR5 level", FirstWords.of(bytes)));
    }
}
