package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.read.ProgressListener;

/**
 * One kind of file TombLens opens, all it takes in one class: how its files are recognised, how they are read,
 * what {@code info} says of them, and the file names it goes by. {@link Formats} lists every one; nothing else
 * names a format's extensions or keys.
 */
public abstract class Format {
    private final FileKind kind;
    private final String what;
    private final List<FileType> fileTypes;
    private final List<String> infoKeys;

    /**
     * @param kind what such a file is to its user
     * @param what what errors call such a file: "a TRLE object library (WAD)"
     * @param fileTypes the file names it goes by, for the open dialog, the folder stepping and the installers
     * @param infoKeys the keys of one {@code info --json} line for a file of this format, in order
     */
    protected Format(FileKind kind, String what, List<FileType> fileTypes, List<String> infoKeys) {
        this.kind = kind;
        this.what = what;
        this.fileTypes = List.copyOf(fileTypes);
        this.infoKeys = List.copyOf(infoKeys);
    }

    /**
     * Whether {@code bytes} are a file of this format, told by its magic bytes; {@code fileName} is only a hint for
     * what the bytes leave open.
     */
    public abstract boolean recognises(byte[] bytes, String fileName);

    /**
     * This format, ready to read {@code bytes}, when it {@link #recognises} them: a format of several layouts
     * answers with the one layout it found, so that a file is told once on its way in.
     */
    public Optional<Format> recognise(byte[] bytes, String fileName) {
        return recognises(bytes, fileName) ? Optional.of(this) : Optional.empty();
    }

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

    /** What such a file is to its user: the help and {@code check} name it by {@link FileKind#label}. */
    public final FileKind kind() {
        return kind;
    }

    /**
     * The version {@code check} gives a file of this format, as its bytes tell before it is read: a level's game,
     * else the format's own name (its first extension in capitals: WAD, WAD2, PRJ2).
     */
    public String version(byte[] bytes, String fileName) {
        return fileTypes.get(0).extension().toUpperCase(Locale.ROOT);
    }

    /** The platform of a level this format was bound to ("PC", "PSX", …), or null for other files. */
    public String platform() {
        return null;
    }

    /** The error of a command that reads only game levels, given a file of this format. */
    public final LevelFormatException notALevel() {
        return new LevelFormatException("file", 0, "version", "the file is " + what + ", not a level");
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
}
