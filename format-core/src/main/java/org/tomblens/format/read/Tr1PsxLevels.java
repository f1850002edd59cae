package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/** TR1's PlayStation levels: the retail release and the 1996 builds {@link Tr1PsxVariant} names. */
final class Tr1PsxLevels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.PSX;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return Tr1PsxLayout.recognises(bytes, fileName);
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return GameVersion.TR1;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new PsxLevelParser(bytes, fileName, Tr1PsxLayout.of(bytes, fileName), progress).parse();
    }
}
