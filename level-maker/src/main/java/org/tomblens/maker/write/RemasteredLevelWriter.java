package org.tomblens.maker.write;

import java.util.Arrays;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.LevelReader;

/**
 * Writes a PC TR4 or TR5 level in the layout Tomb Raider IV–VI Remastered keeps its levels in (magic "TRX4" and
 * "TRX5", see docs/remastered.md): the page counts, the size of the 32-bit pages, those pages and the first two
 * (TR5: three) misc pages unpacked, TR5's Lara type, then the level data unpacked from its rooms to its AI objects
 * (TR5: its entities), without the word before the rooms, the sound tables and the samples. No Remastered level is
 * public: tests read real TR4 and TR5 levels written this way back against the level they came from.
 */
public final class RemasteredLevelWriter {
    private static final int PAGE32 = 4 * 256 * 256;
    private static final int MISC_PAGES = 2;
    private static final int TR5_MISC_PAGES = 3;
    private static final int TR5_HEADER_PADDING = 28;
    private static final int MAIN_SFX_UNREAD_BYTES = 4000;
    private static final int SEPARATOR = 6;
    private static final int SOUND_DETAIL = 8;
    private static final int SAMPLE_INDEX = 4;
    private static final int TR4_SOUND_MAP_WORDS = 370;

    private RemasteredLevelWriter() {}

    /** The TR4 level in {@code classic} (a TR4 PC file in the standard layout) in the Remastered layout. */
    public static byte[] tr4(byte[] classic) {
        var level = plain(classic, GameVersion.TR4);
        var in = new ByteCursor(classic, "classic");
        var pages = ClassicPages.read(in);
        var data = Inflation.read(in, "levelData", Long.MAX_VALUE).data();
        var sound = level.sound();
        // What follows the AI objects in the classic level data: demo data, sound map, details, sample indices.
        var tail = 2 + level.demoData().size() + 2 * TR4_SOUND_MAP_WORDS + 4 + SOUND_DETAIL * sound.details().size()
                + 4 + SAMPLE_INDEX * sound.sampleIndices().size();
        var sink = new ByteSink(pages.pages32().length + MISC_PAGES * PAGE32 + data.length + 16);
        pages.write(sink, 'X', '4', MISC_PAGES);
        sink.bytes("levelData", Arrays.copyOfRange(data, 4, data.length - SEPARATOR - tail));
        return sink.toByteArray();
    }

    /** The TR5 level in {@code classic} (a TR5 PC file) in the Remastered layout. */
    public static byte[] tr5(byte[] classic) {
        plain(classic, GameVersion.TR5);
        var in = new ByteCursor(classic, "classic");
        var pages = ClassicPages.read(in);
        var laraType = in.u16("laraType");
        in.u16("weather");
        in.skip("padding", TR5_HEADER_PADDING);
        var dataSize = in.u32("levelData.unpackedSize");
        in.u32("levelData.packedSize");
        var sink = new ByteSink(pages.pages32().length + TR5_MISC_PAGES * PAGE32 + (int) dataSize + 16);
        pages.write(sink, 'X', '5', TR5_MISC_PAGES);
        sink.u16("laraType", laraType);
        Tr5RemasteredLevelData.write(in.slice("levelData", (int) dataSize), sink);
        return sink.toByteArray();
    }

    private static Level plain(byte[] classic, GameVersion version) {
        var level = LevelReader.read(classic, "classic");
        // "TR4\0", not TRNG's encrypted "TR4c", whose pages do not unpack as they are.
        var plainMagic = classic.length > 4 && classic[2] == '4' && classic[3] == 0;
        if (!plainMagic || level.version() != version || level.layout() != LevelLayout.STANDARD
                || level.footerBytes() != 0) {
            throw new IllegalArgumentException("only a plain " + version + " level can be written in the Remastered"
                    + " layout");
        }
        return level;
    }

    /** The page counts and the unpacked 32-bit and misc pages that start a classic TR4/TR5 file. */
    private record ClassicPages(int roomPages, int objectPages, int bumpPages, byte[] pages32, byte[] misc) {
        static ClassicPages read(ByteCursor in) {
            in.u32("version");
            var room = in.u16("numRoomTextiles");
            var object = in.u16("numObjectTextiles");
            var bump = in.u16("numBumpTextiles");
            var pages32 = Inflation.read(in, "textiles32", Long.MAX_VALUE).data();
            Inflation.read(in, "textiles16", Long.MAX_VALUE);
            return new ClassicPages(room, object, bump, pages32, Inflation.read(in, "miscTextiles", Long.MAX_VALUE)
                    .data());
        }

        /** The Remastered header: the magic "TR" and the two letters given, the counts, the size and the pages. */
        void write(ByteSink sink, char third, char fourth, int miscPages) {
            sink.bytes("magic", new byte[] {'T', 'R', (byte) third, (byte) fourth});
            sink.u16("numRoomTextiles", roomPages);
            sink.u16("numObjectTextiles", objectPages);
            sink.u16("numBumpTextiles", bumpPages);
            sink.u32("textilesSize", pages32.length);
            sink.bytes("textiles32", pages32);
            sink.bytes("miscTextiles", Arrays.copyOf(misc, miscPages * PAGE32));
        }
    }

    /**
     * The MAIN.SFX Tomb Raider IV–VI Remastered keeps in the SFX folder beside its levels' folder, made of a classic
     * TR4 or TR5 level's sounds: its sound map, its sound details in TR3's layout, 4000 bytes (whose contents no
     * public reader knows; written as zeros), then its samples' WAV files one after another, numbered as the
     * details count them.
     */
    public static byte[] mainSfx(byte[] classic) {
        var level = LevelReader.read(classic, "classic");
        if (!level.version().isChunked()) {
            throw new IllegalArgumentException("only a TR4 or TR5 level's sounds make a Remastered MAIN.SFX");
        }
        var sound = level.sound();
        var sink = new ByteSink(1 << 20);
        sink.words("soundMap", sound.soundMap().toArray());
        RecordWriter.counted32(sink, "soundDetails", sound.details(), Tr3PsxLevelWriter::soundDetails);
        sink.bytes("unread", new byte[MAIN_SFX_UNREAD_BYTES]);
        for (var sample : sound.samples()) {
            sink.bytes("samples", sample.wav().toArray());
        }
        return sink.toByteArray();
    }
}
