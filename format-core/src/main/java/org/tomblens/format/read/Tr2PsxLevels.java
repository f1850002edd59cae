package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * TR2's PlayStation levels: the retail release and the betas of version 44 ({@link Tr2PsxLayout}), the pre-release
 * builds ({@link PsxPrerelease}), each told by where its version word lies; and, asked after TR1's, a .PSX file that
 * ends before its version word and starts with a sample count.
 *
 * @param byName whether the file is taken by its name, its bytes ending before they tell
 */
record Tr2PsxLevels(boolean byName) implements LevelVariant {

    /** The files whose version word lies where one of TR2's releases or builds keeps it. */
    static Tr2PsxLevels byTheirBytes() {
        return new Tr2PsxLevels(false);
    }

    /** The .PSX files cut short (or only their head) that start with a sample count. */
    static Tr2PsxLevels byTheirName() {
        return new Tr2PsxLevels(true);
    }

    @Override
    public String platform() {
        return LevelLayout.Platform.PSX;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        if (byName) {
            return Tr2PsxLayout.mayBe(bytes, fileName);
        }
        return Tr2PsxLayout.recognises(bytes) || Tr2PsxLayout.recognisesBeta(bytes) || PsxPrerelease.of(bytes) != null;
    }

    @Override
    public GameVersion version(byte[] bytes, String fileName) {
        return GameVersion.TR2;
    }

    @Override
    public Level read(byte[] bytes, String fileName, ProgressListener progress) {
        var prerelease = PsxPrerelease.of(bytes);
        PsxLayout layout = prerelease != null ? new Tr2PsxPrereleaseLayout(prerelease)
                : new Tr2PsxLayout(Tr2PsxLayout.recognisesBeta(bytes));
        return new PsxLevelParser(bytes, fileName, layout, progress).parse();
    }
}
