package org.tomblens.app.cli.check;

import java.util.Locale;

/** What {@code check} reads a file as; its lower-case name is the {@code kind} of the JSON output. */
public enum FileKind {
    /** A level of TR1–TR5 (.phd, .tub, .tr2, .tr4, .trc, TRNG's encrypted .tr4). */
    LEVEL,
    /** An object library: TRLE's .wad (with its companions) or Tomb Editor's .wad2. */
    LIBRARY,
    /** A Tomb Editor project (.prj2). */
    PROJECT,
    /** A game-flow script: TR2/TR3's TOMBPC.DAT and its kin, TR4/TR5's SCRIPT.DAT. */
    SCRIPT,
    /** A TR4/TR5 language file (ENGLISH.DAT, US.DAT, …) that a script beside it lists. */
    LANGUAGE;

    /** The kind the registered formats call {@code label} ("level", "library", "project"). */
    static FileKind of(String label) {
        for (var kind : values()) {
            if (kind.label().equals(label)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("a registered format of kind \"" + label + "\", which check does not know");
    }

    /** The name the outputs use. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
