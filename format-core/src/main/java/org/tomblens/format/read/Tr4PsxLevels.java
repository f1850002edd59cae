package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * TR4's or TR5's PlayStation levels, every release {@link Tr4PsxVariant} names for the game, told by the version
 * word their header starts with, at the file's start or after the loader code some discs put before it.
 */
final class Tr4PsxLevels implements LevelVariant {
    private final GameVersion game;

    private Tr4PsxLevels(GameVersion game) {
        this.game = game;
    }

    static Tr4PsxLevels tr4() {
        return new Tr4PsxLevels(GameVersion.TR4);
    }

    static Tr4PsxLevels tr5() {
        return new Tr4PsxLevels(GameVersion.TR5);
    }

    @Override
    public String platform() {
        return LevelLayout.Platform.PSX;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return Tr4PsxVariant.headerAt(bytes, game) >= 0;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return game;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new Tr4PsxLevelParser(bytes, fileName, game, progress).parse();
    }
}
