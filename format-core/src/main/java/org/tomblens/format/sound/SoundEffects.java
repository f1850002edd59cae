package org.tomblens.format.sound;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sound;

/**
 * A level's sound map resolved (§8.3.2): every sound id the level defines, with its details. Sound ids are
 * the games' fixed numbers (a gunshot has the same id in every level of a game); the map's -1 means the
 * level does not have that sound.
 */
public final class SoundEffects {
    private final SoundEffect[] byId;
    private final List<SoundEffect> effects;
    private final List<String> problems;

    private SoundEffects(SoundEffect[] byId, List<String> problems) {
        this.byId = byId;
        var effects = new ArrayList<SoundEffect>();
        for (var effect : byId) {
            if (effect != null) {
                effects.add(effect);
            }
        }
        this.effects = List.copyOf(effects);
        this.problems = List.copyOf(problems);
    }

    public static SoundEffects of(Level level) {
        return of(level.sound(), level.version());
    }

    /** The sounds of tables kept apart from a level of {@code version} (a Remastered game's MAIN.SFX). */
    static SoundEffects of(Sound sound, GameVersion version) {
        var map = sound.soundMap();
        var details = sound.details();
        var byId = new SoundEffect[map.size()];
        var problems = new ArrayList<String>();
        for (int id = 0; id < map.size(); id++) {
            int index = map.get(id);
            if (index < 0) {
                continue;
            }
            if (index >= details.size()) {
                problems.add("sound " + id + " points to sound details " + index + ", but the level has "
                        + details.size());
                continue;
            }
            byId[id] = SoundEffect.of(id, index, details.get(index), version);
        }
        return new SoundEffects(byId, problems);
    }

    /** The sound with this id, if the level has it. */
    public Optional<SoundEffect> find(int soundId) {
        return soundId >= 0 && soundId < byId.length ? Optional.ofNullable(byId[soundId]) : Optional.empty();
    }

    /** Every sound the level has, by id. */
    public List<SoundEffect> all() {
        return effects;
    }

    /** The size of the sound map: ids run from 0 to this, exclusive. */
    public int idCount() {
        return byId.length;
    }

    /** Sound-map entries that point nowhere. */
    public List<String> problems() {
        return problems;
    }
}
