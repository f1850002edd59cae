package org.tomblens.format.read;

import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.psx.ClutPages;

/**
 * The releases of TR1's PlayStation levels that trview tells apart by their version word and by how many 4-bit
 * pages and colour tables come before it. The retail release starts with its sound bank; the 1996 builds start with
 * their pages, their sounds kept in other files (trview looks for them in a PSXSOUND folder beside the level's),
 * and may end after the sound details. The August 1996 beta (version 27) stores four zone words a box where the
 * retail release stores six. The May 1996 build (version 11) lays its rooms, meshes, animations, static meshes
 * and entities out otherwise, and {@link Tr1PsxMay1996Layout} reads it. The reader tells a file's release by this
 * table, level-maker's writers lay a level out by it.
 */
public enum Tr1PsxVariant {
    RETAIL(32, 13, 1024, 6, LevelLayout.PLAYSTATION),
    /** The September 1996 build: the retail level but for the sounds, which it keeps apart. */
    SEPTEMBER_1996(32, 13, 1024, 6, LevelLayout.PLAYSTATION_BETA),
    AUGUST_1996(27, 15, 1024, 4, LevelLayout.PLAYSTATION_BETA),
    /** A demo disc's rolling demo: the retail level on 15 pages. */
    DEMO(32, 15, 1024, 6, LevelLayout.PLAYSTATION_DEMO),
    MAY_1996(11, 20, 2048, 0, LevelLayout.PLAYSTATION_BETA);

    private final int version;
    private final int pages;
    private final int tables;
    private final int zonesPerBox;
    private final LevelLayout layout;

    Tr1PsxVariant(int version, int pages, int tables, int zonesPerBox, LevelLayout layout) {
        this.version = version;
        this.pages = pages;
        this.tables = tables;
        this.zonesPerBox = zonesPerBox;
        this.layout = layout;
    }

    /**
     * The 1996 build whose version word lies where its pages and tables end, counting from the file's start, or
     * null. Checked in trview's order: 15 pages before 13, so that the demo is not taken for the September beta.
     */
    static Tr1PsxVariant pagesFirst(byte[] bytes) {
        for (var variant : new Tr1PsxVariant[] {AUGUST_1996, DEMO, MAY_1996, SEPTEMBER_1996}) {
            if (variant.versionAfterPages(bytes)) {
                return variant;
            }
        }
        return null;
    }

    /** The version word after the pages and colour tables. */
    public int version() {
        return version;
    }

    /** The 4-bit pages before the colour tables. */
    public int pages() {
        return pages;
    }

    /** The colour tables before the version word. */
    public int tables() {
        return tables;
    }

    /** Zone words a box: the August beta's four, the retail release's six (§7.3); none in the May build's layout. */
    public int zonesPerBox() {
        return zonesPerBox;
    }

    /** The layout the level read records. */
    public LevelLayout layout() {
        return layout;
    }

    /** Whether the pages start the file, with no sound bank before them: the 1996 builds keep their sounds apart. */
    public boolean pagesFirst() {
        return this != RETAIL;
    }

    /** Whether the file ends after the sound details, with no sample count and cinematic frames: the August beta. */
    public boolean endsAfterSoundDetails() {
        return this == AUGUST_1996;
    }

    /** Bytes of the pages and tables. */
    long pagesBytes() {
        return (long) pages * ClutPages.PAGE_BYTES + (long) tables * ClutPages.TABLE_BYTES;
    }

    /** Whether the version word lies after the pages and tables, stored from the file's start. */
    private boolean versionAfterPages(byte[] bytes) {
        var at = pagesBytes();
        return at + 4 <= bytes.length && PsxLevelParser.u32(bytes, (int) at) == version;
    }
}
