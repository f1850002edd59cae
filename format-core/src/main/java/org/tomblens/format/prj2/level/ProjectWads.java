package org.tomblens.format.prj2.level;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.format.wad2.Wad2Level;
import org.tomblens.format.wad2.Wad2Reader;

/**
 * The object libraries a project names, found as its other files are found ({@link ProjectFiles}), read as
 * {@link WadLevel} makes a TRLE library or {@link Wad2Level} a Tomb Editor one (told apart by their first bytes, as
 * a project may name either by any extension), and their models gathered into {@link LibraryModels}. A library
 * that is not found, cannot be read, or holds models the project's level cannot take is a warning naming it and
 * saying why; its objects stay markers. What reading a library met is a warning too.
 */
final class ProjectWads {
    /** What a Tomb Editor WAD2 library starts with; a project may name a TRLE .wad by any extension, and back. */
    private static final byte[] WAD2_MAGIC = "WAD2".getBytes(StandardCharsets.US_ASCII);

    private final GameVersion version;
    private final LibraryModels models;
    private final BiConsumer<String, String> warn;

    /**
     * @param version the project's level version: TRLE libraries hold TR4 models, which only TR4 and TR5 levels
     *                animate as stored (TR1–TR3 keyframes are laid out otherwise, §6.2.7)
     * @return the libraries the project names, in its order, and where they were found or why they are not used
     */
    static List<FileReference> gather(List<String> paths, ProjectFiles files, GameVersion version,
                                      LibraryModels models, BiConsumer<String, String> warn) {
        var wads = new ProjectWads(version, models, warn);
        var references = new ArrayList<FileReference>();
        for (int i = 0; i < paths.size(); i++) {
            var place = "settings.wads[" + i + "]";
            var found = files.find(paths.get(i));
            var reference = found.isFound() ? wads.add(place, found) : found;
            if (!reference.isFound()) {
                warn.accept(place, "object library '" + reference.stored() + "': " + reference.how()
                        + "; its objects are drawn as labelled boxes");
            }
            references.add(reference);
        }
        return references;
    }

    private ProjectWads(GameVersion version, LibraryModels models, BiConsumer<String, String> warn) {
        this.version = version;
        this.models = models;
        this.warn = warn;
    }

    /** Reads the library at {@code found} and adds its models; one that cannot be used comes back not found. */
    private FileReference add(String place, FileReference found) {
        var problem = problem(place, found.found());
        return problem == null ? found
                : new FileReference(found.stored(), null, found.how() + " at " + found.found() + ", but " + problem);
    }

    /** Why the library in {@code file} cannot be used, or null when its models were added. */
    private String problem(String place, Path file) {
        try {
            Level library;
            if (isWad2(file)) {
                library = Wad2Level.of(Wad2Reader.read(file), version);
            } else if (!version.isChunked()) {
                return "TRLE libraries hold TR4 models, which a " + version + " level cannot animate";
            } else {
                library = WadLevel.of(WadReader.read(file));
            }
            library.warnings().forEach(warning -> warn.accept(place, library.fileName() + ": " + warning));
            return models.add(library) ? null
                    : "its object textures would take the level's past " + LibraryModels.MAX_OBJECT_TEXTURES;
        } catch (IOException | LevelFormatException e) {
            return "it cannot be read: " + e.getMessage();
        }
    }

    private static boolean isWad2(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(WAD2_MAGIC.length), WAD2_MAGIC);
        }
    }
}
