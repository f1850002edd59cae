package org.tomblens.format.read;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.psx.ClutPages;

/**
 * TR2's PlayStation pre-release builds, which start with TR1's VAB sound bank and tell themselves apart by where
 * their version word lies after it (trview's readers): right after the bank (44), or after their own number of
 * 4-bit pages and colour tables (42 after 18 and 2048; 38, the E3 build, after 14 and 1024). They are recognised,
 * so that the refusal names them, but not read.
 */
enum PsxPrerelease {
    BETA_44(44, 0, 0, "a TR2 beta"),
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
        var where = pages == 0 ? String.format("right after a sound bank of %d bytes", bankEnd)
                : String.format("after a sound bank of %d bytes, %d texture pages and %d colour tables", bankEnd,
                        pages, tables);
        return name + " was recognised: version " + version + " " + where
                + "; TombLens reads the retail releases of TR1 and TR2 only";
    }
}
