package org.tomblens.format.open;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Every format TombLens opens, in one list: detection, {@code info}, the open dialog, the folder stepping and the
 * installers' file types all read it. Adding a format is a {@link Format} and one line here.
 */
public final class Formats {
    /**
     * The levels of TR1–TR5, on every platform and in every layout {@code read.LevelVariants} lists; files that no
     * format recognises go to their reader, whose error names their unknown version.
     */
    private static final Format CLASSIC_LEVELS = new ClassicLevelFormat();

    public static final List<Format> ALL = List.of(
            CLASSIC_LEVELS,
            new SaturnFormat(),
            new WadFormat(),
            new Wad2Format(),
            new Prj2Format(),
            new TenFormat(),
            new TrmFormat(),
            new PackFormat());

    private static final Set<String> EXTENSIONS = extensionsOf(ALL);

    private Formats() {}

    /**
     * The format whose magic {@code bytes} carry, ready to read them ({@link Format#recognise}); the TR1–TR5 levels'
     * when none does, to say why not.
     */
    public static Format of(byte[] bytes, String fileName) {
        return recognise(bytes, fileName).orElse(CLASSIC_LEVELS);
    }

    /** The format whose magic {@code bytes} carry, ready to read them; empty when none does. */
    public static Optional<Format> recognise(byte[] bytes, String fileName) {
        for (var format : ALL) {
            var recognised = format.recognise(bytes, fileName);
            if (recognised.isPresent()) {
                return recognised;
            }
        }
        return Optional.empty();
    }

    /** The format that reports a file which could not even be read: the levels', whose lines most files are. */
    public static Format unreadable() {
        return CLASSIC_LEVELS;
    }

    /** Every extension of every format, lower case, in the order of the list. */
    public static Set<String> extensions() {
        return EXTENSIONS;
    }

    /** Whether {@code file}'s name ends in an extension of a listed format, in any case. */
    public static boolean isOpenable(Path file) {
        var name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        var dot = name.lastIndexOf('.');
        return dot >= 0 && EXTENSIONS.contains(name.substring(dot + 1));
    }

    private static Set<String> extensionsOf(List<Format> formats) {
        var extensions = new LinkedHashSet<String>();
        formats.forEach(format -> format.fileTypes().forEach(type -> extensions.add(type.extension())));
        return Collections.unmodifiableSet(extensions);
    }
}
