package org.tomblens.app.ui.sounds;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.Sample;

/**
 * A level's sounds as the Sounds panel shows them: the three tables (made once per level, filtered as the
 * user types), where the samples came from and what is missing.
 */
final class SoundTables {
    final LevelSounds sounds;
    final FilteredRows<SoundRow> soundMap;
    final FilteredRows<SampleRow> samples;
    final FilteredRows<SourceRow> sources;
    /** How many samples have audio. */
    final int decoded;
    /** How many samples there are, how many decoded, and where they came from. */
    final String samplesLine;
    /** What is missing or broken, one line each. */
    final List<String> problems;
    final String problemsHeader;

    SoundTables(LevelSounds sounds) {
        this.sounds = sounds;
        var bank = sounds.samples();
        var effects = sounds.effects().all();
        soundMap = new FilteredRows<>(effects.stream().map(effect -> SoundRow.of(effect, bank)).toList());
        var users = new ArrayList<List<Integer>>();
        for (int n = 0; n < bank.size(); n++) {
            users.add(new ArrayList<>());
        }
        for (var effect : effects) {
            effect.sampleNumbers().filter(n -> n < users.size()).forEach(n -> users.get(n).add(effect.soundId()));
        }
        samples = new FilteredRows<>(bank.all().stream().map(s -> SampleRow.of(s, users.get(s.number()))).toList());
        sources = new FilteredRows<>(IntStream.range(0, sounds.sources().size())
                .mapToObj(i -> SourceRow.of(sounds.sources(), i)).toList());
        decoded = (int) bank.all().stream().filter(s -> s instanceof Sample.Decoded).count();
        samplesLine = samplesLine(bank.size(), decoded, bank.source(), effects.size());
        problems = sounds.problems();
        problemsHeader = "What is missing (" + problems.size() + ")##missing";
    }

    static String samplesLine(int count, int decoded, String source, int soundCount) {
        var sounds = soundCount + (soundCount == 1 ? " sound, " : " sounds, ");
        if (count == 0) {
            return sounds + "no samples.";
        }
        if (decoded == 0) {
            return sounds + count + " samples, none playable: " + source + ".";
        }
        return sounds + count + " samples (" + (decoded == count ? "all" : Integer.toString(decoded))
                + " playable) from " + source + ".";
    }
}
