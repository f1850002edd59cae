package org.tomblens.format.read;

import java.util.Arrays;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * The PC levels of a game with one layout, told by the version words they start with: TR2's and TR3's.
 *
 * @param game the game they are levels of
 * @param words the words their files start with
 */
record PcLevels(GameVersion game, int... words) implements LevelVariant {
    static PcLevels tr2() {
        return new PcLevels(GameVersion.TR2, FirstWords.TR2);
    }

    static PcLevels tr3() {
        return new PcLevels(GameVersion.TR3, FirstWords.TR3);
    }

    @Override
    public String platform() {
        return LevelLayout.Platform.PC;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        var first = FirstWords.of(bytes);
        return Arrays.stream(words).anyMatch(word -> Integer.toUnsignedLong(word) == first);
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return game;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new LevelParser(bytes, fileName, game, progress).parse();
    }
}
