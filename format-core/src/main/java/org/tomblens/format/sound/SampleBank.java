package org.tomblens.format.sound;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Sound;

/**
 * Every sample a level can play, decoded once, by sample number (the index sound details count from):
 * <ul>
 *   <li>TR1: the sample indices are byte offsets into the level's embedded block of WAV files (§8.4);</li>
 *   <li>TR2/TR3: the sample indices are sequence numbers of WAV files in MAIN.SFX (§8.4);</li>
 *   <li>TR4/TR5: the samples stored after the level data, one WAV each (§8.2); the level's sample indices
 *       are not used (§8.4), the engines count the stored samples directly.</li>
 * </ul>
 * A sample that cannot be had is {@link Sample.Missing} or {@link Sample.Unreadable}; the rest still play,
 * and {@link #problems()} says what is missing.
 */
public final class SampleBank {
    /** MAIN.SFX files are a few megabytes; anything past this is not one. */
    static final long MAX_MAIN_SFX_BYTES = 512L << 20;

    private final List<Sample> samples;
    private final String source;
    private final List<String> problems;

    private SampleBank(List<Sample> samples, String source, List<String> problems) {
        this.samples = List.copyOf(samples);
        this.source = source;
        this.problems = List.copyOf(problems);
    }

    /**
     * The level's samples; for TR2/TR3, from the MAIN.SFX found beside the level file or in a DATA folder
     * next to its folder (see {@link MainSfx#find}); for TR1's 1996 PlayStation builds, from the sound files they
     * keep apart ({@link PsxSoundFiles}).
     */
    public static SampleBank load(Level level, Path levelFile) {
        if (PsxSoundFiles.keptApart(level)) {
            return fromSoundFiles(level, levelFile);
        }
        if (!usesMainSfx(level)) {
            return of(level);
        }
        var search = MainSfx.find(levelFile);
        if (search.file().isEmpty()) {
            return withoutMainSfx(level, MainSfx.FILE_NAME + " not found; looked in " + search.folders());
        }
        var file = search.file().get();
        try {
            return withMainSfx(level, MainSfx.read(file, MAX_MAIN_SFX_BYTES), file.toString());
        } catch (IOException e) {
            return withoutMainSfx(level, MainSfx.FILE_NAME + " at " + file + " cannot be read: " + e.getMessage());
        }
    }

    /**
     * The samples the level itself carries; a PC TR2/TR3 level's are all missing (they live in MAIN.SFX). PlayStation
     * levels carry theirs as one block, as TR1 does.
     */
    public static SampleBank of(Level level) {
        var sound = level.sound();
        if (usesMainSfx(level)) {
            return withoutMainSfx(level, "no " + MainSfx.FILE_NAME + " was given");
        }
        return switch (level.version()) {
            case TR1, TR2, TR3 -> fromBlock(sound);
            case TR4, TR5 -> fromEmbedded(sound);
        };
    }

    /** A TR2/TR3 level's samples, taken from the given MAIN.SFX contents ({@code name} says where from). */
    public static SampleBank withMainSfx(Level level, Bytes mainSfx, String name) {
        if (!usesMainSfx(level)) {
            return of(level);
        }
        var contents = MainSfx.split(mainSfx);
        var entries = contents.entries();
        var indices = level.sound().sampleIndices();
        var problems = new ArrayList<String>();
        contents.problem().ifPresent(problems::add);
        var samples = decodeAll(indices.size(), number -> {
            var sequence = indices.unsigned(number);
            if (sequence >= entries.size()) {
                return new Sample.Missing(number, "sample " + number + " is number " + sequence + " in "
                        + MainSfx.FILE_NAME + ", which holds " + entries.size());
            }
            var entry = entries.get((int) sequence);
            return decoded(number, mainSfx, entry.start(), entry.end());
        }, problems);
        return new SampleBank(samples, name, problems);
    }

    /** Samples numbered as the WAV files {@code contents} found in {@code file} follow one another. */
    static SampleBank fromWaves(Bytes file, MainSfx.Contents contents, String name) {
        var entries = contents.entries();
        var problems = new ArrayList<String>();
        contents.problem().ifPresent(problems::add);
        var samples = decodeAll(entries.size(),
                number -> decoded(number, file, entries.get(number).start(), entries.get(number).end()), problems);
        return new SampleBank(samples, name, problems);
    }

    /** No samples at all, {@code why} saying why. */
    static SampleBank none(String why) {
        return new SampleBank(List.of(), why, List.of(why));
    }

    /** A TR1 PlayStation build's samples, from the sound files it keeps apart, where they are found. */
    private static SampleBank fromSoundFiles(Level level, Path levelFile) {
        try {
            return PsxSoundFiles.read(level, levelFile).map(SampleBank::fromBlock).orElseGet(() -> of(level));
        } catch (IOException | LevelFormatException e) {
            return new SampleBank(List.of(), "the level's sound files",
                    List.of("the sound files beside the level cannot be read: " + e.getMessage()));
        }
    }

    private static boolean usesMainSfx(Level level) {
        return switch (level.version()) {
            case TR2, TR3 -> !level.layout().playStation();
            case TR1, TR4, TR5 -> false;
        };
    }

    private static SampleBank withoutMainSfx(Level level, String why) {
        var count = level.sound().sampleIndices().size();
        var samples = new ArrayList<Sample>(count);
        for (int number = 0; number < count; number++) {
            samples.add(new Sample.Missing(number, why));
        }
        var problems = count == 0 ? List.<String>of() : List.of(count + " samples missing: " + why);
        return new SampleBank(samples, why, problems);
    }

    private static SampleBank fromBlock(Sound sound) {
        var block = sound.sampleBlob();
        var offsets = sound.sampleIndices();
        var problems = new ArrayList<String>();
        var samples = decodeAll(offsets.size(), number -> {
            var offset = offsets.unsigned(number);
            if (offset >= block.size()) {
                return new Sample.Missing(number, "sample " + number + " starts at byte " + offset
                        + ", outside the level's " + block.size() + "-byte sample block");
            }
            return decoded(number, block, (int) offset, block.size());
        }, problems);
        return new SampleBank(samples, "the level's sample block", problems);
    }

    private static SampleBank fromEmbedded(Sound sound) {
        var stored = sound.samples();
        var problems = new ArrayList<String>();
        var samples = decodeAll(stored.size(), number -> {
            var wav = stored.get(number).wav();
            return decoded(number, wav, 0, wav.size());
        }, problems);
        return new SampleBank(samples, "the samples stored in the level", problems);
    }

    private static List<Sample> decodeAll(int count, IntFunction<Sample> decode, List<String> problems) {
        var samples = new ArrayList<Sample>(count);
        for (int number = 0; number < count; number++) {
            var sample = decode.apply(number);
            samples.add(sample);
            if (sample instanceof Sample.Unreadable unreadable) {
                problems.add("sample " + number + " is unreadable: " + unreadable.error().getMessage());
            } else if (sample instanceof Sample.Missing missing) {
                problems.add(missing.reason());
            }
        }
        return samples;
    }

    private static Sample decoded(int number, Bytes bytes, int start, int end) {
        try {
            var header = WaveReader.header(bytes, start, end);
            return new Sample.Decoded(number, header.encoding(), WaveReader.decode(bytes, start, header));
        } catch (WaveFormatException e) {
            return new Sample.Unreadable(number, e);
        }
    }

    /** How many sample numbers the level defines. */
    public int size() {
        return samples.size();
    }

    /** The sample with this number; numbers outside the level's range are missing. */
    public Sample sample(int number) {
        if (number < 0 || number >= samples.size()) {
            return new Sample.Missing(number, "no sample " + number + ": the level has " + samples.size());
        }
        return samples.get(number);
    }

    /** The decoded audio of a sample, if it has any. */
    public Optional<Pcm> pcm(int number) {
        return sample(number) instanceof Sample.Decoded decoded ? Optional.of(decoded.pcm()) : Optional.empty();
    }

    public List<Sample> all() {
        return samples;
    }

    /** Where the samples came from: the level itself, a MAIN.SFX path, or why there are none. */
    public String source() {
        return source;
    }

    /** What is missing or broken, one line each; empty when every sample decoded. */
    public List<String> problems() {
        return problems;
    }
}
