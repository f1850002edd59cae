package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.EmbeddedSample;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.Words;

/**
 * Reads the end of the level data, from the demo data to the sample indices (§8, §10), and the TRLE sound
 * file (.SFX) that holds the same tables.
 */
public final class SoundReader {
    /** TRNG can store an extended sound map of this many entries in place of the demo data. */
    static final int TRNG_SOUND_MAP_SIZE = 2048;
    /** The tables' end where a section's padding, not the data's end, follows them. */
    private static final long ANY_END = -1;

    private SoundReader() {}

    record Tail(Bytes demoData, Sound sound) {}

    static int soundMapSize(GameVersion version) {
        return switch (version) {
            case TR1 -> 256;
            case TR2, TR3, TR4 -> 370;
            case TR5 -> 450;
        };
    }

    /**
     * Reads the tail, which must end at {@code expectedEnd}. If the standard layout does not and the
     * demo-data count reads 2048 in a TR4/TR5 level, the TRNG layout (that count is an extended sound
     * map's size, and there is no demo data) is tried before giving up with the standard layout's error.
     */
    static Tail read(ByteCursor cursor, ReadContext context, long expectedEnd) {
        var start = cursor.position();
        try {
            return readStandard(cursor, context.version, expectedEnd);
        } catch (LevelFormatException standardFailure) {
            cursor.seek("numDemoData", start);
            if (!context.version.isChunked() || cursor.remaining() < 2 || cursor.u16("numDemoData") != TRNG_SOUND_MAP_SIZE) {
                throw standardFailure;
            }
            try {
                var tail = readRest(cursor, context.version, Bytes.EMPTY, TRNG_SOUND_MAP_SIZE, expectedEnd);
                context.warnAt(cursor.path("numDemoData"), start,
                        "TRNG layout: a 2048-entry sound map stands where the demo data would be");
                return tail;
            } catch (LevelFormatException trngFailure) {
                throw standardFailure;
            }
        }
    }

    /**
     * The tail as the Dreamcast's TR5 keeps it: the demo data in a section of its own, {@code nextSection} moving
     * to the one of the sound tables, whose end the section's padding follows (format-core/docs/dreamcast.md).
     */
    static Tail readSections(ByteCursor cursor, GameVersion version, Consumer<ByteCursor> nextSection) {
        var demoData = Bytes.own(cursor.bytes("demoData", cursor.count16("numDemoData", 1)));
        nextSection.accept(cursor);
        return readRest(cursor, version, demoData, soundMapSize(version), ANY_END);
    }

    /**
     * TR4's sound map, details and sample indices, which must end where {@code cursor} ends: a TRLE object
     * library's .SFX file holds exactly these (its bytes show nothing else).
     */
    public static Sound tr4SoundTables(ByteCursor cursor) {
        return readRest(cursor, TR4, Bytes.EMPTY, soundMapSize(TR4), cursor.end()).sound();
    }

    /**
     * The sound map and sound details that start Tomb Raider IV–VI Remastered's MAIN.SFX (docs/remastered.md), the
     * details in TR3's layout and no sample indices: the details count the file's WAV files directly. The file does
     * not say how long its map is; as trview reads it, the map runs while the 32-bit word ahead is 0xFFFF or more
     * (an entry of -1, or one followed by another), and ends at the details' count, which is less.
     */
    public static Sound mainSfxTables(ByteCursor cursor) {
        var start = cursor.position();
        var words = 0;
        // Past the end peekU32 answers -1, which ends the map too.
        while (cursor.peekU32(start + 2L * words) >= 0xFFFF) {
            words++;
        }
        var soundMap = Words.own(cursor.words("soundMap", words));
        var details = soundDetails(cursor, TR3);
        return new Sound(soundMap, details, Ints.EMPTY, Bytes.EMPTY, List.of());
    }

    private static Tail readStandard(ByteCursor cursor, GameVersion version, long expectedEnd) {
        var demoData = Bytes.own(cursor.bytes("demoData", cursor.count16("numDemoData", 1)));
        return readRest(cursor, version, demoData, soundMapSize(version), expectedEnd);
    }

    private static Tail readRest(ByteCursor cursor, GameVersion version, Bytes demoData, int soundMapSize,
                                 long expectedEnd) {
        var soundMap = Words.own(cursor.words("soundMap", soundMapSize));
        var details = soundDetails(cursor, version);
        var blob = Bytes.EMPTY;
        if (version == TR1) {
            blob = Bytes.own(cursor.bytes("samples", cursor.count32("numSampleBytes", 1)));
        }
        var indices = Ints.own(cursor.dwords("sampleIndices", cursor.count32("numSampleIndices", 4)));
        if (expectedEnd != ANY_END && cursor.position() != expectedEnd) {
            throw cursor.error("sampleIndices", "the data should end at 0x" + Long.toHexString(expectedEnd)
                    + " but the sound tables end here");
        }
        return new Tail(demoData, new Sound(soundMap, details, indices, blob, List.of()));
    }

    /** A u32 count of sound details, then the details. */
    static List<SoundDetails> soundDetails(ByteCursor cursor, GameVersion version) {
        return Records.counted32(cursor, "soundDetails", 8, c -> details(c, version));
    }

    static SoundDetails details(ByteCursor cursor, GameVersion version) {
        var sample = cursor.u16("sample");
        if (version.atLeast(TR3)) {
            return new SoundDetails(sample, cursor.u8("volume"), cursor.u8("range"), cursor.u8("chance"),
                    cursor.u8("pitch"), cursor.u16("characteristics"));
        }
        var volume = cursor.u16("volume");
        var chance = cursor.u16("chance");
        return new SoundDetails(sample, volume, 0, chance, 0, cursor.u16("characteristics"));
    }

    /** TR4/TR5 samples after the level data: a count, then per sample two sizes and a WAV file. */
    static List<EmbeddedSample> embeddedSamples(ByteCursor cursor) {
        var count = cursor.count32("numSamples", 8);
        var samples = new ArrayList<EmbeddedSample>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("samples", i);
            var uncompressed = cursor.u32("uncompressedSize");
            var size = cursor.u32("compressedSize");
            samples.add(new EmbeddedSample(uncompressed, Bytes.own(cursor.bytes("wav", size))));
            cursor.leave();
        }
        return samples;
    }
}
