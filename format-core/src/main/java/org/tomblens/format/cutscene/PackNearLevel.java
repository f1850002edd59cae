package org.tomblens.format.cutscene;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;

/**
 * The cutscene pack a TR4/TR5 level plays from, as the game finds it: {@code CUTSEQ.PAK} (TR4) or {@code CUTSEQ.BIN}
 * (TR5) in the game's data folder, which is the level's own folder or the {@code data} folder beside or above it, in
 * any letter case; and which of its cutscenes the level starts (its script's opcode 0x84) and its triggers play.
 *
 * @param file the pack found, or empty
 * @param pack the pack read, or null when none was found or it could not be read
 * @param problem why there is no pack, or null
 * @param played the numbers the level plays, in order
 */
public record PackNearLevel(Optional<Path> file, CutscenePack pack, String problem, Set<Integer> played) {
    static final String TR4_PACK = "CUTSEQ.PAK";
    static final String TR5_PACK = "CUTSEQ.BIN";

    public PackNearLevel {
        played = Set.copyOf(new TreeSet<>(played));
    }

    /** Looks for the pack of {@code levelFile}, which plays {@code played}. */
    public static PackNearLevel find(Path levelFile, Set<Integer> played) {
        if (levelFile == null) {
            return new PackNearLevel(Optional.empty(), null, "no folder to look in", played);
        }
        for (var name : new String[]{TR4_PACK, TR5_PACK}) {
            var search = NearbyFiles.find(levelFile, name, true);
            if (search.file().isEmpty()) {
                continue;
            }
            var file = search.file().get();
            try {
                if (Files.size(file) > CutscenePack.MOST_BYTES) {
                    return new PackNearLevel(search.file(), null, file + " is larger than any cutscene pack", played);
                }
                return new PackNearLevel(search.file(), CutscenePack.read(Files.readAllBytes(file)), null, played);
            } catch (IOException | LevelFormatException e) {
                return new PackNearLevel(search.file(), null, file + " cannot be read: " + e.getMessage(), played);
            }
        }
        return new PackNearLevel(Optional.empty(), null, "no " + TR4_PACK + " or " + TR5_PACK + " beside the level, "
                + "above it or in a data folder there", played);
    }

    /** Cutscene {@code number} of the pack, if it has one. */
    public Optional<PackedCutscene> cutscene(int number) {
        return pack == null || number < 1 || number > pack.cutscenes().size() ? Optional.empty()
                : Optional.of(pack.cutscenes().get(number - 1));
    }
}
