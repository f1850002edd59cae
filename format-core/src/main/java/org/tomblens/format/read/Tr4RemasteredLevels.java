package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * TR4's levels as Tomb Raider IV–VI Remastered keeps them (magic "TRX4"): uncompressed, 32-bit pages only and no
 * sound tables, read by {@link LevelParser} in {@link LevelLayout#REMASTERED} (docs/remastered.md).
 */
final class Tr4RemasteredLevels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.PC;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.TRX4;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return GameVersion.TR4;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new LevelParser(bytes, fileName, GameVersion.TR4, LevelLayout.REMASTERED, progress).parse();
    }
}
