package org.tomblens.format.remastered;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.sound.RemasteredMainSfx;

/**
 * What tells a Tomb Raider I–III Remastered level from a classic one: the games keep their levels as the classic
 * .PHD/.TR2 files and put beside each a text alias map (.MAP), whose presence trview takes as the sign, the model
 * and animation data (.PDP) and the remastered geometry (.TRG, magic {@code TRG\x03}). A Remastered level missing
 * one of the other two, or whose .TRG does not start with its magic (cut or damaged), is still the classic level,
 * with a warning naming the file.
 *
 * @param map the .MAP beside the level, if there is one
 */
public record RemasteredCompanions(Optional<Path> map, List<DataWarning> warnings) {
    private static final byte[] TRG_MAGIC = {'T', 'R', 'G', 3};

    public RemasteredCompanions {
        warnings = List.copyOf(warnings);
    }

    /** Whether the level is a Remastered one: it has its .MAP. */
    public boolean remastered() {
        return map.isPresent();
    }

    /**
     * The companions of {@code level}, read from {@code path}: those {@link #beside} finds, and for a TR4/TR5 level
     * in the Remastered layout the game's MAIN.SFX, which holds its sounds: missing, it is a warning saying where it
     * was looked for (a cut one is said where the sounds are listed).
     */
    public static RemasteredCompanions of(Level level, Path path) {
        var companions = beside(path);
        if (path == null || !RemasteredMainSfx.usedBy(level)) {
            return companions;
        }
        var search = RemasteredMainSfx.find(path);
        if (search.file().isPresent()) {
            return companions;
        }
        var warnings = new ArrayList<>(companions.warnings());
        warnings.add(new DataWarning("", RemasteredMainSfx.notFound(search) + "; the level has no sounds"));
        return new RemasteredCompanions(companions.map(), warnings);
    }

    /** The companions beside {@code level} (null for a level read from no folder: a classic one). */
    public static RemasteredCompanions beside(Path level) {
        if (level == null || level.toAbsolutePath().getParent() == null) {
            return new RemasteredCompanions(Optional.empty(), List.of());
        }
        var folder = level.toAbsolutePath().getParent();
        var stem = NearbyFiles.stem(level.getFileName().toString());
        var map = NearbyFiles.in(folder, stem + ".MAP");
        var warnings = new ArrayList<DataWarning>();
        if (map.isPresent()) {
            var pdp = NearbyFiles.in(folder, stem + ".PDP");
            if (pdp.isEmpty()) {
                warnings.add(new DataWarning("", "Remastered level without its " + stem + ".PDP (models and"
                        + " animations); the classic ones are shown"));
            }
            var trg = NearbyFiles.in(folder, stem + ".TRG");
            if (trg.isEmpty()) {
                warnings.add(new DataWarning("", "Remastered level without its " + stem + ".TRG (geometry); the"
                        + " classic rooms are shown"));
            } else if (!startsWithMagic(trg.get())) {
                warnings.add(new DataWarning("", trg.get().getFileName() + " does not start with the TRG magic"
                        + " (cut or damaged); the classic rooms are shown"));
            }
        }
        return new RemasteredCompanions(map, warnings);
    }

    private static boolean startsWithMagic(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(TRG_MAGIC.length), TRG_MAGIC);
        } catch (IOException e) {
            return false;
        }
    }
}
