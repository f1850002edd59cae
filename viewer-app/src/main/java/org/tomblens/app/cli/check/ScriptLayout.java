package org.tomblens.app.cli.check;

import java.util.List;
import org.tomblens.format.script.Tr2Script;
import org.tomblens.format.script.Tr4Script;

/** The game-flow scripts {@code check} reads, each with its reader and the version the outputs give it. */
enum ScriptLayout {
    /** TOMBPC.DAT, TOMBPCG.DAT: TR2, TR3 and their Gold games on PC (§11). */
    TR2_PC("TR2/TR3 PC"),
    /** TOMBPSX.DAT: the same games on the PlayStation, with FMV frame ranges and more strings. */
    TR2_PSX("TR2/TR3 PSX"),
    /** SCRIPT.DAT naming .TR4 levels (§12.1). */
    TR4("TR4"),
    /** SCRIPT.DAT naming .TRC levels: TR5 keeps TR4's layout. */
    TR5("TR5");

    private final String version;

    ScriptLayout(String version) {
        this.version = version;
    }

    String version() {
        return version;
    }

    /** Reads the script whole; what it passed over, as warnings. */
    List<String> read(byte[] bytes) {
        return switch (this) {
            case TR2_PC, TR2_PSX -> {
                Tr2Script.read(bytes, this == TR2_PSX);
                yield List.of();
            }
            case TR4, TR5 -> Tr4Script.read(bytes).problems();
        };
    }
}
