package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * TR5's Sega Dreamcast levels: the PC layout's parts unpacked in 2048-byte sections ({@link DreamcastSections}),
 * read into the same level as a PC .TRC. Told by their head, as trview tells them; no real file is public
 * (format-core/docs/dreamcast.md).
 */
final class DreamcastTr5Levels implements LevelVariant {
    @Override
    public String platform() {
        return LevelLayout.Platform.DREAMCAST;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return DreamcastSections.recognises(bytes);
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return GameVersion.TR5;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return new LevelParser(bytes, fileName, GameVersion.TR5, LevelLayout.DREAMCAST, progress).parse();
    }
}
