package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * One way TR1–TR5 level files are laid out: a game, or games sharing a magic number, on one platform, told apart by
 * the file's first bytes and read whole into a {@link Level}. {@link LevelVariants#ALL} lists every one, in the order
 * they are asked; adding a layout is a class of this type and a line there.
 */
public interface LevelVariant {
    /** The platform the files are of, one of {@link LevelLayout.Platform}'s names: "PC", "PSX", "Dreamcast". */
    String platform();

    /**
     * Whether {@code bytes} are laid out this way, told by their first bytes (the whole file or only its head);
     * {@code fileName} is only a hint for what the bytes leave open.
     */
    boolean recognises(byte[] bytes, String fileName);

    /** The game of a file this variant {@link #recognises}, as far as its bytes tell before it is read. */
    GameVersion version(byte[] bytes, String fileName);

    /** Reads a file this variant {@link #recognises}; bad bytes give a {@code LevelFormatException}. */
    Level read(byte[] bytes, String fileName, ProgressListener progress);
}
