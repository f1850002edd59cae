package org.tomblens.app.ui.sounds;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.tomblens.format.sound.Sample;

/**
 * One of the level's samples as the Sounds panel shows it: how it was stored, its length, the sounds that
 * play it, and why it has no audio when it has none.
 *
 * @param soundIds the sounds that pick this sample, in id order
 * @param cells the texts under {@link #COLUMNS}; the last is empty when the sample decoded
 */
record SampleRow(int number, List<Integer> soundIds, List<String> cells, boolean playable, String words)
        implements SoundFilter.Row {
    static final List<String> COLUMNS = List.of("#", "Stored as", "Format", "Length", "Sounds", "Problem");

    SampleRow {
        soundIds = List.copyOf(soundIds);
        cells = List.copyOf(cells);
    }

    static SampleRow of(Sample sample, List<Integer> soundIds) {
        var number = Integer.toString(sample.number());
        var usedBy = soundIds.isEmpty() ? "none" : soundIds.stream().map(String::valueOf).collect(Collectors.joining(", "));
        if (sample instanceof Sample.Decoded decoded) {
            var pcm = decoded.pcm();
            var format = pcm.sampleRate() + " Hz " + switch (pcm.channels()) {
                case 1 -> "mono";
                case 2 -> "stereo";
                default -> pcm.channels() + " channels";
            };
            var encoding = decoded.encoding().toString();
            return new SampleRow(sample.number(), soundIds, List.of(number, encoding, format,
                    String.format(Locale.ROOT, "%.2f s", pcm.seconds()), usedBy, ""), true,
                    (encoding + " " + format).toLowerCase(Locale.ROOT));
        }
        var problem = sample instanceof Sample.Unreadable unreadable ? "unreadable: " + unreadable.error().getMessage()
                : "missing: " + ((Sample.Missing) sample).reason();
        return new SampleRow(sample.number(), soundIds, List.of(number, "", "", "", usedBy, problem), false,
                problem.toLowerCase(Locale.ROOT));
    }

    @Override
    public boolean names(int soundId) {
        return soundIds.contains(soundId);
    }
}
