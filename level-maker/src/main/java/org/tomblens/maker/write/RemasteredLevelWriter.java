package org.tomblens.maker.write;

import java.util.Arrays;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;
import org.tomblens.format.model.GameVersion;
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
        var level = LevelReader.read(classic, "classic.tr4");
        if (level.version() != GameVersion.TR4 || level.layout() != LevelLayout.STANDARD || level.footerBytes() != 0) {
            throw new IllegalArgumentException("only a plain TR4 level can be written in the Remastered layout");
        }
        var in = new ByteCursor(classic, "classic.tr4");
        in.u32("version");
        var roomPages = in.u16("numRoomTextiles");
        var objectPages = in.u16("numObjectTextiles");
        var bumpPages = in.u16("numBumpTextiles");
        var pages32 = Inflation.read(in, "textiles32", Long.MAX_VALUE).data();
        Inflation.read(in, "textiles16", Long.MAX_VALUE);
        var misc = Inflation.read(in, "miscTextiles", Long.MAX_VALUE).data();
        var data = Inflation.read(in, "levelData", Long.MAX_VALUE).data();
        var sound = level.sound();
        // What follows the AI objects in the classic level data: demo data, sound map, details, sample indices.
        var tail = 2 + level.demoData().size() + 2 * TR4_SOUND_MAP_WORDS + 4 + SOUND_DETAIL * sound.details().size()
                + 4 + SAMPLE_INDEX * sound.sampleIndices().size();
        var sink = new ByteSink(pages32.length + MISC_PAGES * PAGE32 + data.length + 16);
        sink.bytes("magic", new byte[] {'T', 'R', 'X', '4'});
        sink.u16("numRoomTextiles", roomPages);
        sink.u16("numObjectTextiles", objectPages);
        sink.u16("numBumpTextiles", bumpPages);
        sink.u32("textilesSize", pages32.length);
        sink.bytes("textiles32", pages32);
        sink.bytes("miscTextiles", Arrays.copyOf(misc, MISC_PAGES * PAGE32));
        sink.bytes("levelData", Arrays.copyOfRange(data, 4, data.length - SEPARATOR - tail));
        return sink.toByteArray();
    }

    /** The TR5 level in {@code classic} (a TR5 PC file) in the Remastered layout. */
    public static byte[] tr5(byte[] classic) {
        var level = LevelReader.read(classic, "classic.trc");
        if (level.version() != GameVersion.TR5 || level.layout() != LevelLayout.STANDARD || level.footerBytes() != 0) {
            throw new IllegalArgumentException("only a plain TR5 level can be written in the Remastered layout");
        }
        var in = new ByteCursor(classic, "classic.trc");
        in.u32("version");
        var roomPages = in.u16("numRoomTextiles");
        var objectPages = in.u16("numObjectTextiles");
        var bumpPages = in.u16("numBumpTextiles");
        var pages32 = Inflation.read(in, "textiles32", Long.MAX_VALUE).data();
        Inflation.read(in, "textiles16", Long.MAX_VALUE);
        var misc = Inflation.read(in, "miscTextiles", Long.MAX_VALUE).data();
        var laraType = in.u16("laraType");
        in.u16("weather");
        in.skip("padding", TR5_HEADER_PADDING);
        var dataSize = in.u32("levelData.unpackedSize");
        in.u32("levelData.packedSize");
        var sink = new ByteSink(pages32.length + TR5_MISC_PAGES * PAGE32 + (int) dataSize + 16);
        sink.bytes("magic", new byte[] {'T', 'R', 'X', '5'});
        sink.u16("numRoomTextiles", roomPages);
        sink.u16("numObjectTextiles", objectPages);
        sink.u16("numBumpTextiles", bumpPages);
        sink.u32("textilesSize", pages32.length);
        sink.bytes("textiles32", pages32);
        sink.bytes("miscTextiles", Arrays.copyOf(misc, TR5_MISC_PAGES * PAGE32));
        sink.u16("laraType", laraType);
        Tr5RemasteredLevelData.write(in.slice("levelData", (int) dataSize), sink);
        return sink.toByteArray();
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
        sink.u32("numSoundDetails", sound.details().size());
        for (var details : sound.details()) {
            sink.u16("sample", details.sample());
            sink.u8("volume", details.volume());
            sink.u8("range", details.range());
            sink.u8("chance", details.chance());
            sink.u8("pitch", details.pitch());
            sink.u16("characteristics", details.characteristics());
        }
        sink.bytes("unread", new byte[MAIN_SFX_UNREAD_BYTES]);
        for (var sample : sound.samples()) {
            sink.bytes("samples", sample.wav().toArray());
        }
        return sink.toByteArray();
    }
}
