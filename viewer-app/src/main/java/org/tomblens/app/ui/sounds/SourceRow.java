package org.tomblens.app.ui.sounds;

import java.util.List;
import java.util.Locale;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.sound.SoundSources;

/**
 * One of the level's sound sources as the Sounds panel lists it: its sound, where it is, the room state it
 * plays in and how far away it is heard.
 *
 * @param cells the texts under {@link #COLUMNS}
 */
record SourceRow(int index, SoundSource source, List<String> cells, String words) implements SoundFilter.Row {
    static final List<String> COLUMNS = List.of("#", "Sound", "Position", "Plays", "Range");

    SourceRow {
        cells = List.copyOf(cells);
    }

    static SourceRow of(SoundSources sources, int index) {
        var source = sources.source(index);
        var effect = sources.effect(index);
        var sound = source.soundId() + (effect.isPresent() ? "" : " (not in the level)");
        var plays = plays(source);
        var range = effect.map(e -> SoundRow.sectors(e.rangeSectors())).orElse("—");
        var position = source.x() + ", " + source.y() + ", " + source.z();
        return new SourceRow(index, source, List.of(Integer.toString(index), sound, position, plays, range),
                (plays + (effect.isPresent() ? "" : " missing")).toLowerCase(Locale.ROOT));
    }

    /**
     * The room state a source plays in (§8.1): flag 0x80 while the rooms are in their original state, 0x40
     * while they are flipped to their alternates, both always, neither never.
     */
    static String plays(SoundSource source) {
        var flipped = source.playsWhen(true);
        var original = source.playsWhen(false);
        return flipped && original ? "always" : original ? "original only" : flipped ? "alternate only" : "never";
    }

    @Override
    public int number() {
        return index;
    }

    @Override
    public boolean names(int soundId) {
        return source.soundId() == soundId;
    }
}
