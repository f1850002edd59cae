package org.tomblens.format.sound;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Level;

/**
 * Everything a level can play: its decoded samples, its sound map resolved, and its sound sources with
 * their sounds.
 */
public record LevelSounds(SampleBank samples, SoundEffects effects, SoundSources sources) {

    /**
     * Decodes the level's samples (for TR2/TR3 from the MAIN.SFX found near {@code levelFile}, for a Remastered
     * TR4/TR5 level its sound tables too, from the game's MAIN.SFX; with no file, as {@link SampleBank#of} says) and
     * resolves its sounds.
     */
    public static LevelSounds load(Level level, Path levelFile) {
        if (levelFile != null && RemasteredMainSfx.usedBy(level)) {
            return RemasteredMainSfx.load(level, levelFile);
        }
        var samples = levelFile == null ? SampleBank.of(level) : SampleBank.load(level, levelFile);
        var effects = SoundEffects.of(level);
        return new LevelSounds(samples, effects, SoundSources.of(level.soundSources(), effects));
    }

    /**
     * The sounds of a TR2/TR3 level, or of a Remastered TR4/TR5 one, whose MAIN.SFX comes from elsewhere than beside a
     * file ({@code name} says where, for messages); other levels' samples are their own, as in {@link #load}.
     */
    public static LevelSounds withMainSfx(Level level, Bytes mainSfx, String name) {
        if (RemasteredMainSfx.usedBy(level)) {
            return RemasteredMainSfx.read(level, mainSfx, name);
        }
        var effects = SoundEffects.of(level);
        return new LevelSounds(SampleBank.withMainSfx(level, mainSfx, name), effects,
                SoundSources.of(level.soundSources(), effects));
    }

    /** What is missing or broken: samples, then sound-map entries, one line each. */
    public List<String> problems() {
        var lines = new ArrayList<String>(samples.problems());
        lines.addAll(effects.problems());
        return lines;
    }
}
