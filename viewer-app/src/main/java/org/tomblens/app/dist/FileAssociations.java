package org.tomblens.app.dist;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.open.FileType;
import org.tomblens.format.open.Formats;

/**
 * The installers' file types, written by the build from the registered formats: one jpackage
 * {@code --file-associations} properties file per extension, and an argument file naming them all that the
 * installer step reads ({@code @ARGS} in the POM). A format's extensions thus reach the installers without a
 * file or POM line of their own.
 */
public final class FileAssociations {
    /** The argument file's name in the folder written. */
    public static final String ARGUMENTS = "file-associations.args";

    private FileAssociations() {}

    /** {@code FileAssociations FOLDER}: writes the properties files and {@link #ARGUMENTS} into FOLDER. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: FileAssociations FOLDER");
        }
        write(Path.of(args[0]));
    }

    /** Writes them into {@code folder}, made if missing; returns the properties files in the registry's order. */
    public static List<Path> write(Path folder) throws IOException {
        Files.createDirectories(folder);
        var written = new ArrayList<Path>();
        var arguments = new StringBuilder();
        for (var format : Formats.ALL) {
            for (var type : format.fileTypes()) {
                var file = folder.resolve(type.extension() + ".properties");
                Files.writeString(file, properties(type), StandardCharsets.UTF_8);
                written.add(file);
                // Forward slashes: an argument file reads a backslash inside quotes as an escape, Windows takes both.
                arguments.append("--file-associations \"")
                        .append(file.toAbsolutePath().toString().replace('\\', '/')).append("\"\n");
            }
        }
        Files.writeString(folder.resolve(ARGUMENTS), arguments, StandardCharsets.UTF_8);
        return written;
    }

    /** jpackage's keys for one file type; the MIME type is the application's own, named after the extension. */
    static String properties(FileType type) {
        return "extension=" + type.extension() + "\n"
                + "mime-type=application/x-tomblens-" + type.extension() + "\n"
                + "description=" + type.description() + "\n";
    }
}
