package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/** TR3's PlayStation levels, every build {@link Tr3PsxVariant} names, told by the version word they start with. */
final class Tr3PsxLevels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.PSX;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return Tr3PsxLevelParser.recognises(bytes);
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return GameVersion.TR3;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new Tr3PsxLevelParser(bytes, fileName, progress).parse();
    }
}
