package org.tomblens.maker.write;

/**
 * TR1's PlayStation releases {@link PsxLevelWriter} lays a level out as, which trview's reader tells apart by the
 * version word and how many 4-bit pages (each with the writer's 1024 colour tables) come before it: the retail
 * release after its sound bank; the 1996 builds from the file's start, without sounds, the August 1996 beta with
 * four zone words a box and nothing after the sound details. The May 1996 build (version 11, 20 pages and 2048
 * colour tables) lays the level out otherwise and is {@link Tr1PsxMay1996Writer}'s.
 */
public enum Tr1PsxBuild {
    RETAIL,
    SEPTEMBER_1996_BETA,
    AUGUST_1996_BETA,
    DEMO,
    MAY_1996_BETA;

    /** The version word after the pages: the August beta's 27, the others' 32 (a PC TR1 level's). */
    int version() {
        return this == AUGUST_1996_BETA ? 27 : 32;
    }

    /** The 4-bit pages before the colour tables. */
    int pages() {
        return this == RETAIL || this == SEPTEMBER_1996_BETA ? 13 : 15;
    }

    /** Zone words a box: the August beta's four, the retail release's six (§7.3). */
    int zonesPerBox() {
        return this == AUGUST_1996_BETA ? 4 : 6;
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
