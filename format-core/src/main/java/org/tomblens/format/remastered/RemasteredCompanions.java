package org.tomblens.format.remastered;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.sound.RemasteredMainSfx;

/**
 * What tells a Tomb Raider I–III Remastered level from a classic one: the games keep their levels as the classic
 * .PHD/.TR2 files and put beside each a text alias map (.MAP), whose presence trview takes as the sign, the model
 * and animation data (.PDP) and the remastered geometry (.TRG, magic {@code TRG\x03}). A Remastered level missing
 * one of the other two, or with one that does not read (cut or damaged), is still the classic level, with a warning
 * naming the file.
 *
 * @param map the .MAP beside the level, if there is one
 */
public record RemasteredCompanions(Optional<Path> map, List<DataWarning> warnings) {
    /** .PDP and .TRG files are a few megabytes; anything past this is not one. */
    private static final long MAX_COMPANION_BYTES = 256L << 20;

    public RemasteredCompanions {
        warnings = List.copyOf(warnings);
    }

    /** Whether the level is a Remastered one: it has its .MAP. */
    public boolean remastered() {
        return map.isPresent();
    }

    /** The .MAP beside {@code level}, if there is one (none for a level read from no folder: a classic one). */
    public static Optional<Path> mapBeside(Path level) {
        if (level == null || level.toAbsolutePath().getParent() == null) {
            return Optional.empty();
        }
        var stem = NearbyFiles.stem(level.getFileName().toString());
        return NearbyFiles.in(level.toAbsolutePath().getParent(), stem + ".MAP");
    }

    /**
     * The companions of {@code level}, read from {@code path}: for a TR1–TR3 level with its .MAP, its .PDP and .TRG,
     * each read whole; for a TR4/TR5 level in the Remastered layout, the game's MAIN.SFX, which holds its sounds:
     * missing, it is a warning saying where it was looked for (a cut one is said where the sounds are listed).
     */
    public static RemasteredCompanions of(Level level, Path path) {
        var map = mapBeside(path);
        var warnings = new ArrayList<DataWarning>();
        if (map.isPresent()) {
            var folder = path.toAbsolutePath().getParent();
            var stem = NearbyFiles.stem(path.getFileName().toString());
            check(folder, stem + ".PDP", "models and animations", "the classic ones are shown",
                    bytes -> PdpReader.read(bytes, level.version()), warnings);
            check(folder, stem + ".TRG", "geometry", "the classic rooms are shown", TrgReader::read, warnings);
        }
        if (path != null && RemasteredMainSfx.usedBy(level)) {
            var search = RemasteredMainSfx.find(path);
            if (search.file().isEmpty()) {
                warnings.add(new DataWarning("", RemasteredMainSfx.notFound(search) + "; the level has no sounds"));
            }
        }
        return new RemasteredCompanions(map, warnings);
    }

    private static void check(Path folder, String name, String holds, String instead, Consumer<byte[]> read,
                              List<DataWarning> warnings) {
        var file = NearbyFiles.in(folder, name);
        if (file.isEmpty()) {
            warnings.add(new DataWarning("", "Remastered level without its " + name + " (" + holds + "); " + instead));
            return;
        }
        try {
            if (Files.size(file.get()) > MAX_COMPANION_BYTES) {
                throw new IOException(Files.size(file.get()) + " bytes, more than the " + MAX_COMPANION_BYTES
                        + " accepted");
            }
            read.accept(Files.readAllBytes(file.get()));
        } catch (IOException | LevelFormatException e) {
            warnings.add(new DataWarning("", file.get().getFileName() + " cannot be read (cut or damaged: "
                    + e.getMessage() + "); " + instead));
        }
    }
}
