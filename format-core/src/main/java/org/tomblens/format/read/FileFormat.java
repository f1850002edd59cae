package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;

/** What a file is, as far as its first bytes (and, for TR4 vs TR5, its layout) tell. */
public enum FileFormat {
    TR1(GameVersion.TR1),
    TR2(GameVersion.TR2),
    TR3(GameVersion.TR3),
    TR4(GameVersion.TR4),
    TR5(GameVersion.TR5),
    /** "TR4c": TRNG's encrypted levels (and, per TRosettaStone, TR4 demo levels) use this magic. */
    TR4C(GameVersion.TR4),
    /** "TRX4": Tomb Raider IV–VI Remastered's TR4 levels, uncompressed, 32-bit pages only, no sound tables. */
    TR4_REMASTERED(GameVersion.TR4),
    /** A PlayStation TR1 level: a sound bank before the level, 4-bit pages with colour tables. */
    TR1_PSX(GameVersion.TR1),
    /** A PlayStation TR2 level: a table of VAG samples before the level, packed room vertices, 4-bit pages. */
    TR2_PSX(GameVersion.TR2),
    /** A TR3 PlayStation level: its version word first, then VAG samples and code modules before the level. */
    TR3_PSX(GameVersion.TR3),
    WAD(null),
    /** Tomb Editor's object library (.wad2). */
    WAD2(null),
    PRJ2(null),
    UNKNOWN(null);

    private final GameVersion game;

    FileFormat(GameVersion game) {
        this.game = game;
    }

    /** The level layout, or null for files that are not levels. */
    public GameVersion game() {
        return game;
    }

    /** Whether the file is one of the PlayStation's levels rather than the PC's. */
    public boolean isPlayStation() {
        return this == TR1_PSX || this == TR2_PSX || this == TR3_PSX;
    }

    public boolean isLevel() {
        return game != null;
    }
}
