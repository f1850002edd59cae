package org.tomblens.app.ui.sounds;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.sound.SoundEffect;

/**
 * One sound of the level's sound map as the Sounds panel shows it: its id, how many samples it picks from,
 * how it loops and varies, and which samples it plays, saying which have no audio.
 *
 * @param cells the texts under {@link #COLUMNS}
 * @param playable whether at least one of its samples has audio
 */
record SoundRow(int soundId, int firstSample, int variants, List<String> cells, boolean playable, String words)
        implements SoundFilter.Row {
    static final List<String> COLUMNS = List.of("Id", "Variants", "Loop", "Flags", "Chance", "Volume", "Range", "Pitch",
            "Samples");

    SoundRow {
        cells = List.copyOf(cells);
    }

    static SoundRow of(SoundEffect effect, SampleBank bank) {
        var variants = (int) effect.sampleNumbers().count();
        var missing = (int) effect.sampleNumbers().filter(n -> bank.pcm(n).isEmpty()).count();
        var loop = effect.loopMode().name().toLowerCase(Locale.ROOT);
        var flags = flags(effect);
        var last = effect.firstSample() + variants - 1;
        var samples = effect.firstSample() + (variants > 1 ? "–" + last : "")
                + (missing == 0 ? "" : missing == variants ? " (missing)" : " (" + missing + " missing)");
        var cells = List.of(Integer.toString(effect.soundId()), Integer.toString(variants), loop, flags,
                chance(effect.odds()), volume(effect), sectors(effect.rangeSectors()), pitch(effect), samples);
        var words = new ArrayList<>(List.of(loop, flags));
        if (missing > 0) {
            words.add("missing");
        }
        if (effect.odds() < 1) {
            words.add("chance");
        }
        return new SoundRow(effect.soundId(), effect.firstSample(), variants, cells, missing < variants,
                String.join(" ", words).toLowerCase(Locale.ROOT));
    }

    private static String flags(SoundEffect effect) {
        var flags = new ArrayList<String>();
        if (effect.randomPitch()) {
            flags.add("random pitch");
        }
        if (effect.randomGain()) {
            flags.add("random gain");
        }
        if (effect.noPanning()) {
            flags.add("no panning");
        }
        return String.join(", ", flags);
    }

    /** "always", or the odds as a percentage (with a decimal under 10%). */
    static String chance(double odds) {
        if (odds >= 1) {
            return "always";
        }
        var percent = odds * 100;
        return String.format(Locale.ROOT, percent < 10 ? "%.1f%%" : "%.0f%%", percent);
    }

    /** The stored volume and the loudness it gives, in decibels from full. */
    private static String volume(SoundEffect effect) {
        var gain = effect.gain();
        if (gain <= 0) {
            return effect.volume() + " (silent)";
        }
        var db = 20 * Math.log10(gain);
        return effect.volume() + String.format(Locale.ROOT, " (%.1f dB)", db > -0.05 ? 0.0 : db);
    }

    static String sectors(int count) {
        return count + (count == 1 ? " sector" : " sectors");
    }

    /** The playback rate as a factor of the sample's own (TR3+ store a pitch; TR1/TR2 play at 1). */
    private static String pitch(SoundEffect effect) {
        return effect.pitch() == 0 ? "×1" : String.format(Locale.ROOT, "×%.3f", effect.rate());
    }

    @Override
    public int number() {
        return soundId;
    }

    @Override
    public boolean names(int sample) {
        return sample >= firstSample && sample < firstSample + variants;
    }
}
