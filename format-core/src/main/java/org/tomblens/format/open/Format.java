package org.tomblens.format.open;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tomblens.format.read.ProgressListener;

/**
 * One kind of file TombLens opens, all it takes in one class: how its files are recognised, how they are read,
 * what {@code info} says of them, and the file names it goes by. {@link Formats} lists every one; nothing else
 * names a format's extensions or keys.
 */
public abstract class Format {
    private final String kind;
    private final List<FileType> fileTypes;
    private final List<String> infoKeys;

    /**
     * @param kind what the help calls such a file, in lower case: "level", "library", "project"
     * @param fileTypes the file names it goes by, for the open dialog, the folder stepping and the installers
     * @param infoKeys the keys of one {@code info --json} line for a file of this format, in order
     */
    protected Format(String kind, List<FileType> fileTypes, List<String> infoKeys) {
        this.kind = kind;
        this.fileTypes = List.copyOf(fileTypes);
        this.infoKeys = List.copyOf(infoKeys);
    }

    /**
     * Whether {@code bytes} are a file of this format, told by its magic bytes; {@code fileName} is only a hint for
     * what the bytes leave open.
     */
    public abstract boolean recognises(byte[] bytes, String fileName);

    /**
     * Reads a file of this format from its bytes; {@code path} (may be null) is where companions and referenced
     * files are looked for, {@code name} what messages call it.
     */
    public abstract OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress)
            throws IOException;

    /** The file names it goes by, for the open dialog, the folder stepping and the installers' file types. */
    public final List<FileType> fileTypes() {
        return fileTypes;
    }

    /** What the help calls such a file, in lower case: "level", "library", "project". */
    public final String kind() {
        return kind;
    }

    /** The keys of one {@code info --json} line for a file of this format, in order; every line has all of them. */
    public final List<String> infoKeys() {
        return infoKeys;
    }

    /**
     * The {@link #infoKeys} of {@code file}, whose {@code bytes} are given: values as the file stores them, null
     * where it has none or could not be read ({@code ok} false and {@code error} saying why).
     */
    public abstract Map<String, Object> summarise(Path file, byte[] bytes);

    /** The readable {@code info} of a {@link #summarise summary}. */
    public abstract void printSummary(PrintWriter out, Map<String, Object> summary);
}
