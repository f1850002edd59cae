package org.tomblens.format.read;

import java.util.Locale;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/** TR4's and TR5's PC levels, which share the magic "TR4\0" and are told apart by what follows their textures. */
final class Tr4Tr5Levels implements LevelVariant {
    private static final long TR4_MISC_SIZE = 2 * 262144;
    private static final long TR5_MISC_SIZE = 3 * 262144;

    @Override
    public String platform() {
        return LevelLayout.Platform.PC;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.TR4;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return gameOf(bytes, fileName);
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new LevelParser(bytes, fileName, gameOf(bytes, fileName), progress).parse();
    }

    /**
     * TR5 follows the three texture chunks with Lara's type, the weather, 28 bytes of padding and an
     * unpacked level-data block whose two sizes are equal; TR4 follows them with a zlib chunk. Where that
     * is unclear (encrypted levels scramble it), the misc chunk tells: TR5's holds 3 pages, TR4's 2.
     */
    static GameVersion gameOf(byte[] bytes, String fileName) {
        long position = 10;
        var miscSize = -1L;
        for (int chunk = 0; chunk < 3; chunk++) {
            var unpacked = u32(bytes, position);
            var packed = u32(bytes, position + 4);
            if (packed < 0) {
                return byName(fileName);
            }
            miscSize = unpacked;
            position += 8 + packed;
        }
        var tr5Sizes = u32(bytes, position + 32);
        var looksTr5 = tr5Sizes > 0 && tr5Sizes == u32(bytes, position + 36);
        var looksTr4 = position + 8 < bytes.length && (bytes[(int) position + 8] & 0xFF) == 0x78;
        if (looksTr5 != looksTr4) {
            return looksTr5 ? GameVersion.TR5 : GameVersion.TR4;
        }
        if (miscSize == TR5_MISC_SIZE || miscSize == TR4_MISC_SIZE) {
            return miscSize == TR5_MISC_SIZE ? GameVersion.TR5 : GameVersion.TR4;
        }
        return byName(fileName);
    }

    private static GameVersion byName(String fileName) {
        return fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".trc") ? GameVersion.TR5
                : GameVersion.TR4;
    }

    /** The unsigned 32-bit value at {@code offset}, or -1 beyond the end. */
    private static long u32(byte[] bytes, long offset) {
        if (offset < 0 || offset + 4 > bytes.length) {
            return -1;
        }
        return PsxLevelParser.u32(bytes, (int) offset);
    }
}
