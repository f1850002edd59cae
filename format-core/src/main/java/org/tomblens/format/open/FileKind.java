package org.tomblens.format.open;

import java.util.Locale;

/**
 * What a file TombLens reads is to its user; its lower-case name is what the help, {@code check --json}'s
 * {@code kind} and the registered formats call it.
 */
public enum FileKind {
    /** A game's level: TR1–TR5 on the PC and the PlayStation, TombEngine's. */
    LEVEL,
    /** An object library: TRLE's .wad (with its companions) or Tomb Editor's .wad2, shown as its models. */
    LIBRARY,
    /** A Tomb Editor project (.prj2), shown as the level its rooms build. */
    PROJECT,
    /** A game-flow script: TR2/TR3's TOMBPC.DAT and its kin, TR4/TR5's SCRIPT.DAT. */
    SCRIPT,
    /** A TR4/TR5 language file (ENGLISH.DAT, US.DAT, …) that a script beside it lists. */
    LANGUAGE,
    /** A PlayStation pack of files (GAMEWAD.OBJ), shown as the level part it names or its first level part. */
    PACK;

    /** The name the outputs use: "level", "library", … */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
