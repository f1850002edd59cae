package org.tomblens.format.read;

import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * Levels starting with "TR4c": TRNG's encrypted levels and, per TRosettaStone, TR4 demo levels, which are plain.
 * Either is TR4 or TR5 by its layout, as {@link Tr4Tr5Levels} tells.
 */
final class TrngLevels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.PC;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.TR4C;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return Tr4Tr5Levels.gameOf(bytes, fileName);
    }

    /**
     * A decrypted level is read like any other; its errors say it was encrypted, at offsets that hold in the
     * encrypted file too, since decryption moves no byte.
     */
    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        if (!TrngDecryption.isEncrypted(bytes)) {
            return new LevelParser(bytes, fileName, version(bytes, fileName), progress).parse();
        }
        try {
            return LevelReader.read(TrngDecryption.decrypt(bytes), fileName, progress);
        } catch (LevelFormatException e) {
            throw new LevelFormatException(e.region(), e.offset(), e.fieldPath(),
                    "in a level encrypted by TRNG (\"TR4c\"), read after decryption: " + e.problem());
        }
    }
}
