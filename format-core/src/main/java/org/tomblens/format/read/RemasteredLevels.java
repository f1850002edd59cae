package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * TR4's and TR5's levels as Tomb Raider IV–VI Remastered keeps them (magic "TRX4" and "TRX5"): uncompressed,
 * 32-bit pages only and no sound tables, TR5's rooms in a layout of their own, read by {@link LevelParser} in
 * {@link LevelLayout#REMASTERED} (docs/remastered.md).
 */
final class RemasteredLevels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.PC;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        var word = FirstWords.of(bytes);
        return word == FirstWords.TRX4 || word == FirstWords.TRX5;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.TRX5 ? GameVersion.TR5 : GameVersion.TR4;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new LevelParser(bytes, fileName, version(bytes, fileName), LevelLayout.REMASTERED, progress).parse();
    }
}
