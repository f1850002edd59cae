package org.tomblens.maker.write;

/**
 * TR1's PlayStation releases {@link PsxLevelWriter} lays a level out as, which trview's reader tells apart by the
 * version word and how many 4-bit pages (each with the writer's 1024 colour tables) come before it: the retail
 * release after its sound bank; the 1996 builds from the file's start, without sounds, the August 1996 beta with
 * four zone words a box and nothing after the sound details.
 */
public enum Tr1PsxBuild {
    RETAIL(32, 13, 6),
    SEPTEMBER_1996_BETA(32, 13, 6),
    AUGUST_1996_BETA(27, 15, 4),
    DEMO(32, 15, 6);

    final int version;
    final int pages;
    final int zonesPerBox;

    Tr1PsxBuild(int version, int pages, int zonesPerBox) {
        this.version = version;
        this.pages = pages;
        this.zonesPerBox = zonesPerBox;
    }

    /** Whether the sound bank comes first; the 1996 builds keep their sounds in other files. */
    boolean soundBankFirst() {
        return this == RETAIL;
    }

    /** Whether the sample count and the cinematic frames follow the sound details. */
    boolean cinematicFrames() {
        return this != AUGUST_1996_BETA;
    }
}
