package org.tomblens.format.prj2;

/**
 * [PRJ2]'s {@code SectorFace} codes: the floor and ceiling triangles, and for each wall direction the floor step
 * (QA), the floor subdivisions, the middle, the ceiling step (WS) and the ceiling subdivisions.
 */
public final class SectorFaces {
    public static final int FLOOR = 25;
    public static final int FLOOR_TRIANGLE_2 = 26;
    public static final int CEILING = 27;
    public static final int CEILING_TRIANGLE_2 = 28;
    /** Floor subdivisions with a face code of their own: Floor2 .. Floor9. */
    public static final int MAX_TEXTURED_SUBDIVISIONS = 8;

    private SectorFaces() {}

    /** A wall's side: the four sector edges and the diagonal, in the order the codes count them. */
    public enum Wall {
        POSITIVE_Z, NEGATIVE_Z, NEGATIVE_X, POSITIVE_X, DIAGONAL
    }

    /** The floor step of wall {@code wall} (WallXxxFloor1). */
    public static int floorStep(Wall wall) {
        return wall.ordinal();
    }

    /** The middle of wall {@code wall}. */
    public static int middle(Wall wall) {
        return 10 + wall.ordinal();
    }

    /** The ceiling step of wall {@code wall} (WallXxxCeiling1). */
    public static int ceilingStep(Wall wall) {
        return 15 + wall.ordinal();
    }

    /** Floor subdivision {@code i} (0: Floor2 … 7: Floor9) of wall {@code wall}, -1 past Floor9. */
    public static int floorSubdivision(Wall wall, int i) {
        if (i == 0) {
            return 5 + wall.ordinal();
        }
        return i < MAX_TEXTURED_SUBDIVISIONS ? 29 + 10 * (i - 1) + wall.ordinal() : -1;
    }

    /** Ceiling subdivision {@code i} (0: Ceiling2 … 7: Ceiling9) of wall {@code wall}, -1 past Ceiling9. */
    public static int ceilingSubdivision(Wall wall, int i) {
        if (i == 0) {
            return 20 + wall.ordinal();
        }
        return i < MAX_TEXTURED_SUBDIVISIONS ? 34 + 10 * (i - 1) + wall.ordinal() : -1;
    }
}
