package org.tomblens.app.cli.check;

import java.util.List;
import java.util.Locale;
import org.tomblens.format.script.Tr2Script;
import org.tomblens.format.script.Tr4Script;

/** The game-flow scripts {@code check} reads, each with its reader. */
enum ScriptLayout {
    /**
     * TOMBPC.DAT, TOMBPSX.DAT and their kin: TR2, TR3 and their Gold games (§11). Their platform and layout (PC,
     * PlayStation, the PlayStation beta) are told by which one reads the file exactly.
     */
    TR2("TR2/TR3"),
    /** SCRIPT.DAT naming .TR4 levels (§12.1). */
    TR4("TR4"),
    /** SCRIPT.DAT naming .TRC levels: TR5 keeps TR4's layout. */
    TR5("TR5");

    private final String version;

    ScriptLayout(String version) {
        this.version = version;
    }

    /** The version the outputs give a script of this kind before it is read (or when it cannot be). */
    String version() {
        return version;
    }

    /** Reads the script whole: a TR2/TR3 script's version names the layout it was read in. */
    Reading read(byte[] bytes) {
        return switch (this) {
            case TR2 -> {
                var layout = Tr2Script.read(bytes).layout();
                yield new Reading(version + " " + layout.name().replace('_', ' ').toUpperCase(Locale.ROOT), List.of());
            }
            case TR4, TR5 -> new Reading(version, Tr4Script.read(bytes).problems());
        };
    }
}
