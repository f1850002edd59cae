package org.tomblens.format.model;

/** The game whose level layout a file uses. */
public enum GameVersion {
    TR1, TR2, TR3, TR4, TR5;

    /** True for this version and every later one. */
    public boolean atLeast(GameVersion other) {
        return compareTo(other) >= 0;
    }

    /** TR4 and TR5 keep their data in zlib chunks, have flyby cameras and AI objects, and drop palettes. */
    public boolean isChunked() {
        return atLeast(TR4);
    }
}
