package org.tomblens.format.saturn;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.DataWarning;

/**
 * The four files of a Saturn level, found by the name of the one opened: NAME.SAT (the rooms), NAME.SAD (objects),
 * NAME.SPR (sprites) and NAME.SND (sounds), in one folder, in any letter case. A companion that is missing is named in
 * a warning; the level needs its .SAT.
 */
final class SaturnSet {
    /** The files of a set, by what starts them. */
    enum Part {
        ROOMS("SAT", RoomFile.FILE_TAG),
        OBJECTS("SAD", ObjectFile.FILE_TAG),
        SPRITES("SPR", SpriteFile.FILE_TAG),
        SOUNDS("SND", SoundFile.FILE_TAG);

        final String extension;
        final String fileTag;

        Part(String extension, String fileTag) {
            this.extension = extension;
            this.fileTag = fileTag;
        }

        /** The part {@code bytes} start as, or null for none. */
        static Part of(byte[] bytes) {
            for (var part : values()) {
                if (TaggedFile.startsWith(bytes, part.fileTag)) {
                    return part;
                }
            }
            return null;
        }
    }

    private final Map<Part, byte[]> files = new EnumMap<>(Part.class);
    private final Map<Part, String> names = new EnumMap<>(Part.class);

    /**
     * The set around the file opened, whose {@code bytes} are given, read from {@code path} (null: the bytes alone,
     * whose companions are all missing) and called {@code name}; missing companions are added to {@code warnings}.
     */
    SaturnSet(byte[] bytes, Path path, String name, List<DataWarning> warnings) throws IOException {
        var opened = Part.of(bytes);
        if (opened == null) {
            throw new LevelFormatException(name, 0, "fileTag", "not a Saturn level file (none of ROOMFILE, OBJFILE, "
                    + "SPRFILE, SOUNDFX)");
        }
        files.put(opened, bytes);
        names.put(opened, name);
        var base = baseName(path != null ? path.getFileName().toString() : name);
        var folder = path == null ? null : path.toAbsolutePath().getParent();
        for (var part : Part.values()) {
            if (part == opened) {
                continue;
            }
            var wanted = base + "." + part.extension;
            Optional<Path> found = folder == null ? Optional.empty() : NearbyFiles.in(folder, wanted);
            if (found.isPresent() && Files.isRegularFile(found.get())) {
                files.put(part, Files.readAllBytes(found.get()));
                names.put(part, found.get().getFileName().toString());
            } else if (part == Part.ROOMS) {
                throw new LevelFormatException(name, 0, "fileTag", "the level's rooms are in " + wanted
                        + ", which is not beside it");
            } else {
                DataWarning.add(warnings, part.extension, wanted + " is not beside " + name + ": the level opens "
                        + "without its " + switch (part) {
                            case OBJECTS -> "objects, meshes and animations";
                            case SPRITES -> "sprites";
                            default -> "sounds";
                        });
            }
        }
    }

    /** The bytes of {@code part}, or null when it is missing. */
    byte[] bytes(Part part) {
        return files.get(part);
    }

    /** The name {@code part} is read under, for messages. */
    String name(Part part) {
        return names.get(part);
    }

    private static String baseName(String fileName) {
        var dot = fileName.lastIndexOf('.');
        return (dot > 0 ? fileName.substring(0, dot) : fileName).toUpperCase(Locale.ROOT);
    }
}
