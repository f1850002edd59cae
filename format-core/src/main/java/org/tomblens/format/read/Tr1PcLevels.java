package org.tomblens.format.read;

import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/** TR1's PC levels (.PHD) and Unfinished Business's (.TUB), which start with the version word 32. */
final class Tr1PcLevels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.PC;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.TR1;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return GameVersion.TR1;
    }

    /**
     * TR1 has two layouts that only the bytes tell apart (§10.10): the standard one and Unfinished Business's, whose
     * palette comes before the cameras. The one that reads the file exactly is the file's. When neither does, the
     * error is the standard layout's unless Unfinished Business's found a retail palette (6-bit values) where it
     * keeps one and read further: a damaged UB level then says where it broke, any other file where the standard
     * layout did.
     */
    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        var standard = new LevelParser(bytes, fileName, GameVersion.TR1, LevelLayout.STANDARD, progress);
        try {
            return standard.parse();
        } catch (LevelFormatException standardFailure) {
            var moved = new LevelParser(bytes, fileName, GameVersion.TR1, LevelLayout.PALETTE_AFTER_SPRITES, progress);
            try {
                return moved.parse();
            } catch (LevelFormatException movedFailure) {
                if (!moved.readSixBitPalette() || moved.reached() <= standard.reached()) {
                    throw standardFailure;
                }
                throw new LevelFormatException(movedFailure.region(), movedFailure.offset(), movedFailure.fieldPath(),
                        "read as an Unfinished Business level (the palette before the cameras), which reads further "
                                + "than the standard layout: " + movedFailure.problem());
            }
        }
    }
}
