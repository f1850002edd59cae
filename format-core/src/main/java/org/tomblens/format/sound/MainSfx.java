package org.tomblens.format.sound;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.Bytes;

/**
 * TR2/TR3 keep their samples in MAIN.SFX, shared by all levels (§2.1.5, §8.4): WAV files one after another
 * with no catalogue, so a level's sample indices are sequence numbers into it. The file sits next to the
 * levels (both in the game's DATA folder) or in a DATA folder beside the levels' folder.
 */
public final class MainSfx {
    static final String FILE_NAME = "MAIN.SFX";

    private MainSfx() {}

    /**
     * Looks for MAIN.SFX, in any letter case, in the level's folder and then in every folder named DATA
     * (any case) beside it.
     */
    public static NearbyFiles.Search find(Path levelFile) {
        return NearbyFiles.find(levelFile, FILE_NAME, false);
    }

    /** Where one WAV file lies inside MAIN.SFX. */
    record Entry(int start, int end) {}

    /** The WAV files found, in order, and why the walk stopped early if it did. */
    record Contents(List<Entry> entries, Optional<String> problem) {}

    /**
     * Steps through the WAV files by their RIFF sizes. A header that is not a RIFF file, or one that runs
     * past the end, ends the walk: the samples after it cannot be located.
     */
    static Contents split(Bytes sfx) {
        return split(sfx, 0);
    }

    /** {@link #split(Bytes)} from byte {@code start} on, where the WAV files of a file with a header begin. */
    static Contents split(Bytes sfx, int start) {
        var entries = new ArrayList<Entry>();
        var at = start;
        while (at < sfx.size()) {
            try {
                var size = WaveReader.fileSize(sfx, at, sfx.size());
                entries.add(new Entry(at, at + size));
                at += size;
            } catch (WaveFormatException e) {
                return new Contents(entries, Optional.of(FILE_NAME + " sample " + entries.size() + " at 0x"
                        + Integer.toHexString(at).toUpperCase() + ": " + e.problem() + "; it and the samples after it cannot be found"));
            }
        }
        return new Contents(entries, Optional.empty());
    }

    static Bytes read(Path file, long maxSize) throws IOException {
        var size = Files.size(file);
        if (size > maxSize) {
            throw new IOException(file + " is " + size + " bytes, more than the " + maxSize + " accepted for " + FILE_NAME);
        }
        return Bytes.own(Files.readAllBytes(file));
    }
}
