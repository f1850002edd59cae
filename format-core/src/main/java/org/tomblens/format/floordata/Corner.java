package org.tomblens.format.floordata;

/**
 * A corner of a sector, named as §4.3 names them: the first digit is the corner's X, the second its Z, each
 * 0 or 1024 units from the sector's origin.
 */
public enum Corner {
    C00(0, 0), C01(0, 1), C10(1, 0), C11(1, 1);

    private final int x;
    private final int z;

    Corner(int x, int z) {
        this.x = x;
        this.z = z;
    }

    /** The corner at ({@code x}, {@code z}), each 0 or 1. */
    public static Corner at(int x, int z) {
        return values()[(x << 1) | z];
    }

    /** 0 or 1: the corner's X in sectors. */
    public int x() {
        return x;
    }

    /** 0 or 1: the corner's Z in sectors. */
    public int z() {
        return z;
    }

    public String label() {
        return "" + x + z;
    }
}
