package org.tomblens.format.sound;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.SoundReader;

/**
 * The sounds of a TR4 or TR5 level in Tomb Raider IV–VI Remastered's layout, which keeps none of its own: the game's
 * MAIN.SFX, in an SFX folder beside the level's folder or beside the one above it (a level of an expansion), holds
 * the sound map, the sound details (TR3's layout), 4000 bytes no public reader uses, then WAV files one after
 * another, which the details count directly (trview's {@code load_sound_fx}; docs/remastered.md).
 */
public final class RemasteredMainSfx {
    private static final String FOLDER = "SFX";
    /** What lies between the sound details and the first WAV file; trview skips it unread. */
    static final int UNREAD_BYTES = 4000;

    private RemasteredMainSfx() {}

    /**
     * Looks for MAIN.SFX, in any letter case, in the SFX folder beside the level's folder, then in the one beside the
     * folder above it (where the levels of an expansion sit one folder deeper).
     */
    public static NearbyFiles.Search find(Path levelFile) {
        var parents = new ArrayList<Path>();
        var folder = levelFile.toAbsolutePath().normalize().getParent();
        for (var at = folder == null ? null : folder.getParent(); at != null && parents.size() < 2; at = at.getParent()) {
            parents.add(at);
        }
        var file = parents.stream().map(RemasteredMainSfx::sfxFile).flatMap(Optional::stream).findFirst();
        return new NearbyFiles.Search(file, parents.stream().map(parent -> parent.resolve(FOLDER)).toList());
    }

    /** The level's sounds from the MAIN.SFX found around {@code levelFile}, or none with the reason. */
    static LevelSounds load(Level level, Path levelFile) {
        var search = find(levelFile);
        if (search.file().isEmpty()) {
            return without(level, notFound(search));
        }
        var file = search.file().get();
        try {
            return read(level, MainSfx.read(file, SampleBank.MAX_MAIN_SFX_BYTES), file.toString());
        } catch (IOException e) {
            return without(level, MainSfx.FILE_NAME + " at " + file + " cannot be read: " + e.getMessage());
        }
    }

    /** The level's sounds from these MAIN.SFX contents ({@code name} says where they came from). */
    static LevelSounds read(Level level, Bytes sfx, String name) {
        var cursor = new ByteCursor(sfx.toArray(), MainSfx.FILE_NAME);
        try {
            var tables = SoundReader.mainSfxTables(cursor);
            cursor.skip("unread", UNREAD_BYTES);
            var effects = SoundEffects.of(tables, level.version());
            var samples = SampleBank.fromWaves(sfx, MainSfx.split(sfx, cursor.position()), name);
            return new LevelSounds(samples, effects, SoundSources.of(level.soundSources(), effects));
        } catch (LevelFormatException e) {
            return without(level, MainSfx.FILE_NAME + " at " + name + " cannot be read: " + e.getMessage());
        }
    }

    private static Optional<Path> sfxFile(Path parent) {
        return NearbyFiles.folder(parent, FOLDER).flatMap(folder -> NearbyFiles.in(folder, MainSfx.FILE_NAME));
    }

    private static LevelSounds without(Level level, String why) {
        var effects = SoundEffects.of(level);
        return new LevelSounds(SampleBank.none(why), effects, SoundSources.of(level.soundSources(), effects));
    }

    /** What is said when {@link #find} found no MAIN.SFX: where it looked. */
    public static String notFound(NearbyFiles.Search search) {
        return MainSfx.FILE_NAME + " not found; looked in " + search.folders();
    }

    /** Whether the level's sounds are a Remastered game's MAIN.SFX's rather than its own. */
    public static boolean usedBy(Level level) {
        return level.layout() == LevelLayout.REMASTERED;
    }
}
