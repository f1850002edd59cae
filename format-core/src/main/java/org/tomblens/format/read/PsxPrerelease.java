package org.tomblens.format.read;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.psx.ClutPages;

/**
 * TR2's PlayStation pre-release builds that are not read, which start with TR1's VAB sound bank and tell
 * themselves apart by where their version word lies after it (trview's readers): after their own number of 4-bit
 * pages and colour tables (42 after 18 and 2048; 38, the E3 build, after 14 and 1024). They keep their animation
 * frames as TR1 does. They are recognised, so that the refusal names them. (The betas of version 44, with the word
 * right after the bank, are read: {@link Tr2PsxLayout}.)
 */
enum PsxPrerelease {
    BETA_42(42, 18, 2048, "a TR2 beta"),
    E3(38, 14, 1024, "TR2's E3 build");

    private final int version;
    private final int pages;
    private final int tables;
    private final String name;

    PsxPrerelease(int version, int pages, int tables, String name) {
        this.version = version;
        this.pages = pages;
        this.tables = tables;
        this.name = name;
    }

    /** The build whose version word lies where it should after a sound bank ending at {@code bankEnd}, or null. */
    static PsxPrerelease after(ByteCursor file, long bankEnd) {
        for (var build : values()) {
            var at = bankEnd + (long) build.pages * ClutPages.PAGE_BYTES + (long) build.tables * ClutPages.TABLE_BYTES;
            if (file.peekU32(at) == build.version) {
                return build;
            }
        }
        return null;
    }

    String refusal(long bankEnd) {
        return String.format("%s was recognised: version %d after a sound bank of %d bytes, %d texture pages and %d "
                + "colour tables; TombLens reads the retail releases of TR1 and TR2 and TR2's betas of version 44",
                name, version, bankEnd, pages, tables);
    }
}
