package org.tomblens.format.read;

import java.util.Locale;
import org.tomblens.format.model.GameVersion;

/**
 * Tells the format of a file from its bytes: the magic number first, then, for the "TR4\0" magic that
 * TR4 and TR5 share, the layout after the texture chunks. The file name is only a hint for cases the
 * bytes leave open.
 */
public final class FormatDetector {
    static final int TR1_MAGIC = 0x00000020;
    static final int TR2_MAGIC = 0x0000002D;
    static final int TR4_MAGIC = 0x00345254;   // "TR4\0"
    static final int TR4C_MAGIC = 0x63345254;  // "TR4c"
    static final int TRX4_MAGIC = 0x34585254;  // "TRX4"
    static final int WAD_VERSION = 129;
    static final int PRJ2_MAGIC = 0x324A5250;  // "PRJ2"
    static final int WAD2_MAGIC = 0x32444157;  // "WAD2"
    /** Tomb Editor's first libraries, which its later versions refuse: the reader says so. */
    static final int EARLY_WAD2_MAGIC = 0x32646157;  // "Wad2"
    private static final long TR4_MISC_SIZE = 2 * 262144;
    private static final long TR5_MISC_SIZE = 3 * 262144;

    private FormatDetector() {}

    public static FileFormat detect(byte[] bytes, String fileName) {
        if (bytes.length < 4) {
            return FileFormat.UNKNOWN;
        }
        // TR3's PlayStation version word comes first, where TR1's bank and TR2's sample count (which the name alone
        // may vouch for) can never hold a negative word; so TR3 is asked first.
        if (Tr3PsxLevelParser.recognises(bytes)) {
            return FileFormat.TR3_PSX;
        }
        var playStation = PsxLevelParser.detect(bytes, fileName);
        if (playStation != null) {
            return playStation;
        }
        return byFirstWord(bytes, fileName);
    }

    /** The PC file or library whose magic or version word {@code bytes} start with, or UNKNOWN. */
    static FileFormat byFirstWord(byte[] bytes, String fileName) {
        var magic = u32(bytes, 0);
        return switch ((int) magic) {
            case TR1_MAGIC -> FileFormat.TR1;
            case TR2_MAGIC -> FileFormat.TR2;
            case 0xFF080038, 0xFF180038, 0xFF180034 -> FileFormat.TR3;
            case TR4_MAGIC -> isTr5Layout(bytes, fileName) ? FileFormat.TR5 : FileFormat.TR4;
            case TR4C_MAGIC -> FileFormat.TR4C;
            case TRX4_MAGIC -> FileFormat.TR4_REMASTERED;
            case PRJ2_MAGIC -> FileFormat.PRJ2;
            case WAD2_MAGIC, EARLY_WAD2_MAGIC -> FileFormat.WAD2;
            case WAD_VERSION -> FileFormat.WAD;
            default -> FileFormat.UNKNOWN;
        };
    }

    /**
     * The level layout of a file, or null if it is not a level. For "TR4c" files the layout after the
     * texture chunks tells TR4 from TR5, as for plain ones.
     */
    public static GameVersion levelVersion(byte[] bytes, String fileName) {
        return levelVersion(detect(bytes, fileName), bytes, fileName);
    }

    /** The level layout of a file whose format {@link #detect} gave, or null if it is not a level. */
    public static GameVersion levelVersion(FileFormat format, byte[] bytes, String fileName) {
        if (format == FileFormat.TR4C) {
            return isTr5Layout(bytes, fileName) ? GameVersion.TR5 : GameVersion.TR4;
        }
        return format.game();
    }

    /**
     * TR5 follows the three texture chunks with Lara's type, the weather, 28 bytes of padding and an
     * unpacked level-data block whose two sizes are equal; TR4 follows them with a zlib chunk. Where that
     * is unclear (encrypted levels scramble it), the misc chunk tells: TR5's holds 3 pages, TR4's 2.
     */
    static boolean isTr5Layout(byte[] bytes, String fileName) {
        long position = 10;
        var miscSize = -1L;
        for (int chunk = 0; chunk < 3; chunk++) {
            var unpacked = u32(bytes, position);
            var packed = u32(bytes, position + 4);
            if (packed < 0) {
                return hintsTr5(fileName);
            }
            miscSize = unpacked;
            position += 8 + packed;
        }
        var tr5Sizes = u32(bytes, position + 32);
        var looksTr5 = tr5Sizes > 0 && tr5Sizes == u32(bytes, position + 36);
        var looksTr4 = position + 8 < bytes.length && (bytes[(int) position + 8] & 0xFF) == 0x78;
        if (looksTr5 != looksTr4) {
            return looksTr5;
        }
        if (miscSize == TR5_MISC_SIZE || miscSize == TR4_MISC_SIZE) {
            return miscSize == TR5_MISC_SIZE;
        }
        return hintsTr5(fileName);
    }

    private static boolean hintsTr5(String fileName) {
        return fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".trc");
    }

    /** The unsigned 32-bit value at {@code offset}, or -1 beyond the end. */
    private static long u32(byte[] bytes, long offset) {
        if (offset < 0 || offset + 4 > bytes.length) {
            return -1;
        }
        var at = (int) offset;
        return ((bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16
                | (bytes[at + 3] & 0xFF) << 24) & 0xFFFFFFFFL;
    }
}
