package org.tomblens.format.pack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import org.tomblens.format.io.LevelFormatException;

/**
 * How a part of a pack is named where a file is expected: the pack's path and {@code #N}, N the part's number
 * ({@code GAMEWAD.OBJ#3}). A file that is really named so is that file.
 */
public final class PartName {
    private static final Pattern PART = Pattern.compile("(.+)#(\\d{1,2})");

    private PartName() {}

    /** The part {@code name} ends in, or none for a name without {@code #N}. */
    public static OptionalInt part(String name) {
        var matcher = PART.matcher(name);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(2))) : OptionalInt.empty();
    }

    /**
     * The bytes to read for {@code file}: its own, or those of the pack it names a part of where no file has its
     * name; a file so named that is no pack is a typed error.
     */
    public static byte[] read(Path file) throws IOException {
        var source = file(file);
        var bytes = Files.readAllBytes(source);
        if (!source.equals(file) && !Pack.recognises(bytes)) {
            throw new LevelFormatException(source.getFileName().toString(), 0, "table", "not a pack, so "
                    + file.getFileName() + " names no part of it");
        }
        return bytes;
    }

    /** The file to read for {@code file}: itself, or the pack it names a part of where no file has its name. */
    public static Path file(Path file) {
        var name = file.getFileName();
        if (name == null || Files.exists(file)) {
            return file;
        }
        var matcher = PART.matcher(name.toString());
        return matcher.matches() ? file.resolveSibling(matcher.group(1)) : file;
    }
}
